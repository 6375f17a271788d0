/**
 * Who hears of a post (docs/posts.md#mentions): the members its text mentions (an edit: those it newly
 * mentions), and, for a new post in a group, channel or event discussion, the members following that place. In
 * the writing transaction; announce what it returns after the commit.
 */
import type { DbTx } from '../../db/prisma.js';
import type { MemberUnreadCount } from '../../events/unread-counts.js';
import { notifyFollowers } from '../following/notify-followers.js';
import { notifyMentioned, writerUsername, type Writer } from '../mentions/notify.js';
import { usernamesToNotify } from '../mentions/parse.js';
import { placeOfPost, type Notifier } from '../notifications/notifications.js';

/** Where a new post is, with the name its followers know it by. */
export interface PostPlace {
  type: 'group' | 'channel' | 'event';
  id: string;
  name: string;
}

interface WrittenPost {
  id: string;
  authorId: string;
  content: string;
  groupId?: string | null;
  eventId?: string | null;
  channelId?: string | null;
}

function mentionsIn(db: DbTx, notifier: Notifier, post: WrittenPost, writer: Writer, previousContent?: string) {
  return notifyMentioned(db, notifier, {
    writer,
    text: post.content,
    previousText: previousContent,
    where: { kind: 'post', id: post.id },
    called: post.eventId ? 'an event discussion' : 'a post',
    target: { type: 'post', id: post.id },
    about: placeOfPost(post),
  });
}

export async function notifyOfNewPost(
  db: DbTx,
  notifier: Notifier,
  post: WrittenPost,
  place: PostPlace | null,
): Promise<MemberUnreadCount[]> {
  if (!place && usernamesToNotify(post.content).length === 0) return [];
  // Read once for both notifications.
  const writer = { id: post.authorId, username: await writerUsername(db, { id: post.authorId }) };
  const mentioned = await mentionsIn(db, notifier, post, writer);
  const following = place
    ? await notifyFollowers(db, notifier, {
        writer,
        followed: { type: place.type, id: place.id },
        where: { kind: 'post', id: post.id },
        text: post.content,
        title: `New in ${place.name}`,
        verb: 'posted',
        target: { type: 'post', id: post.id },
      })
    : [];
  // A member told twice (a follower whose mention was refused) is announced once, with the later count.
  return [...new Map([...mentioned, ...following].map((count) => [count.userId, count])).values()];
}

/** Only names the edit added: the others were told when they were written. */
export function notifyOfPostEdit(
  db: DbTx,
  notifier: Notifier,
  post: WrittenPost,
  previousContent: string,
): Promise<MemberUnreadCount[]> {
  return mentionsIn(db, notifier, post, { id: post.authorId }, previousContent);
}
