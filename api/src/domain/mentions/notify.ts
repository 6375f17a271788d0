/**
 * Telling the members a text mentions (docs/posts.md#mentions), in the writer's transaction: the names become
 * members, and those members who may hear of it get a `mention` notification, in one statement however many
 * names the text holds (notifyMembers with the names resolved inside it).
 */
import type { DbTx } from '../../db/prisma.js';
import type { MemberUnreadCount } from '../../events/unread-counts.js';
import { Prisma, type NotificationTarget } from '../../generated/prisma/client.js';
import { notifyMembers, type Notifier } from '../notifications/notifications.js';
import { audienceSql, type WrittenContent } from './audience.js';
import { usernamesToNotify } from './parse.js';

/** Who wrote it; their username when the caller has it (else one read, only when someone is to be told). */
export interface Writer {
  id: string;
  username?: string | undefined;
  /**
   * Who the notification says wrote it, with no actor recorded, when the writer must stay unnamed: the asker
   * answering their own (anonymous) question is 'The asker' (docs/ask-a-dad.md).
   */
  anonymousAs?: string | undefined;
}

export interface Mention {
  writer: Writer;
  /** The text as saved now; and, for an edit, as it was (names it already held are not told again). */
  text: string;
  previousText?: string | null | undefined;
  /** The row the text is in: who may see it may be told. */
  where: WrittenContent;
  /** How the notification names it: 'a post', 'an event discussion'. */
  called: string;
  /** Where the notification leads (a comment's post, an answer's question, a message's conversation). */
  target: { type: NotificationTarget; id: string };
  /** The group, event, channel, question or conversation it happens in: who muted it is not told. */
  about?: { type: NotificationTarget; id: string } | undefined;
  /** Members another notification of the same text already tells (a post's author of a comment on it). */
  alreadyTold?: string[];
}

const PREVIEW_LENGTH = 80;

export function mentionPreview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH - 1)}…` : flat;
}

export async function writerUsername(db: DbTx, writer: Writer): Promise<string> {
  if (writer.username) return writer.username;
  const { username } = await db.user.findUniqueOrThrow({ where: { id: writer.id }, select: { username: true } });
  return username;
}

/** How a notification names the writer ('@bob', or their anonymous name), and its actor. */
export async function writerAsTold(db: DbTx, writer: Writer): Promise<{ name: string; actorId: string | null }> {
  if (writer.anonymousAs) return { name: writer.anonymousAs, actorId: null };
  return { name: `@${await writerUsername(db, writer)}`, actorId: writer.id };
}

/**
 * The members a text tells of its mentions (an edit: newly), as a query selecting their ids; null when it names
 * nobody. Those the writer may not reach (blocks, privacy, not in the conversation) and `alreadyTold` are left out.
 */
export function mentionedMembersSql(
  mention: Pick<Mention, 'writer' | 'text' | 'previousText' | 'where' | 'alreadyTold'>,
): Prisma.Sql | null {
  const names = usernamesToNotify(mention.text, mention.previousText);
  if (names.length === 0) return null;
  const mentioned = Prisma.sql`"mentioned".id`;
  return Prisma.sql`SELECT "mentioned".id FROM "User" "mentioned"
      WHERE lower("mentioned".username) = ANY(${names}::text[])
        AND "mentioned".id <> ALL(${mention.alreadyTold ?? []}::uuid[])
        AND ${audienceSql(mention.writer.id, mention.where, mentioned)}`;
}

/** Notifies the mentioned members; announce what it returns after the commit (announceNotificationsChanged). */
export async function notifyMentioned(db: DbTx, notifier: Notifier, mention: Mention): Promise<MemberUnreadCount[]> {
  const recipients = mentionedMembersSql(mention);
  if (!recipients) return [];
  const { writer, called, target, about } = mention;
  const { name, actorId } = await writerAsTold(db, writer);
  return notifyMembers(
    db,
    recipients,
    {
      actorId,
      type: 'mention',
      title: 'New mention',
      message: `${name} mentioned you in ${called}: "${mentionPreview(mention.text)}"`,
      target,
      about,
      createdAt: new Date(),
    },
    notifier,
  );
}
