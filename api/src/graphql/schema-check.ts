/**
 * The schema-change policy of docs/schema-changes.md as a pure function: graphql-inspector rates each change
 * between two SDL texts; a breaking one passes only when that file lists it, and a removal only after a dated
 * deprecation of at least three months. `npm run schema:check` (api/scripts/schema-check.ts) feeds it from git.
 */
import { ChangeType, CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import { buildSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLSchema } from 'graphql';

export const ALLOWED_CHANGES_FILE = 'docs/schema-changes.md';
export const ALLOWED_CHANGES_HEADING = 'Allowed breaking changes';
/** "Three months" in whole days, so the rule does not depend on month lengths. */
export const MIN_DEPRECATION_DAYS = 90;
export const HOW_TO_REMOVE =
  'deprecate it first with @deprecated(reason: "... since YYYY-MM-DD ...") and remove it no earlier than 3 months later';

/** Removals of what SDL can mark @deprecated; types and directives cannot be, so they only need listing. */
const DEPRECATABLE_REMOVALS = new Set<string>([
  ChangeType.FieldRemoved,
  ChangeType.EnumValueRemoved,
  ChangeType.FieldArgumentRemoved,
  ChangeType.InputFieldRemoved,
]);
const KNOWN_CHANGE_TYPES = new Set<string>(Object.values(ChangeType));
const DAY_MS = 86_400_000;

export interface AllowedChange {
  date: string;
  path: string;
  type: string;
}

export interface CheckedChange {
  level: CriticalityLevel;
  type: string;
  path: string;
  message: string;
  /** Why this change fails the check; empty when it passes. */
  problems: string[];
}

export interface SchemaCheckVerdict {
  passed: boolean;
  changes: CheckedChange[];
  /** Problems with the list itself (a row that does not parse). */
  listProblems: string[];
}

export interface SchemaCheckInput {
  oldSdl: string;
  newSdl: string;
  /** The text of docs/schema-changes.md ('' when there is none). */
  allowedChangesDoc: string;
  /** YYYY-MM-DD, in UTC. */
  today: string;
}

export async function checkSchemaChange(input: SchemaCheckInput): Promise<SchemaCheckVerdict> {
  const oldSchema = buildSchema(input.oldSdl);
  const { allowed, problems: listProblems } = parseAllowedChanges(input.allowedChangesDoc);
  const changes = (await diff(oldSchema, buildSchema(input.newSdl))).map((change) =>
    checkChange(change, oldSchema, allowed, input.today),
  );
  return { passed: listProblems.length === 0 && changes.every((c) => c.problems.length === 0), changes, listProblems };
}

function checkChange(change: Change, oldSchema: GraphQLSchema, allowed: AllowedChange[], today: string): CheckedChange {
  const path = change.path ?? '';
  const { level } = change.criticality;
  const problems: string[] = [];
  if (DEPRECATABLE_REMOVALS.has(change.type)) {
    const problem = removalProblem(path, deprecationReason(oldSchema, path), today);
    if (problem) problems.push(problem);
  }
  if (level === CriticalityLevel.Breaking && !allowed.some((a) => a.path === path && a.type === change.type)) {
    const row = `| ${today} | \`${path}\` | ${change.type} | <why> |`;
    problems.push(`not listed in ${ALLOWED_CHANGES_FILE}; if the break is intended, add the row ${row}`);
  }
  return { level, type: change.type, path, message: change.message, problems };
}

function removalProblem(path: string, reason: string | null | undefined, today: string): string | undefined {
  if (reason == null) return `${path} was not deprecated before its removal: ${HOW_TO_REMOVE}`;
  const since = firstDate(reason);
  if (!since) return `${path} was deprecated without a date ("${reason}"): ${HOW_TO_REMOVE}`;
  const earliest = addDays(since, MIN_DEPRECATION_DAYS);
  if (earliest <= today) return undefined;
  const tooSoon = `less than ${MIN_DEPRECATION_DAYS} days before ${today} (it may go on ${earliest})`;
  return `${path} was deprecated on ${since}, ${tooSoon}: ${HOW_TO_REMOVE}`;
}

/** The deprecation reason of a field, enum value, argument or input field in the base schema; undefined if none. */
function deprecationReason(schema: GraphQLSchema, path: string): string | null | undefined {
  const [typeName = '', member = '', argName] = path.split('.');
  const type = schema.getType(typeName);
  if (isEnumType(type)) return type.getValue(member)?.deprecationReason;
  if (!isObjectType(type) && !isInterfaceType(type) && !isInputObjectType(type)) return undefined;
  const field = type.getFields()[member];
  if (argName === undefined || !field) return field?.deprecationReason;
  return 'args' in field ? field.args.find((arg) => arg.name === argName)?.deprecationReason : undefined;
}

/**
 * The rows of the "Allowed breaking changes" table: `| 2026-11-25 | \`Query.foo\` | FIELD_REMOVED | why |`.
 * A row that does not parse is a problem rather than skipped, so a typo cannot hide an entry unnoticed.
 */
export function parseAllowedChanges(doc: string): { allowed: AllowedChange[]; problems: string[] } {
  const lines = doc.split('\n');
  const start = lines.findIndex((line) => line.trim() === `## ${ALLOWED_CHANGES_HEADING}`);
  const allowed: AllowedChange[] = [];
  const problems: string[] = [];
  if (start === -1) return { allowed, problems };
  for (let i = start + 1; i < lines.length && !/^#{1,2}\s/.test(lines[i]!); i++) {
    const cells = tableCells(lines[i]!);
    if (!cells || isSeparator(cells) || isSeparator(tableCells(lines[i + 1] ?? '') ?? [])) continue;
    const [date = '', path = '', type = ''] = cells;
    const pathMatch = /^`([^`\s]+)`$/.exec(path);
    const changeType = type.replace(/^`|`$/g, '');
    if (!isIsoDate(date) || !pathMatch || !KNOWN_CHANGE_TYPES.has(changeType)) {
      problems.push(
        `${ALLOWED_CHANGES_FILE} line ${i + 1}: expected | YYYY-MM-DD | \`Type.field\` | CHANGE_TYPE | why |, got ${lines[i]!.trim()}`,
      );
      continue;
    }
    allowed.push({ date, path: pathMatch[1]!, type: changeType });
  }
  return { allowed, problems };
}

function tableCells(line: string): string[] | undefined {
  const trimmed = line.trim();
  if (!trimmed.startsWith('|')) return undefined;
  return trimmed
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
}

const isSeparator = (cells: string[]) => cells.length > 0 && cells.every((cell) => /^:?-{3,}:?$/.test(cell));

export function isIsoDate(text: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text)) && new Date(text).toISOString().startsWith(text)
  );
}

function firstDate(text: string): string | undefined {
  return text.match(/\b\d{4}-\d{2}-\d{2}\b/g)?.find(isIsoDate);
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** One line per change (criticality, path, message), each problem indented below it with a ✗. */
export function formatChanges(verdict: SchemaCheckVerdict): string[] {
  const width = Math.min(40, Math.max(0, ...verdict.changes.map((c) => c.path.length)));
  return [
    ...verdict.listProblems.map((problem) => `✗ ${problem}`),
    ...verdict.changes.flatMap((c) => [
      `${c.level.padEnd(12)} ${c.path.padEnd(width)}  ${c.message}`,
      ...c.problems.map((problem) => `  ✗ ${problem}`),
    ]),
  ];
}
