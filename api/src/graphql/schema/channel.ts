/**
 * Professional channels: the node (counts and the viewer's standing), the channels the viewer follows
 * (dashboard "My Channels"), and creating, following and unfollowing. A private channel is seen only by its
 * creator, followers and subscribers (domain/channels/visibility.ts).
 */
import DataLoader from 'dataloader';
import { ChannelCategory, SubscriptionType } from '../../generated/prisma/client.js';
import { createChannel } from '../../domain/channels/create-channel.js';
import { followChannel, unfollowChannel } from '../../domain/channels/follow.js';
import { followedChannelsWhere, newestFollowFirst } from '../../domain/channels/followed.js';
import { channelMemberCounts } from '../../domain/channels/read.js';
import { channelStatsOf, type ChannelCreatorStats } from '../../domain/channels/stats.js';
import { channelVisible } from '../../domain/channels/visibility.js';
import { createVisibilityLoader } from '../../domain/visibility.js';
import { builder } from '../builder.js';
import { selectionViewerOf } from '../selection-viewer.js';
import { followedChannelsPage } from '../viewer-lists.js';
import type { GraphQLContext } from '../context.js';
import { rawIdOf } from '../global-id.js';
import { databaseIdOptions } from './database-id.js';

export const ChannelCategoryEnum = builder.enumType(ChannelCategory, {
  name: 'ChannelCategory',
  description: "The 20 channel categories; /api spells them with dashes ('fix-it-tips').",
});
export const SubscriptionTypeEnum = builder.enumType(SubscriptionType, { name: 'SubscriptionType' });

/** Per-request loaders kept beside the context (which knows groups, events and posts, not channels). */
const channelLoaders = new WeakMap<GraphQLContext, ReturnType<typeof createLoaders>>();

function createLoaders(ctx: GraphQLContext) {
  return {
    visible: createVisibilityLoader(ctx.services.prisma, 'Channel', channelVisible, ctx.viewer?.id ?? null),
    memberCount: new DataLoader<string, number>(async (ids) => {
      const counts = await channelMemberCounts(ctx.services.prisma, ids);
      return ids.map((id) => counts.get(id) ?? 0);
    }),
    /** Asked only for channels the viewer created (channel-stats.ts). */
    creatorStats: new DataLoader<string, ChannelCreatorStats | null>(async (ids) => {
      const stats = await channelStatsOf(ctx.services.prisma, ids);
      return ids.map((id) => stats.get(id) ?? null);
    }),
  };
}

export function channelLoadersOf(ctx: GraphQLContext) {
  let loaders = channelLoaders.get(ctx);
  if (!loaders) {
    loaders = createLoaders(ctx);
    channelLoaders.set(ctx, loaders);
  }
  return loaders;
}

export const ChannelRef = builder.prismaNode('Channel', {
  id: { field: 'id' },
  nullable: true,
  authScopes: async (channel, ctx) => ctx.viewer !== null && (await channelLoadersOf(ctx).visible.load(channel.id)),
  fields: (t) => ({
    databaseId: t.exposeString('id', databaseIdOptions),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    categories: t.field({ type: [ChannelCategoryEnum], resolve: (channel) => channel.categories }),
    category: t.field({
      type: ChannelCategoryEnum,
      nullable: true,
      description: 'The main category: the first of `categories`.',
      resolve: (channel) => channel.categories[0] ?? null,
    }),
    hashtags: t.exposeStringList('hashtags', { description: "Each begins with '#'." }),
    contactEmail: t.exposeString('contactEmail', { nullable: true }),
    website: t.exposeString('website', { nullable: true }),
    subscriptionType: t.expose('subscriptionType', { type: SubscriptionTypeEnum }),
    subscriptionPrice: t.exposeInt('subscriptionPrice', {
      nullable: true,
      description: 'Cents per month; null for free channels.',
    }),
    profileImageUrl: t.exposeString('profileImageUrl', { nullable: true }),
    bannerImageUrl: t.exposeString('bannerImageUrl', { nullable: true }),
    isVerified: t.exposeBoolean('isVerified'),
    isPrivate: t.exposeBoolean('isPrivate'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    creator: t.relation('creator'),
    followerCount: t.exposeInt('followerCount'),
    subscriberCount: t.relationCount('subscriptions'),
    postCount: t.exposeInt('postCount', { description: 'Posts the creator published to the channel.' }),
    memberCount: t.int({
      description: 'Members who follow or subscribe, each counted once.',
      resolve: (channel, _args, ctx) => channelLoadersOf(ctx).memberCount.load(channel.id),
    }),
    isFollowing: t.boolean({
      description: 'The viewer follows the channel.',
      select: (_args, ctx) => ({ follows: { where: { userId: selectionViewerOf(ctx) }, select: { userId: true } } }),
      resolve: (channel) => channel.follows.length > 0,
    }),
    isSubscribed: t.boolean({
      description: 'The viewer subscribes to the channel.',
      select: (_args, ctx) => ({
        subscriptions: { where: { userId: selectionViewerOf(ctx) }, select: { userId: true } },
      }),
      resolve: (channel) => channel.subscriptions.length > 0,
    }),
    isViewerCreator: t.boolean({
      description: 'The viewer created the channel (Edit and Delete instead of Follow).',
      resolve: (channel, _args, ctx) => channel.creatorId === ctx.viewer?.id,
    }),
  }),
});

builder.prismaObject('ChannelFollow', {
  description: 'A channel the viewer follows, and since when.',
  fields: (t) => ({
    channel: t.relation('channel'),
    followedAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('followedChannels', (t) =>
  t.prismaConnection(
    {
      type: 'ChannelFollow',
      cursor: 'channelId_userId',
      authScopes: { member: true },
      // A dashboard widget's field: nullable, so a failure here leaves the rest of the home page's answer.
      nullable: true,
      description: 'The channels the viewer follows, newest follow first (the dashboard shows the first 5).',
      totalCount: (_parent, _args, ctx) =>
        ctx.services.prisma.channelFollow.count({ where: followedChannelsWhere(ctx.viewer!.id) }),
      resolve: async (query, _root, _args, ctx) => {
        // Following a channel lets the follower see it: the node checks need not ask.
        const primeVisible = (channelId: string) => channelLoadersOf(ctx).visible.prime(channelId, true);
        // The first page (the dashboard's) is read with the viewer's other lists, in one statement (../viewer-lists.ts).
        const firstPage = followedChannelsPage(ctx, query, primeVisible);
        if (firstPage) return firstPage;
        const follows = await ctx.services.prisma.channelFollow.findMany({
          ...query,
          where: followedChannelsWhere(ctx.viewer!.id),
          orderBy: newestFollowFirst,
        });
        for (const follow of follows) primeVisible(follow.channelId);
        return follows;
      },
    },
    { name: 'ChannelFollowConnection' },
    { name: 'ChannelFollowEdge' },
  ),
);

type InputFields = Parameters<NonNullable<Parameters<typeof builder.inputType>[1]['fields']>>[0];

/** The fields the Create and Edit Channel dialogs share (the same rules: domain/channels/rules.ts). */
export const channelDetailFields = (t: InputFields, priceDescription: string) => ({
  name: t.string({ required: true }),
  description: t.string({ required: true }),
  categories: t.field({
    type: [ChannelCategoryEnum],
    description: 'Duplicates are dropped; the first is the main one.',
  }),
  hashtags: t.stringList({ description: "Each gets a leading '#'; duplicates are ignored." }),
  contactEmail: t.string(),
  website: t.string({ description: 'An http(s) address; without a scheme, https:// is assumed.' }),
  subscriptionType: t.field({ type: SubscriptionTypeEnum, description: 'free unless told.' }),
  subscriptionPrice: t.int({ description: priceDescription }),
});

const CreateChannelInput = builder.inputType('CreateChannelInput', {
  fields: (t) => ({
    ...channelDetailFields(t, 'Cents per month; required for a subscription channel.'),
    profileImageUrl: t.string({ description: 'An image the viewer uploaded (/uploads/...).' }),
    bannerImageUrl: t.string({ description: 'An image the viewer uploaded (/uploads/...).' }),
  }),
});

builder.mutationField('createChannel', (t) =>
  t.prismaField({
    type: 'Channel',
    errors: {},
    authScopes: { write: 'write:channels' },
    description: 'Creates a professional channel owned by the viewer (the same rules as POST /api/channels).',
    args: { input: t.arg({ type: CreateChannelInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      // GraphQL sends null for what the caller left out; the domain reads absent fields.
      const given = Object.fromEntries(
        Object.entries(input).filter(([, value]) => value !== null && value !== undefined),
      );
      const id = await createChannel(ctx.services, ctx.viewer!.id, given);
      return ctx.services.prisma.channel.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
);

for (const [name, command, description] of [
  ['followChannel', followChannel, 'Follows a channel; following again changes nothing. Its creator cannot follow it.'],
  ['unfollowChannel', unfollowChannel, 'Stops following a channel; unfollowing one not followed changes nothing.'],
] as const) {
  builder.mutationField(name, (t) =>
    t.prismaField({
      type: 'Channel',
      errors: {},
      authScopes: { write: 'write:channels' },
      description,
      args: { id: t.arg.globalID({ required: true }) },
      resolve: async (query, _root, { id }, ctx) => {
        const channelId = await command(ctx.services, ctx.viewer!.id, rawIdOf(id, 'Channel'));
        return ctx.services.prisma.channel.findUniqueOrThrow({ ...query, where: { id: channelId } });
      },
    }),
  );
}
