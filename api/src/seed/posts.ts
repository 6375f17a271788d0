/**
 * Posts on the Dadfeed, in groups, at events and in channels. Each remembers who could see it, so the
 * reactions step only has members of a private group bump its posts.
 */
import type { Prisma } from '../db/prisma.js';
import { later, type FeedCategory, type Member, type SeedContext } from './context.js';
import { channelPosts, eventPosts, groupPosts, type PlacedPost } from './content-community.js';
import { feedPosts, type PostText } from './content-feed.js';
import type { SeededChannel } from './channels.js';
import type { SeededEvent } from './events.js';
import type { SeededGroup } from './groups.js';

export interface SeededPost {
  id: string;
  author: Member;
  createdAt: Date;
  text: PostText;
  /** Who can see it, and so may bump, vote or comment. */
  audience: Member[];
  where: 'feed' | 'group' | 'event' | 'channel';
}

const groupCategoryToFeed: Partial<Record<string, FeedCategory>> = {
  cooking: 'food',
  outdoors: 'outdoors',
  entertainment: 'comedy',
  sports: 'sports',
  diy: 'diy',
  support: 'family',
  parenting: 'family',
  gaming: 'gaming',
  books: 'hobbies',
  investing: 'finance',
};

/** The app keeps hashtags in their own column and also appends them to the text; so does the seed. */
export function withHashtags(text: string, tags: readonly string[]): string {
  return tags.length ? `${text} ${tags.map((t) => `#${t}`).join(' ')}` : text;
}

export async function seedPosts(
  ctx: SeedContext,
  groups: ReadonlyMap<string, SeededGroup>,
  events: ReadonlyMap<string, SeededEvent>,
  channels: ReadonlyMap<string, SeededChannel>,
): Promise<SeededPost[]> {
  const rng = ctx.random('posts');
  const { clock } = ctx;
  const posts: SeededPost[] = [];
  const rows: Prisma.PostCreateManyInput[] = [];
  const recently = clock.daysAgo(21);

  const add = async (
    where: SeededPost['where'],
    text: PostText | PlacedPost,
    author: Member,
    createdAt: Date,
    audience: Member[],
    place: Partial<Pick<Prisma.PostCreateManyInput, 'groupId' | 'eventId' | 'channelId' | 'shareToPersonalFeed'>>,
    categories: FeedCategory[],
  ) => {
    const id = ctx.ids.next(createdAt);
    const isEdited = rng.chance(0.08);
    rows.push({
      id,
      authorId: author.id,
      content: withHashtags(text.text, text.tags),
      hashtags: text.tags.slice(0, 5),
      categories,
      imageUrl: text.image ? await ctx.uploads.image(text.image, author.id) : null,
      type: text.type ?? 'post',
      isEdited,
      createdAt,
      updatedAt: isEdited ? clock.between(rng, createdAt) : createdAt,
      ...place,
    });
    posts.push({ id, author, createdAt, text: { ...text, categories }, audience, where });
  };

  for (const text of feedPosts) {
    const author = text.by ? ctx.byUsername(text.by) : rng.pick(ctx.members);
    await add('feed', text, author, clock.between(rng, recently), ctx.members, {}, text.categories);
  }

  for (const text of groupPosts) {
    const group = groups.get(text.at)!;
    const members = [...group.members.keys()];
    const author = text.by ? ctx.byUsername(text.by) : rng.pick(members);
    const since = later(recently, group.members.get(author)?.joinedAt ?? recently);
    const category = groupCategoryToFeed[group.plan.category];
    const place = { groupId: group.id, shareToPersonalFeed: text.shareToPersonalFeed ?? false };
    await add(
      'group',
      text,
      author,
      clock.between(rng, since),
      members,
      place,
      text.categories ?? (category ? [category] : []),
    );
  }

  for (const text of eventPosts) {
    const event = events.get(text.at)!;
    const attendees = [...event.attendees.keys()];
    const author = text.by ? ctx.byUsername(text.by) : rng.pick(attendees.filter((a) => a !== event.creator));
    // Talk before a past event happens in the days before it; the thank-yous come after.
    const since = event.isPast ? clock.plusMinutes(event.start, -60 * 24 * 3) : later(event.createdAt, recently);
    // The host is no attendee: he has been in it since he created it.
    const at = clock.between(rng, later(since, event.attendees.get(author) ?? event.createdAt));
    await add('event', text, author, at, attendees, { eventId: event.id }, []);
  }

  for (const text of channelPosts) {
    const channel = channels.get(text.at)!;
    await add(
      'channel',
      text,
      channel.creator,
      clock.between(rng, later(recently, channel.createdAt)),
      ctx.members,
      { channelId: channel.id },
      text.categories ?? [],
    );
  }

  await ctx.tx.post.createMany({ data: rows });
  return posts;
}
