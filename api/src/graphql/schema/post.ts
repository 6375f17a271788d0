/**
 * Posts and the Dadfeed. A post is seen by whoever may see where it was posted (domain/posts/visibility.ts).
 * Card fields (counts, the viewer's fist bump, poll, author, group) come from per-request loaders
 * (domain/feed/loaders.ts): any list of posts costs one statement per kind, and a feed page primes them from
 * its page statement (authors, groups and channels too, when the selection asks for them). Writes call the same
 * domain commands as /api/posts.
 */
import { notFound } from '../../domain/errors.js';
import { dadfeedPage } from '../../domain/feed/dadfeed.js';
import type { DetailedPost, FeedPost } from '../../domain/feed/details.js';
import { CATCH_UP_HOURS, CATCH_UP_MAX, liveDadfeed, watchFeed, type AnnouncedPost } from '../../domain/feed/live.js';
import { postFeedPage, type FeedPage, type NodeRows } from '../../domain/feed/page.js';
import { encodeCursor } from '../../domain/feed/cursor.js';
import { postLoadersOf, primePostLoaders } from '../../domain/feed/loaders.js';
import { oldestCommentFirst } from '../../domain/comments/comments.js';
import { commentShownWhere } from '../../domain/comments/visibility.js';
import { canDeletePost, canEditPost } from '../../domain/posts/policy.js';
import { getPost } from '../../domain/posts/read.js';
import { postVisible } from '../../domain/posts/visibility.js';
import { FeedCategory, Prisma, PostType, type Post } from '../../generated/prisma/client.js';
import type { GraphQLResolveInfo } from 'graphql';
import { builder } from '../builder.js';
import { fieldsAsked } from '../fields-asked.js';
import type { GraphQLContext } from '../context.js';
import { pageConnection, requireForward } from '../page-connection.js';
import { encodeGlobalID, optionalRawIdOf } from '../global-id.js';
import { databaseIdOptions } from './database-id.js';
import { GroupRef } from './group.js';
import { PollRef } from './poll.js';
import { UserRef } from './user.js';

export const PostTypeEnum = builder.enumType(PostType, { name: 'PostType' });
export const FeedCategoryEnum = builder.enumType(FeedCategory, {
  name: 'FeedCategory',
  description: 'The Dadfeed filter categories (photo is labelled Memes).',
});

/** The `after` argument of the feeds' new-post subscriptions (dadfeedPostAdded, groupfeedPostAdded). */
export const FEED_AFTER_DESCRIPTION =
  `The newest post the client shows (a Post id): the posts on the feed after it, from the last ${CATCH_UP_HOURS} ` +
  `hours and at most ${CATCH_UP_MAX}, come first, each once: those published while the subscription was being made ` +
  'or its socket was down.';

export const loaders = (ctx: GraphQLContext) => postLoadersOf(ctx, ctx.services.prisma, ctx.viewer?.id ?? '');

async function details(post: Post, ctx: GraphQLContext) {
  const found = await loaders(ctx).details.load(post.id);
  if (!found) throw notFound('Post');
  return found;
}

/**
 * One of a card's details: from the post itself when the statement that read it also read its details (a feed
 * page, a post a mutation just read), answered at once; otherwise batched through the details loader.
 */
function detail<K extends 'fistBumpCount' | 'commentCount' | 'viewerHasFistBumped' | 'poll'>(
  post: Post,
  ctx: GraphQLContext,
  key: K,
): DetailedPost[K] | Promise<DetailedPost[K]> {
  if (key in post) return (post as DetailedPost)[key];
  return details(post, ctx).then((found) => found[key]);
}

export const PostRef = builder.prismaNode('Post', {
  id: { field: 'id' },
  nullable: true,
  authScopes: async (post, ctx) => ctx.viewer !== null && (await ctx.visibility.posts.load(post.id)),
  fields: (t) => ({
    databaseId: t.exposeString('id', databaseIdOptions),
    content: t.exposeString('content'),
    hashtags: t.exposeStringList('hashtags', { description: 'Lower-case, without the leading #.' }),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    type: t.expose('type', {
      type: PostTypeEnum,
      description: 'dad_joke when tagged #dadjoke; question when the text ends with "?".',
    }),
    categories: t.expose('categories', { type: [FeedCategoryEnum] }),
    shareToPersonalFeed: t.exposeBoolean('shareToPersonalFeed', {
      description: 'A group post also shown on the Dadfeed.',
    }),
    isEdited: t.exposeBoolean('isEdited'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    author: t.field({
      type: UserRef,
      resolve: async (post, _args, ctx) =>
        (await loaders(ctx).users.load(post.authorId)) ?? Promise.reject(notFound('Member')),
    }),
    group: t.field({
      type: GroupRef,
      nullable: true,
      resolve: (post, _args, ctx) => (post.groupId ? loaders(ctx).groups.load(post.groupId) : null),
    }),
    fistBumpCount: t.int({ resolve: (post, _args, ctx) => detail(post, ctx, 'fistBumpCount') }),
    commentCount: t.int({ resolve: (post, _args, ctx) => detail(post, ctx, 'commentCount') }),
    viewerHasFistBumped: t.boolean({
      description: 'A member fist bumps a post once; the button is then disabled.',
      resolve: (post, _args, ctx) => detail(post, ctx, 'viewerHasFistBumped'),
    }),
    poll: t.field({
      type: PollRef,
      nullable: true,
      resolve: (post, _args, ctx) => detail(post, ctx, 'poll'),
    }),
    viewerCanEdit: t.boolean({
      description: 'Only the author edits a post (the owner menu).',
      resolve: (post, _args, ctx) => canEditPost(ctx.viewer!.id, post),
    }),
    viewerCanDelete: t.boolean({
      description: "The author, or a manager of the post's group.",
      // Off groups the author alone; in a group, the page query (or the batched details) says who manages it.
      resolve: async (post, _args, ctx) =>
        post.authorId === ctx.viewer!.id ||
        (post.groupId !== null && canDeletePost(ctx.services.prisma, ctx.viewer!.id, await details(post, ctx))),
    }),
    comments: t.relatedConnection(
      'comments',
      {
        cursor: 'id',
        // Comments of a member in a blocked pair with the viewer are left out (domain/comments/visibility.ts).
        // Planned before the post's own check: a visitor's query is refused there, not here.
        query: (_args, ctx) => ({ where: commentShownWhere(ctx.viewer?.id ?? null), orderBy: oldestCommentFirst }),
        totalCount: true,
        description: 'Oldest first.',
      },
      { name: 'PostCommentConnection' },
      { name: 'PostCommentEdge' },
    ),
  }),
});

/**
 * The whole rows a feed page's statement should read: the author, group and channel, when the posts `path` fields
 * down (a connection's nodes; a mutation payload's `data`) ask for them.
 */
export function nodeRowsAsked(info: GraphQLResolveInfo, path: readonly string[] = ['edges', 'node']): NodeRows {
  const asked = fieldsAsked(info, path);
  return { author: asked.has('author'), group: asked.has('group'), channel: asked.has('channel') };
}

/**
 * The page statement already loaded every card field and applied the visibility rules, so the loaders and the
 * node checks are primed from it rather than asked again.
 */
function primeFeedPage(ctx: GraphQLContext, page: FeedPage) {
  primePostLoaders(loaders(ctx), page.posts, ctx.relationships, page.nodes);
  for (const post of page.posts) {
    ctx.visibility.posts.prime(post.id, true);
    if (post.groupId) ctx.visibility.groups.prime(post.groupId, true);
  }
}

/** A Dadfeed or Groupfeed page as a connection. */
export function feedConnection(ctx: GraphQLContext, page: FeedPage, after: string | null | undefined) {
  primeFeedPage(ctx, page);
  return pageConnection(page.posts, (post) => encodeCursor(post), page.nextCursor !== null, after);
}

/**
 * The post a write answers with (a new or edited post, one just fist bumped): read as a feed page of one, so its
 * card, its details and the author, group and channel rows the payload's `data` asks for cost one statement, under
 * the same visibility rule as a feed; the loaders and node checks are primed from it.
 */
export async function postAnswer(ctx: GraphQLContext, info: GraphQLResolveInfo, postId: string): Promise<FeedPost> {
  const viewerId = ctx.viewer!.id;
  const p = Prisma.raw('p');
  const page = await postFeedPage(
    ctx.services.prisma,
    viewerId,
    [Prisma.sql`${p}.id = ${postId}::uuid`, postVisible(viewerId, p)],
    { limit: 1, nodeRows: nodeRowsAsked(info, ['data']) },
  );
  const [post] = page.posts;
  if (!post) throw notFound('Post');
  primeFeedPage(ctx, page);
  return post;
}

builder.queryField('dadfeed', (t) =>
  t.connection(
    {
      type: PostRef,
      // Nullable like the dashboard's other root fields: a failing feed leaves the rest of the page its data.
      nullable: true,
      authScopes: { member: true },
      description:
        "The Dadfeed, newest first: members' posts and group posts shared to their authors' feeds. `category` keeps posts " +
        'in that category or whose text has one of its keywords; `hashtag` (with or without #, any case) the posts that ' +
        'carry that tag. `first` is at most 50 (default 20); pages go forward.',
      args: { category: t.arg({ type: FeedCategoryEnum }), hashtag: t.arg.string() },
      resolve: async (_root, args, ctx, info) => {
        requireForward(args, 'The Dadfeed');
        const input = {
          limit: args.first ?? undefined,
          cursor: args.after ?? undefined,
          category: args.category ?? undefined,
          hashtag: args.hashtag ?? undefined,
        };
        const page = await dadfeedPage(ctx.services.prisma, ctx.viewer!.id, input, nodeRowsAsked(info));
        return feedConnection(ctx, page, args.after);
      },
    },
    { name: 'DadfeedConnection' },
    { name: 'DadfeedEdge' },
  ),
);

builder.subscriptionField('dadfeedPostAdded', (t) =>
  t.id({
    authScopes: { member: true },
    description:
      "Others' new posts that join the viewer's Dadfeed (by its rules: blocks, private groups, channels followed, the " +
      'politics filter): the Post id of each, for "N new posts" above the feed. The posts are read with `dadfeed`.',
    args: { after: t.arg.globalID({ description: FEED_AFTER_DESCRIPTION }) },
    subscribe: (_root, args, ctx) =>
      watchFeed(ctx.services, liveDadfeed, ctx.viewer!.id, optionalRawIdOf(args.after, 'Post')),
    resolve: (post: AnnouncedPost) => encodeGlobalID('Post', post.postId),
  }),
);

builder.queryField('post', (t) =>
  t.field({
    type: PostRef,
    nullable: true,
    authScopes: { member: true },
    description: 'One post by its databaseId (the /posts/{id} permalink); null when missing or not visible.',
    args: { databaseId: t.arg.string({ required: true }) },
    resolve: async (_root, { databaseId }, ctx) => {
      try {
        const post = await getPost(ctx.services.prisma, ctx.viewer!.id, databaseId);
        primePostLoaders(loaders(ctx), [post], ctx.relationships);
        ctx.visibility.posts.prime(post.id, true);
        return post;
      } catch (error) {
        if ((error as { code?: string }).code === 'NOT_FOUND' || (error as { code?: string }).code === 'BAD_USER_INPUT')
          return null;
        throw error;
      }
    },
  }),
);
