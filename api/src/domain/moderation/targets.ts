/**
 * The things moderation acts on, by report target type: where each lives, whose it is, and how to hide or delete
 * it. A member is a target too (warn, suspend), but only content is hidden or deleted.
 */
import type { DbTx } from '../../db/prisma.js';
import { Prisma, type ContentHidden, type ReportTarget } from '../../generated/prisma/client.js';

export type ContentTarget = Exclude<ReportTarget, 'member'>;

const CONTENT: Record<ContentTarget, { table: string; author: string; noun: string }> = {
  post: { table: 'Post', author: 'authorId', noun: 'post' },
  comment: { table: 'Comment', author: 'authorId', noun: 'comment' },
  message: { table: 'Message', author: 'senderId', noun: 'message' },
  group: { table: 'Group', author: 'creatorId', noun: 'group' },
  event: { table: 'Event', author: 'creatorId', noun: 'event' },
  channel: { table: 'Channel', author: 'creatorId', noun: 'channel' },
  question: { table: 'Question', author: 'authorId', noun: 'question' },
  answer: { table: 'Answer', author: 'authorId', noun: 'answer' },
};

export const isContentTarget = (type: ReportTarget): type is ContentTarget => type !== 'member';

/** "post", "comment"... as a member reads it. */
export const targetNoun = (type: ReportTarget) => (type === 'member' ? 'account' : CONTENT[type].noun);

export interface TargetState {
  /** Whose it is: the author or creator, or the member themself. */
  subjectId: string | null;
  hidden: ContentHidden | null;
}

const table = (type: ContentTarget) => Prisma.raw(`"${CONTENT[type].table}"`);

/** The target as it is now; null when it does not exist (any more). */
export async function loadTarget(db: DbTx, type: ReportTarget, id: string): Promise<TargetState | null> {
  if (!isContentTarget(type)) {
    const member = await db.user.findUnique({ where: { id }, select: { id: true } });
    return member ? { subjectId: member.id, hidden: null } : null;
  }
  const [row] = await db.$queryRaw<TargetState[]>(Prisma.sql`
    SELECT t.${Prisma.raw(`"${CONTENT[type].author}"`)} AS "subjectId", t.hidden::text AS hidden
    FROM ${table(type)} t WHERE t.id = ${id}::uuid FOR UPDATE`);
  return row ?? null;
}

/** Hides (or shows again, with null) the content. Its edit time does not move: hiding is not an edit. */
export async function setHidden(
  db: DbTx,
  type: ContentTarget,
  id: string,
  hidden: ContentHidden | null,
): Promise<void> {
  await db.$executeRaw(
    Prisma.sql`UPDATE ${table(type)} SET hidden = ${hidden}::"ContentHidden" WHERE id = ${id}::uuid`,
  );
}

/** Deletes the content, and what hangs on it (the schema's cascades: a post's comments, a group's posts...). */
export async function deleteTarget(db: DbTx, type: ContentTarget, id: string): Promise<void> {
  await db.$executeRaw(Prisma.sql`DELETE FROM ${table(type)} WHERE id = ${id}::uuid`);
}
