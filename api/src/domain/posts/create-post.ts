/**
 * Writing a post: on the Dadfeed (text and/or a photo, hashtags, an optional poll), in a group the author
 * belongs to (optionally shared to their personal feed too), in an event's discussion (attendees and the
 * host), or to a channel the author created (its followers' Dadfeeds). The photo goes through the image intake
 * (validated, re-encoded, adult images refused) before anything is written. The members it mentions, and those
 * following its group, channel or event, are notified (notify-post.ts).
 */
import { z } from 'zod';
import { requireChannelCreator } from '../channels/manage.js';
import { announceEventChanged } from '../events/attendance.js';
import { announceFeedPost } from '../feed/live.js';
import { announceGroupChanged } from '../groups/live.js';
import { refreshDadScores } from '../dad-score/refresh.js';
import { badInput, forbidden, notFound } from '../errors.js';
import { requireGroupMember } from '../groups/policy.js';
import { acceptImage, type IncomingImage } from '../images/intake.js';
import { pollFields } from '../polls/rules.js';
import { announceNotificationsChanged } from '../notifications/notifications.js';
import { memberIdOf, requireNewAccountMayPost, type Member } from '../safety/new-accounts.js';
import { requireAcceptableText } from '../safety/text-filter.js';
import type { Services } from '../services.js';
import { formBoolean, parseInput } from '../validation.js';
import { deriveCategories } from './categories.js';
import { notifyOfNewPost, type PostPlace } from './notify-post.js';
import { requireId } from './read.js';
import { GROUP_POST_NEEDS_TEXT, hashtagList, POST_NEEDS_CONTENT, postText, postTypeOf } from './rules.js';
import { requireOwnImageUrl } from './uploaded-image.js';

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const createPostInput = z.object({
  content: postText,
  hashtags: hashtagList,
  /** An image the author already uploaded (GraphQL, or a client that uploads first). */
  imageUrl: z.preprocess(blankToUndefined, z.string().max(500).optional()),
  groupId: z.preprocess(blankToUndefined, z.string().optional()),
  eventId: z.preprocess(blankToUndefined, z.string().optional()),
  channelId: z.preprocess(blankToUndefined, z.string().optional()),
  shareToPersonalFeed: z.preprocess(blankToUndefined, formBoolean.optional()),
});

export const GROUP_MEMBERS_ONLY = 'Only members of this group can post in it. Join the group first.';
export const EVENT_POST_NEEDS_TEXT = 'Please write something to post in the event discussion.';
export const ONE_PLACE_ONLY = 'A post goes to one place: a group, an event or a channel.';

async function requireEventParticipant(services: Services, authorId: string, rawEventId: string) {
  const eventId = requireId(rawEventId, 'event', 'eventId');
  const event = await services.prisma.event.findUnique({
    where: { id: eventId },
    // Attending: a member on the waiting list does not take part in the discussion yet.
    select: {
      id: true,
      title: true,
      creatorId: true,
      attendees: { where: { userId: authorId, status: 'attending' }, select: { userId: true } },
    },
  });
  if (!event) throw notFound('Event');
  if (event.creatorId !== authorId && event.attendees.length === 0) {
    throw forbidden('Only attendees can post in the event discussion.');
  }
  return event;
}

/** Returns the new post's id. The author by id, or their row (the signed-in viewer: new-accounts.ts). */
export async function createPost(
  services: Services,
  author: Member | string,
  raw: unknown,
  image?: IncomingImage,
): Promise<string> {
  const authorId = memberIdOf(author);
  const input = parseInput(createPostInput, raw);
  const poll = parseInput(pollFields, raw);
  const texts = {
    content: input.content,
    hashtags: input.hashtags,
    pollQuestion: poll?.question,
    pollOptions: poll?.options,
  };
  requireAcceptableText('public', texts);
  if ([input.groupId, input.eventId, input.channelId].filter(Boolean).length > 1) throw badInput(ONE_PLACE_ONLY);

  const group = input.groupId
    ? (await requireGroupMember(services.prisma, authorId, input.groupId, GROUP_MEMBERS_ONLY)).group
    : null;
  const event = input.eventId ? await requireEventParticipant(services, authorId, input.eventId) : null;
  // The creator alone publishes to a channel (403 for others who see it, 404 for those who do not).
  const channel = input.channelId
    ? await requireChannelCreator(services.prisma, authorId, requireId(input.channelId, 'channel', 'channelId'))
    : null;
  const [groupId, eventId, channelId] = [group?.id ?? null, event?.id ?? null, channel?.id ?? null];
  const place: PostPlace | null = group
    ? { type: 'group', id: group.id, name: group.name }
    : event
      ? { type: 'event', id: event.id, name: event.title }
      : channel
        ? { type: 'channel', id: channel.id, name: channel.name }
        : null;
  if (eventId && input.content === '')
    throw badInput(EVENT_POST_NEEDS_TEXT, [{ field: 'content', message: EVENT_POST_NEEDS_TEXT }]);
  const hasImage = Boolean(image?.data.byteLength) || Boolean(input.imageUrl);
  if (input.content === '' && !hasImage) {
    const message = groupId ? GROUP_POST_NEEDS_TEXT : POST_NEEDS_CONTENT;
    throw badInput(message, [{ field: 'content', message }]);
  }
  await requireNewAccountMayPost(services, author, Object.values(texts));

  // Everything else is valid: only now is the photo checked and stored.
  let imageUrl: string | null = null;
  if (image?.data.byteLength) {
    imageUrl = (await acceptImage(services, { ...image, ownerId: authorId })).url;
  } else if (input.imageUrl) {
    imageUrl = await requireOwnImageUrl(services.prisma, services.config.publicUrl, authorId, input.imageUrl);
  }

  const { post, notified } = await services.prisma.$transaction(async (tx) => {
    const created = await tx.post.create({
      data: {
        authorId,
        content: input.content,
        imageUrl,
        hashtags: input.hashtags,
        categories: deriveCategories(input.content, input.hashtags),
        type: postTypeOf(input.content, input.hashtags),
        groupId,
        eventId,
        channelId,
        shareToPersonalFeed: groupId ? (input.shareToPersonalFeed ?? false) : false,
        ...(poll
          ? {
              poll: {
                create: {
                  question: poll.question,
                  options: { create: poll.options.map((text, position) => ({ text, position })) },
                },
              },
            }
          : {}),
      },
      select: { id: true, authorId: true, eventId: true, groupId: true, channelId: true, shareToPersonalFeed: true },
    });
    await refreshDadScores(tx, [authorId]);
    const notified = await notifyOfNewPost(tx, services, { ...created, content: input.content }, place);
    return { post: created, notified };
  });
  announceNotificationsChanged(services.events, notified);
  // Live pages and feeds (docs/live-events.md): the event's discussion, the group's activity and stats, the Dadfeed
  // and the Groupfeed.
  if (post.eventId) announceEventChanged(services.events, post.eventId);
  if (post.groupId) announceGroupChanged(services.events, post.groupId);
  announceFeedPost(services.events, post);
  return post.id;
}
