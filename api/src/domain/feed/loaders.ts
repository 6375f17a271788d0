/**
 * Per-request batching for post cards reached one by one (GraphQL fields): every post of a page asks for its
 * details, author, group or channel in the same tick, and each loader answers them all with one statement. The
 * Dadfeed primes them with what its page query already loaded, so a page costs no more than its query.
 */
import DataLoader from 'dataloader';
import { rowsById } from '../../db/model-rows.js';
import type { DbTx } from '../../db/prisma.js';
import type { Channel, Group, User } from '../../generated/prisma/client.js';
import { membersById } from '../users/credentials.js';
import type { RelationshipLoader } from '../users/privacy.js';
import { loadDetailedPosts, type DetailedPost, type FeedPost } from './details.js';
import type { PageNodes } from './page.js';

function byId<T extends { id: string }>(ids: readonly string[], rows: T[]): (T | null)[] {
  const map = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => map.get(id) ?? null);
}

export function createPostLoaders(db: DbTx, viewerId: string) {
  return {
    details: new DataLoader<string, DetailedPost | null>(async (ids) =>
      byId(ids, await loadDetailedPosts(db, viewerId, ids)),
    ),
    // Whole rows, as findMany has them, in a statement prepared once per connection (db/model-rows.ts). A member
    // comes without the credentials, typed as the User row the User type resolves from, which never reads them.
    users: new DataLoader<string, User | null>(async (ids) => byId(ids, (await membersById(db, ids)) as User[])),
    groups: new DataLoader<string, Group | null>(async (ids) => byId(ids, await rowsById<Group>(db, 'Group', ids))),
    channels: new DataLoader<string, Channel | null>(async (ids) =>
      byId(ids, await rowsById<Channel>(db, 'Channel', ids)),
    ),
  };
}

export type PostLoaders = ReturnType<typeof createPostLoaders>;

/**
 * Primes the loaders (and the request's relationship loader) with what a feed query already read: each post's
 * details, and the whole author, group and channel rows when the page read them (page.ts).
 */
export function primePostLoaders(
  loaders: PostLoaders,
  posts: FeedPost[],
  relationships?: RelationshipLoader,
  nodes?: PageNodes,
): void {
  for (const post of posts) {
    loaders.details.clear(post.id).prime(post.id, post);
    relationships?.prime(post.authorId, post.authorRelationship);
  }
  for (const user of nodes?.users ?? []) loaders.users.prime(user.id, user as User);
  for (const group of nodes?.groups ?? []) loaders.groups.prime(group.id, group);
  for (const channel of nodes?.channels ?? []) loaders.channels.prime(channel.id, channel);
}

/** After a write: the next read of this post's details goes to the database. */
export function forgetPost(loaders: PostLoaders, postId: string): void {
  loaders.details.clear(postId);
}

const perRequest = new WeakMap<object, PostLoaders>();

/** The loaders of one request, keyed by an object that lives as long as it (the GraphQL context). */
export function postLoadersOf(request: object, db: DbTx, viewerId: string): PostLoaders {
  let loaders = perRequest.get(request);
  if (!loaders) {
    loaders = createPostLoaders(db, viewerId);
    perRequest.set(request, loaders);
  }
  return loaders;
}
