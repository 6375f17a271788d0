/**
 * Channel posts over GraphQL: Channel.posts (the channel page's list; the same page as GET
 * /api/channels/{id}/posts) and Post.channel (the badge of a channel post in any list of posts). Publishing is
 * createPost with `channelId`; editing and deleting are the ordinary post mutations (the creator is the author).
 */
import { channelPostsInput, channelPostsOf } from '../../domain/channels/posts.js';
import { parseInput } from '../../domain/validation.js';
import { builder } from '../builder.js';
import { requireForward } from '../page-connection.js';
import { ChannelRef, channelLoadersOf } from './channel.js';
import { feedConnection, loaders, nodeRowsAsked, PostRef } from './post.js';

builder.prismaObjectFields('Post', (t) => ({
  channel: t.field({
    type: ChannelRef,
    nullable: true,
    description:
      'The channel a channel post was published to (its badge: name, image, verified); null for any other post.',
    resolve: (post, _args, ctx) => {
      if (!post.channelId) return null;
      // Who sees the post sees its channel (posts/visibility.ts): the node check need not ask.
      channelLoadersOf(ctx).visible.prime(post.channelId, true);
      return loaders(ctx).channels.load(post.channelId);
    },
  }),
}));

builder.prismaObjectField('Channel', 'posts', (t) =>
  t.connection(
    {
      type: PostRef,
      description:
        "The channel's posts, newest first, for whoever sees the channel (`first` at most 50, default 20; forward only).",
      resolve: async (channel, args, ctx, info) => {
        requireForward(args, "A channel's posts");
        const input = parseInput(channelPostsInput, {
          limit: args.first ?? undefined,
          cursor: args.after ?? undefined,
        });
        // The posts' own channel badge is this channel: neither the page nor a statement after it reads it again.
        loaders(ctx).channels.prime(channel.id, channel);
        const page = await channelPostsOf(ctx.services.prisma, ctx.viewer!.id, channel.id, {
          ...input,
          nodeRows: { ...nodeRowsAsked(info), channel: false },
        });
        return { ...feedConnection(ctx, page, args.after), totalCount: channel.postCount };
      },
    },
    {
      name: 'ChannelPostsConnection',
      fields: (c) => ({
        totalCount: c.int({
          description: "The channel's posts (its postCount column), including any a block hides from the viewer.",
          resolve: (connection) => connection.totalCount,
        }),
      }),
    },
    { name: 'ChannelPostsEdge' },
  ),
);
