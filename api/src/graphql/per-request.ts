/**
 * One value per GraphQL request (a dataloader, a memo): created on first use from the request's context and
 * dropped with it.
 */
import DataLoader from 'dataloader';
import type { GraphQLContext } from './context.js';

export function perRequest<T>(create: (ctx: GraphQLContext) => T): (ctx: GraphQLContext) => T {
  const values = new WeakMap<GraphQLContext, T>();
  return (ctx) => {
    let value = values.get(ctx);
    if (value === undefined) {
      value = create(ctx);
      values.set(ctx, value);
    }
    return value;
  };
}

/**
 * A per-request DataLoader of one row (or null) per key: `read` fetches the rows of a batch of keys in one
 * statement, `keyOf` tells which key a row answers.
 */
export function perRequestRows<Row>(
  read: (ctx: GraphQLContext, keys: string[]) => Promise<Row[]>,
  keyOf: (row: Row) => string,
) {
  return perRequest(
    (ctx) =>
      new DataLoader(async (keys: readonly string[]) => {
        const byKey = new Map((await read(ctx, [...keys])).map((row) => [keyOf(row), row]));
        return keys.map((key) => byKey.get(key) ?? null);
      }),
  );
}
