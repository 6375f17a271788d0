/**
 * Limits on the operation document itself (graphql-armor): tokens, counted inside the parser so a huge or
 * deeply nested document is refused before it is built; then depth, aliases and directives at validation.
 * The numbers are at least twice what the web app's heaviest operation needs (docs/graphql-limits.md; a test
 * checks every generated operation against them).
 */
import type { Plugin } from '@envelop/core';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin, type MaxDepthOptions } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { GraphQLError } from 'graphql';

export const DOCUMENT_LIMITS = {
  /** Names, punctuation and values. Also bounds the parser's recursion: 2,000 tokens nest at most 1,000 deep. */
  tokens: 2000,
  /** Fields nested in fields (fragments do not add a level; __schema is not counted). */
  depth: 15,
  aliases: 30,
  directives: 30,
} as const;

/** The largest request body /graphql reads: an operation and its variables (a 5,000-character post). */
export const GRAPHQL_BODY_LIMIT_BYTES = 64 * 1024;

/** Relay spreads a fragment per component: depth counts fields, not the fragments between them. */
export const DEPTH_OPTIONS: MaxDepthOptions = { flattenFragments: true, ignoreIntrospection: true };

type LimitName = keyof typeof DOCUMENT_LIMITS;

const describe: Record<LimitName, (limit: number, found: string | undefined) => string> = {
  tokens: (limit) =>
    `The operation is too long: at most ${limit} tokens (names, punctuation, values). Split it into smaller operations.`,
  depth: (limit, found) =>
    `The operation nests fields ${found ?? 'too many'} levels deep; at most ${limit} are allowed.`,
  aliases: (limit, found) => `The operation uses ${found ?? 'too many'} aliases; at most ${limit} are allowed.`,
  directives: (limit, found) => `The operation uses ${found ?? 'too many'} directives; at most ${limit} are allowed.`,
};

/** A refusal the caller can act on: BAD_USER_INPUT, HTTP 400, with the limit and what was found. */
export function limitExceeded(name: LimitName, armorError?: GraphQLError): GraphQLError {
  const limit = DOCUMENT_LIMITS[name];
  const found = armorError?.message.match(/found (\d+)/)?.[1];
  return new GraphQLError(describe[name](limit, found), {
    extensions: {
      code: 'BAD_USER_INPUT',
      limit: { name, maximum: limit, ...(found ? { found: Number(found) } : {}) },
      http: { status: 400 },
    },
  });
}

function refuse(name: LimitName) {
  return {
    propagateOnRejection: false,
    onReject: [
      (_context: unknown, error: GraphQLError) => {
        throw limitExceeded(name, error);
      },
    ],
  };
}

export function documentLimitPlugins(): Plugin[] {
  return [
    maxTokensPlugin({ n: DOCUMENT_LIMITS.tokens, ...refuse('tokens') }),
    maxDepthPlugin({ n: DOCUMENT_LIMITS.depth, ...DEPTH_OPTIONS, ...refuse('depth') }),
    maxAliasesPlugin({ n: DOCUMENT_LIMITS.aliases, ...refuse('aliases') }),
    maxDirectivesPlugin({ n: DOCUMENT_LIMITS.directives, ...refuse('directives') }),
  ];
}
