/**
 * The Groupfeed: posts from the viewer's groups, newest first, and its new posts, live (domain/groups/groupfeed.ts,
 * domain/feed/live.ts).
 */
import { badInput } from '../../domain/errors.js';
import { liveGroupfeed, watchFeed, type AnnouncedPost } from '../../domain/feed/live.js';
import { groupfeedPage } from '../../domain/groups/groupfeed.js';
import { builder } from '../builder.js';
import { encodeGlobalID, optionalRawIdOf, rawIdOf } from '../global-id.js';
import { FEED_AFTER_DESCRIPTION, feedConnection, nodeRowsAsked, PostRef } from './post.js';

builder.queryField('groupfeed', (t) =>
  t.connection(
    {
      type: PostRef,
      authScopes: { member: true },
      description:
        "The Groupfeed, newest first: posts from the viewer's groups; `groupId` narrows it to one of them (else " +
        'FORBIDDEN). Pages like the Dadfeed: `first` at most 50 (default 20), forward only.',
      args: { groupId: t.arg.globalID({ description: "One of the viewer's groups (a Group id)." }) },
      resolve: async (_root, args, ctx, info) => {
        if (args.last != null || args.before != null)
          throw badInput('The Groupfeed pages forward only: use first and after.');
        const input = {
          groupId: args.groupId ? rawIdOf(args.groupId, 'Group') : undefined,
          limit: args.first ?? undefined,
          cursor: args.after ?? undefined,
        };
        const page = await groupfeedPage(ctx.services.prisma, ctx.viewer!.id, input, nodeRowsAsked(info));
        return feedConnection(ctx, page, args.after);
      },
    },
    { name: 'GroupfeedConnection' },
    { name: 'GroupfeedEdge' },
  ),
);

const GroupfeedPostAddedRef = builder.objectRef<AnnouncedPost>('GroupfeedPostAdded').implement({
  description: "A new post in one of the viewer's groups.",
  fields: (t) => ({
    postId: t.id({ description: 'The Post id.', resolve: (post) => encodeGlobalID('Post', post.postId) }),
    groupId: t.id({
      description: "The Group id: a Groupfeed narrowed to one group (its chip) counts that group's posts only.",
      // The Groupfeed's hub hands on group posts only (domain/feed/live.ts).
      resolve: (post) => encodeGlobalID('Group', post.groupId!),
    }),
  }),
});

builder.subscriptionField('groupfeedPostAdded', (t) =>
  t.field({
    type: GroupfeedPostAddedRef,
    authScopes: { member: true },
    description:
      "Others' new posts that join the viewer's Groupfeed (posts in his groups, by its rules: blocks, moderation, the " +
      'politics filter), for "N new posts" above the feed. The posts are read with `groupfeed`.',
    args: { after: t.arg.globalID({ description: FEED_AFTER_DESCRIPTION }) },
    subscribe: (_root, args, ctx) =>
      watchFeed(ctx.services, liveGroupfeed, ctx.viewer!.id, optionalRawIdOf(args.after, 'Post')),
    resolve: (post: AnnouncedPost) => post,
  }),
);
