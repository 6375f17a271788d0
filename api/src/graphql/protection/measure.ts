/**
 * Measures an operation the way the limits do (tokens, depth, aliases, directives, requested cost), so the
 * limits can be checked against the web app's own operations (docs/graphql-limits.md).
 */
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  Kind,
  Lexer,
  Source,
  TokenKind,
  parse,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type TypeNode,
} from 'graphql';
import { operationOf, priceOf } from './cost.js';
import { DEPTH_OPTIONS } from './document-limits.js';

export interface OperationSize {
  bytes: number;
  tokens: number;
  depth: number;
  aliases: number;
  directives: number;
  cost: number;
  /** The part of `cost` that is full-text and trigram lookups (LOOKUP_COSTS): a price per lookup, not a count. */
  lookups: number;
}

export function countTokens(text: string): number {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count++;
  return count;
}

/**
 * Variables as the web app sends them, for an operation measured without any: each Int without a default is a
 * page size, and the app never asks for more than 20 at a time; each String named `search` or `query` is what a
 * member typed, so the lookups it runs are priced.
 */
export const SAMPLE_PAGE_SIZE = 20;
export const SAMPLE_SEARCH = 'dad';
const SEARCH_VARIABLES = new Set(['search', 'query']);

function sampleVariables(document: DocumentNode): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const definition of operationOf(document)?.variableDefinitions ?? []) {
    if (definition.defaultValue) continue;
    const name = definition.variable.name.value;
    const type = getNamedTypeNode(definition.type);
    if (type === 'Int') variables[name] = SAMPLE_PAGE_SIZE;
    else if (type === 'String' && SEARCH_VARIABLES.has(name)) variables[name] = SAMPLE_SEARCH;
  }
  return variables;
}

function getNamedTypeNode(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : getNamedTypeNode(type.type);
}

export function measureOperation(schema: GraphQLSchema, text: string, given?: Record<string, unknown>): OperationSize {
  const document = parse(text);
  const variables = given ?? sampleVariables(document);
  const found = { depth: 0, aliases: 0, directives: 0 };
  const record = (key: keyof typeof found) => [
    (_ctx: unknown, details: { n: number }) => {
      found[key] = Math.max(found[key], details.n);
    },
  ];
  const errors = validate(schema, document, [
    maxDepthRule({ ...DEPTH_OPTIONS, n: Infinity, onAccept: record('depth') }),
    maxAliasesRule({ n: Infinity, onAccept: record('aliases') }),
    maxDirectivesRule({ n: Infinity, onAccept: record('directives') }),
  ]);
  if (errors.length) throw new Error(errors.map((e) => e.message).join('\n'));
  const { requested, lookups } = priceOf(schema, document, undefined, variables);
  return {
    bytes: Buffer.byteLength(JSON.stringify({ query: text, variables })),
    tokens: countTokens(text),
    ...found,
    cost: requested,
    lookups,
  };
}
