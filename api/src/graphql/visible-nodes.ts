/**
 * `node(id:)` and `nodes(ids:)` answer null for a node the caller may not see, exactly as for an id that names
 * nothing: no type, no partial object, no error. Scope-auth checks a type's `authScopes` only when one of its
 * fields resolves, so `{ node(id:) { __typename } }` would resolve none and name the type of a hidden row. Here
 * each loaded node is checked with its own type's `authScopes` (the one rule its fields ask, ./schema/*.ts)
 * before it is returned. The checks of a `nodes` page run together, so the visibility loaders batch them; their
 * results are cached per object, so the fields that follow do not ask again.
 */
import type { SchemaTypes } from '@pothos/core';
import { RequestCache } from '@pothos/plugin-scope-auth';
import type { GraphQLResolveInfo } from 'graphql';

export type GlobalId = { typename: string; id: string };

async function visible<T extends SchemaTypes>(
  builder: PothosSchemaTypes.SchemaBuilder<T>,
  ctx: T['Context'],
  info: GraphQLResolveInfo,
  id: GlobalId,
  node: unknown,
): Promise<unknown> {
  if (node === null || node === undefined) return null;
  const scopes = builder.configStore.getTypeConfig(id.typename, 'Object').pothosOptions.authScopes;
  if (!scopes) return node;
  const cache = RequestCache.fromContext(ctx, builder);
  const failure =
    typeof scopes === 'function'
      ? await cache.evaluateTypeScopeFunction(
          scopes as Parameters<typeof cache.evaluateTypeScopeFunction>[0],
          id.typename,
          node,
          info,
        )
      : await cache.evaluateScopeMap(scopes as Parameters<typeof cache.evaluateScopeMap>[0], info);
  return failure ? null : node;
}

/** The node Relay's plugin loaded for `node(id:)`, if its type lets the caller see it. */
export async function visibleNode<T extends SchemaTypes>(
  builder: PothosSchemaTypes.SchemaBuilder<T>,
  ctx: T['Context'],
  info: GraphQLResolveInfo,
  id: GlobalId,
  load: (id: GlobalId) => unknown,
): Promise<unknown> {
  return visible(builder, ctx, info, id, await load(id));
}

/** The nodes Relay's plugin loaded for `nodes(ids:)`, each null unless its type lets the caller see it. */
export async function visibleNodes<T extends SchemaTypes>(
  builder: PothosSchemaTypes.SchemaBuilder<T>,
  ctx: T['Context'],
  info: GraphQLResolveInfo,
  ids: GlobalId[],
  load: (ids: GlobalId[]) => Promise<unknown[]>,
): Promise<unknown[]> {
  const nodes = await load(ids);
  return Promise.all(nodes.map((node, i) => visible(builder, ctx, info, ids[i]!, node)));
}
