/**
 * The creator's stats on the channel page: Channel.creatorStats (GET /api/channels/{id}/stats), null for anyone
 * but the channel's creator; one statement for every channel of the request (domain/channels/stats.ts).
 */
import { isChannelCreator } from '../../domain/channels/policy.js';
import type { ChannelCreatorStats, ChannelFollowerDay } from '../../domain/channels/stats.js';
import { builder } from '../builder.js';
import { channelLoadersOf } from './channel.js';

const ChannelFollowerDayRef = builder.objectRef<ChannelFollowerDay>('ChannelFollowerDay').implement({
  description: 'Followers at the end of a UTC day.',
  fields: (t) => ({
    day: t.exposeString('day', { description: 'YYYY-MM-DD (UTC).' }),
    followerCount: t.exposeInt('followerCount'),
  }),
});

const ChannelCreatorStatsRef = builder.objectRef<ChannelCreatorStats>('ChannelCreatorStats').implement({
  description:
    'The last 30 days are the 30 UTC days ending today. The follower history is rebuilt from the current follows: ' +
    'a member who unfollowed is in none of its days.',
  fields: (t) => ({
    newFollowersLast30Days: t.exposeInt('newFollowersLast30Days'),
    followersByDay: t.field({
      type: [ChannelFollowerDayRef],
      description: '30 entries, oldest first; the last is today.',
      resolve: (stats) => stats.followersByDay,
    }),
    fistBumpCount: t.exposeInt('fistBumpCount', { description: "Fist bumps on all the channel's posts." }),
    fistBumpsLast30Days: t.exposeInt('fistBumpsLast30Days'),
  }),
});

builder.prismaObjectFields('Channel', (t) => ({
  creatorStats: t.field({
    type: ChannelCreatorStatsRef,
    nullable: true,
    description:
      "Followers over the last 30 days and fist bumps on the channel's posts; null unless the viewer created the channel.",
    resolve: (channel, _args, ctx) =>
      ctx.viewer && isChannelCreator(ctx.viewer.id, channel)
        ? channelLoadersOf(ctx).creatorStats.load(channel.id)
        : null,
  }),
}));
