/**
 * Reading one post: by id, only when the viewer may see where it was posted (visibility.ts). A post the viewer
 * may not see is "not found", never "forbidden", so private groups cannot be probed for post ids.
 */
import { rowsWhere } from '../../db/model-rows.js';
import type { DbTx } from '../../db/prisma.js';
import { Prisma, type Post } from '../../generated/prisma/client.js';
import { loadFeedPosts, type FeedPost } from '../feed/details.js';
import { badInput, notFound } from '../errors.js';
import { postVisible } from './visibility.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A well-formed id, or a 400 naming the field (`id`, `postId`, ...). */
export function requireId(id: unknown, what: string, field = 'id'): string {
  if (typeof id !== 'string' || !UUID.test(id)) {
    throw badInput(`That ${what} id is not valid.`, [{ field, message: 'Not a valid id.' }]);
  }
  return id.toLowerCase();
}

export async function isPostVisible(db: DbTx, viewerId: string, postId: string): Promise<boolean> {
  const p = Prisma.raw('p');
  const rows = await db.$queryRaw<{ id: string }[]>(
    Prisma.sql`SELECT p.id FROM "Post" p WHERE p.id = ${postId}::uuid AND ${postVisible(viewerId, p)}`,
  );
  return rows.length > 0;
}

/** The post, if it exists and the viewer may see it (one statement); otherwise 404. */
export async function findVisiblePost(db: DbTx, viewerId: string, rawId: unknown): Promise<Post> {
  const id = requireId(rawId, 'post');
  const t = Prisma.raw('t');
  const [post] = await rowsWhere<Post>(db, 'Post', Prisma.sql`${t}.id = ${id}::uuid AND ${postVisible(viewerId, t)}`);
  if (!post) throw notFound('Post');
  return post;
}

/** One post as a card shows it (details and author), for the permalink page and write responses. */
export async function getPost(db: DbTx, viewerId: string, rawId: unknown): Promise<FeedPost> {
  const id = requireId(rawId, 'post');
  if (!(await isPostVisible(db, viewerId, id))) throw notFound('Post');
  const [post] = await loadFeedPosts(db, viewerId, [id]);
  if (!post) throw notFound('Post');
  return post;
}
