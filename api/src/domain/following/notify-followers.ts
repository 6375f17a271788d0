/**
 * "Follow everything" (docs/notifications.md): a new post in a group, channel or event discussion, or a new answer
 * to a question, notifies every member who follows it (a NotificationSubscription at level `following`), as an
 * `activity` notification, in one INSERT … SELECT however many follow it. Not the writer, nobody in a block with
 * them, nobody who can no longer see it (left the private group, stopped attending), and not the members the
 * same text mentions: they get the mention, not both.
 */
import type { DbTx } from '../../db/prisma.js';
import type { MemberUnreadCount } from '../../events/unread-counts.js';
import { Prisma } from '../../generated/prisma/client.js';
import { audienceSql, type WrittenContent } from '../mentions/audience.js';
import { mentionPreview, writerAsTold, type Writer } from '../mentions/notify.js';
import { usernamesToNotify } from '../mentions/parse.js';
import { notifyMembers, type Notifier } from '../notifications/notifications.js';

export interface FollowedActivity {
  writer: Writer;
  /** What is followed: the new row is in it. */
  followed: { type: 'group' | 'channel' | 'event' | 'question'; id: string };
  /** The new post or answer. */
  where: WrittenContent;
  text: string;
  title: string;
  /** What they did, after their name: 'posted', 'answered'. */
  verb: string;
  target: { type: 'post' | 'question'; id: string };
  /** Members another notification of the same thing already tells (a question's asker of an answer). */
  alreadyTold?: string[];
}

export async function notifyFollowers(
  db: DbTx,
  notifier: Notifier,
  activity: FollowedActivity,
): Promise<MemberUnreadCount[]> {
  const { writer, followed, where, text, title, verb, target, alreadyTold = [] } = activity;
  const follower = Prisma.sql`"follower"."userId"`;
  const mentioned = usernamesToNotify(text);
  const preview = mentionPreview(text);
  const { name, actorId } = await writerAsTold(db, writer);
  const lead = `${name} ${verb}`;
  return notifyMembers(
    db,
    Prisma.sql`SELECT "follower"."userId" AS id FROM "NotificationSubscription" "follower"
      WHERE "follower"."targetType" = ${followed.type}::"NotificationTarget" AND "follower"."targetId" = ${followed.id}::uuid
        AND "follower".level = 'following' AND ${follower} <> ALL(${alreadyTold}::uuid[])
        AND ${audienceSql(writer.id, where, follower)}
        AND NOT EXISTS (SELECT 1 FROM "User" "named" WHERE "named".id = ${follower}
                        AND lower("named".username) = ANY(${mentioned}::text[]))`,
    {
      actorId,
      type: 'activity',
      title,
      message: preview ? `${lead}: "${preview}"` : `${lead} a photo.`,
      target,
      about: followed,
      createdAt: new Date(),
    },
    notifier,
  );
}
