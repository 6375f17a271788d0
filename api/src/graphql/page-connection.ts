/**
 * Relay connections over the domain's own pages (the feeds, the Networking search, the blocked list), whose
 * cursors the domain makes and checks: forward only, `first` and `after`.
 */
import { badInput } from '../domain/errors.js';

export interface ForwardArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/** Refuses `last`/`before` on a list that pages forward only. */
export function requireForward(args: ForwardArgs, list: string): void {
  if (args.last != null || args.before != null) throw badInput(`${list} pages forward only: use first and after.`);
}

/** The page's nodes, each with its cursor, as a connection. */
export function pageConnection<T>(
  nodes: readonly T[],
  cursorOf: (node: T, index: number) => string,
  hasNextPage: boolean,
  after: string | null | undefined,
) {
  const edges = nodes.map((node, index) => ({ cursor: cursorOf(node, index), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage,
      hasPreviousPage: Boolean(after),
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
