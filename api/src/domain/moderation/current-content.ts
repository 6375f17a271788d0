/**
 * The reported things as they are now, beside the snapshot the first report kept (docs/moderation.md): the same
 * shape as the snapshot (domain/reports/reports.ts), read for a whole page of the queue in one statement, what
 * ever the mix of posts, comments, messages, members, groups, events, channels, questions and answers in it.
 */
import type { DbTx } from '../../db/prisma.js';
import { Prisma, type ContentHidden, type ReportTarget } from '../../generated/prisma/client.js';

/** A message as a snapshot lists it: the reported one and the few before it, oldest first. */
export interface ListedMessage {
  id: string;
  senderId: string | null;
  content: string;
  createdAt: string;
  reported: boolean;
}

/** The snapshot's shape: the fields of a post or comment, a message with its context, a member, a group, event or channel. */
export type ContentShape = Record<string, unknown>;

export interface CurrentContent {
  content: ContentShape;
  /** Hidden by a moderator or pending review; null when shown (and always for a member). */
  hidden: ContentHidden | null;
}

/** A reported message comes with this many messages before it, as reported and now. */
export const MESSAGE_CONTEXT = 4;

export const targetKey = (type: ReportTarget | string, id: string) => `${type}:${id}`;

/** As JavaScript's toISOString, which the snapshots use. */
const iso = (column: Prisma.Sql) => Prisma.sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The targets that exist, by `targetKey`; a deleted one is absent. One statement. */
export async function loadCurrentContent(
  db: DbTx,
  targets: readonly { targetType: ReportTarget; targetId: string }[],
): Promise<Map<string, CurrentContent>> {
  if (!targets.length) return new Map();
  const ids = (type: ReportTarget) => targets.filter((t) => t.targetType === type).map((t) => t.targetId);
  const rows = await db.$queryRaw<
    { targetType: ReportTarget; targetId: string; hidden: ContentHidden | null; content: ContentShape }[]
  >(Prisma.sql`
    SELECT 'post' AS "targetType", p.id AS "targetId", p.hidden::text AS hidden,
           jsonb_build_object('content', p.content, 'imageUrl', p."imageUrl", 'createdAt', ${iso(Prisma.sql`p."createdAt"`)}) AS content
    FROM "Post" p WHERE p.id = ANY(${ids('post')}::uuid[])
    UNION ALL
    SELECT 'comment', c.id, c.hidden::text,
           jsonb_build_object('postId', c."postId", 'content', c.content, 'imageUrl', c."imageUrl", 'createdAt', ${iso(Prisma.sql`c."createdAt"`)})
    FROM "Comment" c WHERE c.id = ANY(${ids('comment')}::uuid[])
    UNION ALL
    SELECT 'message', m.id, m.hidden::text,
           jsonb_build_object('conversationId', m."conversationId", 'messages', (
             SELECT jsonb_agg(jsonb_build_object('id', x.id, 'senderId', x."senderId", 'content', x.content,
                                                 'createdAt', ${iso(Prisma.sql`x."createdAt"`)}, 'reported', x.id = m.id)
                              ORDER BY x."createdAt", x.id)
             FROM (SELECT * FROM "Message" x
                   WHERE x."conversationId" = m."conversationId" AND (x."createdAt", x.id) <= (m."createdAt", m.id)
                   ORDER BY x."createdAt" DESC, x.id DESC LIMIT ${MESSAGE_CONTEXT + 1}) x))
    FROM "Message" m WHERE m.id = ANY(${ids('message')}::uuid[])
    UNION ALL
    SELECT 'member', u.id, NULL,
           jsonb_build_object('username', u.username, 'firstName', u."firstName", 'lastName', u."lastName", 'bio', u.bio,
                              'profileImageUrl', u."profileImageUrl")
    FROM "User" u WHERE u.id = ANY(${ids('member')}::uuid[])
    UNION ALL
    SELECT 'group', g.id, g.hidden::text, jsonb_build_object('name', g.name, 'description', g.description, 'imageUrl', g."imageUrl")
    FROM "Group" g WHERE g.id = ANY(${ids('group')}::uuid[])
    UNION ALL
    SELECT 'event', e.id, e.hidden::text, jsonb_build_object('title', e.title, 'description', e.description, 'imageUrl', e."imageUrl")
    FROM "Event" e WHERE e.id = ANY(${ids('event')}::uuid[])
    UNION ALL
    SELECT 'channel', ch.id, ch.hidden::text,
           jsonb_build_object('name', ch.name, 'description', ch.description, 'profileImageUrl', ch."profileImageUrl")
    FROM "Channel" ch WHERE ch.id = ANY(${ids('channel')}::uuid[])
    UNION ALL
    SELECT 'question', q.id, q.hidden::text,
           jsonb_build_object('title', q.title, 'content', q.content, 'createdAt', ${iso(Prisma.sql`q."createdAt"`)})
    FROM "Question" q WHERE q.id = ANY(${ids('question')}::uuid[])
    UNION ALL
    SELECT 'answer', a.id, a.hidden::text,
           jsonb_build_object('questionId', a."questionId", 'content', a.content, 'createdAt', ${iso(Prisma.sql`a."createdAt"`)})
    FROM "Answer" a WHERE a.id = ANY(${ids('answer')}::uuid[])`);
  return new Map(
    rows.map((row) => [targetKey(row.targetType, row.targetId), { content: row.content, hidden: row.hidden }]),
  );
}

/** The senders of the messages in these contents, for their names. */
export function sendersIn(contents: readonly unknown[]): string[] {
  const ids = new Set<string>();
  for (const content of contents) {
    for (const message of messagesOf(content)) if (message.senderId) ids.add(message.senderId);
  }
  return [...ids];
}

/** A content's listed messages (none for anything but a message). */
export function messagesOf(content: unknown): ListedMessage[] {
  const messages = (content as ContentShape | null | undefined)?.messages;
  return Array.isArray(messages) ? (messages as ListedMessage[]) : [];
}
