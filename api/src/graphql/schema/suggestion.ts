/**
 * Suggested content for the dashboard: 2 posts, 1 channel and 1 event picked for the viewer
 * (domain/suggestions, the same picks as GET /api/suggestions/content). Items are the ordinary nodes with all
 * their categories; the dashboard shows at most 2 per item (/api trims them).
 */
import { suggestedContentIds, type SuggestedContentIds } from '../../domain/suggestions/content.js';
import { inOrder } from '../../domain/search/search.js';
import { builder } from '../builder.js';
import { channelLoadersOf } from './channel.js';

const SuggestedContentRef = builder.objectRef<SuggestedContentIds>('SuggestedContent').implement({
  description: 'Content picked for the viewer from their interests, among what they do not follow or attend yet.',
  fields: (t) => ({
    posts: t.prismaField({
      type: ['Post'],
      description: 'Up to 2 recent Dadfeed posts by others the viewer has not fist bumped.',
      resolve: async (query, ids, _args, ctx) =>
        inOrder(ids.postIds, await ctx.services.prisma.post.findMany({ ...query, where: { id: { in: ids.postIds } } })),
    }),
    channels: t.prismaField({
      type: ['Channel'],
      description: 'Up to 1 channel the viewer neither created, follows nor subscribes to.',
      resolve: async (query, ids, _args, ctx) =>
        inOrder(ids.channelIds, await ctx.services.prisma.channel.findMany({ ...query, where: { id: { in: ids.channelIds } } })),
    }),
    events: t.prismaField({
      type: ['Event'],
      description: 'Up to 1 upcoming event the viewer neither hosts nor attends (as recommendedEvents ranks them).',
      resolve: async (query, ids, _args, ctx) =>
        inOrder(ids.eventIds, await ctx.services.prisma.event.findMany({ ...query, where: { id: { in: ids.eventIds } } })),
    }),
  }),
});

builder.queryField('suggestedContent', (t) =>
  t.field({
    type: SuggestedContentRef,
    authScopes: { member: true },
    description: 'Suggested posts, channels and events for the viewer (2, 1 and 1).',
    resolve: async (_root, _args, ctx) => {
      const ids = await suggestedContentIds(ctx.services.prisma, ctx.viewer!);
      // The picks already applied the visibility rules: the node checks need not ask again.
      for (const id of ids.postIds) ctx.visibility.posts.prime(id, true);
      for (const id of ids.eventIds) ctx.visibility.events.prime(id, true);
      for (const id of ids.channelIds) channelLoadersOf(ctx).visible.prime(id, true);
      return ids;
    },
  }),
);
