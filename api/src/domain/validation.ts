/**
 * Input validation for every command: zod schemas parsed once, failures turned into a 400 with one message
 * per field. The rules every input shares (docs/validation.md) live here, so both adapters apply the same ones.
 */
import { z } from 'zod';
import { badInput } from './errors.js';

/**
 * Text the database cannot take: a NUL character (U+0000), which PostgreSQL refuses in text, or a lone
 * surrogate (half of a UTF-16 pair), which is not Unicode and breaks the encoding of the query on its way.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain the NUL character (U+0000)';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text (it holds a lone surrogate)';
  return undefined;
}

export interface TextFault {
  /** The input field at fault, e.g. `hashtags.1` */
  field: string;
  message: string;
}

/**
 * The first text of an input (strings and object keys, at any depth) that the database cannot take, or
 * undefined. Iterative: a request body may nest thousands of levels deep.
 */
export function findUnstorableText(input: unknown, root = 'input'): TextFault | undefined {
  // Each visited value records its parent and key; the path is spelled out only for the one found.
  const parents: number[] = [-1];
  const keys: string[] = [root];
  const values: unknown[] = [input];
  const fault = (index: number, problem: string): TextFault => {
    const parts: string[] = [];
    for (let i = index; i > 0; i = parents[i]!) parts.push(keys[i]!);
    const path = parts.reverse().join('.');
    const field = root === 'input' ? path || root : [root, path].filter(Boolean).join('.');
    return { field, message: `${field} ${problem}.` };
  };
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index];
    const visit = (key: string, item: unknown) => {
      parents.push(index);
      keys.push(key);
      values.push(item);
    };
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return fault(index, problem);
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => {
        visit(String(i), item);
      });
    } else if (value !== null && typeof value === 'object' && isPlainRecord(value)) {
      for (const [key, item] of Object.entries(value)) {
        const problem = textProblem(key);
        if (problem) return fault(index, problem);
        visit(key, item);
      }
    }
  }
  return undefined;
}

/** Plain data (JSON, forms, GraphQL input objects), not Dates, Buffers or class instances. */
function isPlainRecord(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Throws BAD_USER_INPUT naming the field when any text of the input is one the database cannot take. */
export function refuseUnstorableText(input: unknown, root = 'input'): void {
  const fault = findUnstorableText(input, root);
  if (fault) throw badInput(fault.message, [fault]);
}

export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  refuseUnstorableText(input);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors = result.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'input',
    message: issue.message,
  }));
  throw badInput(fieldErrors[0]?.message ?? 'Invalid input.', fieldErrors);
}

const YES = ['on', 'true', '1', 'yes'];
const NO = ['off', 'false', '0', 'no'];

/**
 * A yes/no field: JSON true/false, or a form's text ("on", "true", "1", "yes" / "off", "false", "0", "no").
 * Anything else ("perhaps") is refused rather than read as no.
 */
export const formBoolean = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const word = value.trim().toLowerCase();
    return YES.includes(word) ? true : NO.includes(word) ? false : value;
  },
  z.boolean({ error: (issue) => `${issue.path?.map(String).join('.') || 'This field'} must be true or false.` }),
);

/** A list of text with each entry once, ignoring case: the first spelling is kept. */
export function uniqueIgnoringCase<T extends string>(list: readonly T[]): T[] {
  const seen = new Set<string>();
  return list.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Optional text: trimmed, and empty means absent. */
export function optionalText(max: number, label: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(max, `${label} must be at most ${max} characters.`).optional(),
  );
}

/**
 * For z.preprocess: a list that a multipart body sends as JSON text. Absent or empty is []; text that is not
 * JSON goes through `notJson` (by default left as it is, for the schema to refuse).
 */
export function formList(notJson: (text: string) => unknown = (text) => text) {
  return (value: unknown): unknown => {
    if (value === undefined || value === null || value === '') return [];
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return notJson(value);
    }
  };
}

/** The dates a member may give things that happen (events): PostgreSQL holds far more, a calendar does not. */
export const EARLIEST_DATE = new Date('2000-01-01T00:00:00.000Z');
export const LATEST_DATE = new Date('2099-12-31T23:59:59.999Z');

/** A Date, or ISO 8601 text (a form's datetime-local value too), or epoch milliseconds; empty text is absent. */
function toDate(value: unknown): unknown {
  if (value === '' || value === null) return undefined;
  return typeof value === 'string' || typeof value === 'number' ? new Date(value) : value;
}

function dateBetween(label: string, required?: string) {
  const outside = `${label} must be a date between 2000-01-01 and 2099-12-31.`;
  return z
    .date({ error: (issue) => (issue.input === undefined && required ? required : `${label} is not a valid date.`) })
    .min(EARLIEST_DATE, outside)
    .max(LATEST_DATE, outside);
}

/** A moment a member enters, from 2000-01-01 to 2099-12-31 (UTC); `required` is the message when missing. */
export const memberDate = (label: string, required: string) => z.preprocess(toDate, dateBetween(label, required));

/** The same, optional. */
export const optionalMemberDate = (label: string) => z.preprocess(toDate, dateBetween(label).optional());

/** Can PostgreSQL's timestamptz hold this moment, written as ISO 8601? Years 1 to 9999 (it has no year 0). */
export function isStorableDate(date: Date): boolean {
  const year = date.getUTCFullYear();
  return !Number.isNaN(date.getTime()) && year >= 1 && year <= 9999;
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Is this a well-formed database id? Anything else cannot name a row, and must not reach a uuid column. */
export function isDatabaseId(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}
