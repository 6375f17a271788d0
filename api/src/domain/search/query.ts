/**
 * What a search box query becomes: the trimmed text (at least 2 characters) for trigram similarity, and a
 * prefix tsquery (`grill:* & dad:*`) so that partial words match whole ones in the full-text vectors.
 */
import { z } from 'zod';
import { parseInput } from '../validation.js';

export const MIN_QUERY_LENGTH = 2;
export const MAX_QUERY_LENGTH = 100;
export const DEFAULT_RESULTS_PER_SECTION = 3;
export const MAX_RESULTS_PER_SECTION = 20;
/**
 * The most matches a section of the global search ranks. A ranking scores every match, so a word most rows
 * hold ("dad") would cost time in proportion to the community; past this many the first ones the index yields
 * are ranked (members: those matched by name first), which bounds each lookup's work (docs/graphql-limits.md
 * prices it). A section shows at most 20, and a query that broad is refined anyway.
 */
export const RANKED_MATCHES = 200;
const MAX_TERMS = 8;

// The Networking search's own hint, word for word as the screen shows it.
export const QUERY_TOO_SHORT = `Type at least ${MIN_QUERY_LENGTH} characters to search`;
const tooShort = QUERY_TOO_SHORT;
const badLimit = `limit must be a whole number from 1 to ${MAX_RESULTS_PER_SECTION}.`;

/** What the member typed: trimmed, 2 to 100 characters. */
export const searchText = z
  .string({ error: tooShort })
  .trim()
  .min(MIN_QUERY_LENGTH, tooShort)
  .max(MAX_QUERY_LENGTH, `Search for at most ${MAX_QUERY_LENGTH} characters.`);

export const searchInput = z.object({
  query: searchText,
  limit: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? DEFAULT_RESULTS_PER_SECTION : value),
    z.coerce.number({ error: badLimit }).int(badLimit).min(1, badLimit).max(MAX_RESULTS_PER_SECTION, badLimit),
  ),
});
export type SearchInput = z.input<typeof searchInput>;

export interface ParsedQuery {
  /** Lower-cased and trimmed, for similarity(). */
  text: string;
  /** Letters-and-digits words, lower-cased. */
  terms: string[];
  /** For to_tsquery(): only letters, digits, ':*' and '&', so never a syntax error; null when no words. */
  prefixTsQuery: string | null;
  limit: number;
}

export function parseSearch(raw: unknown): ParsedQuery {
  const { query, limit } = parseInput(searchInput, raw);
  return parsedQuery(query, limit);
}

/** A query already checked against `searchText`, made ready for the search SQL. */
export function parsedQuery(query: string, limit: number): ParsedQuery {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  // One-letter words ("a", "j") would prefix-match nearly everything; keep them only when nothing else is left.
  const longer = words.filter((w) => w.length >= 2);
  const terms = [...new Set(longer.length ? longer : words)].slice(0, MAX_TERMS);
  return {
    text: query.toLowerCase(),
    terms,
    prefixTsQuery: terms.length ? terms.map((t) => `${t}:*`).join(' & ') : null,
    limit,
  };
}

/** For ILIKE: the query's own % and _ match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
