/**
 * Suggested content for the dashboard: 2 posts, 1 channel and 1 event picked for the viewer
 * (domain/suggestions, the same picks as GET /api/suggestions/content). Items are the ordinary nodes with all
 * their categories; the dashboard shows at most 2 per item (/api trims them). Each list is picked only when asked
 * for (the dashboard's widget asks for the channel alone), the channel with the viewer's other lists.
 */
import { recommendedEventIds } from '../../domain/events/recommend.js';
import { suggestedChannelIds } from '../../domain/suggestions/channels.js';
import { SUGGESTED_CHANNELS, SUGGESTED_EVENTS, SUGGESTED_POSTS } from '../../domain/suggestions/content.js';
import { suggestedPostIds } from '../../domain/suggestions/posts.js';
import { inOrder } from '../../domain/search/search.js';
import { builder } from '../builder.js';
import { suggestedChannels } from '../viewer-suggestions.js';
import { channelLoadersOf } from './channel.js';

/** Nothing is picked until a list is asked for. */
type SuggestedContent = Record<string, never>;

const SuggestedContentRef = builder.objectRef<SuggestedContent>('SuggestedContent').implement({
  description: 'Content picked for the viewer from their interests, among what they do not follow or attend yet.',
  fields: (t) => ({
    posts: t.prismaField({
      type: ['Post'],
      description: 'Up to 2 recent Dadfeed posts by others the viewer has not fist bumped.',
      resolve: async (query, _parent, _args, ctx) => {
        const ids = await suggestedPostIds(ctx.services.prisma, await ctx.viewerProfile(), SUGGESTED_POSTS);
        // The picks already applied the visibility rules: the node checks need not ask again.
        for (const id of ids) ctx.visibility.posts.prime(id, true);
        return inOrder(ids, await ctx.services.prisma.post.findMany({ ...query, where: { id: { in: ids } } }));
      },
    }),
    channels: t.prismaField({
      type: ['Channel'],
      description: 'Up to 1 channel the viewer neither created, follows nor subscribes to.',
      resolve: async (query, _parent, _args, ctx) => {
        const primeVisible = (id: string) => channelLoadersOf(ctx).visible.prime(id, true);
        const picked = suggestedChannels(ctx, query, SUGGESTED_CHANNELS, primeVisible);
        if (picked) return picked;
        const ids = await suggestedChannelIds(ctx.services.prisma, await ctx.viewerProfile(), SUGGESTED_CHANNELS);
        for (const id of ids) primeVisible(id);
        return inOrder(ids, await ctx.services.prisma.channel.findMany({ ...query, where: { id: { in: ids } } }));
      },
    }),
    events: t.prismaField({
      type: ['Event'],
      description: 'Up to 1 upcoming event the viewer neither hosts nor attends (as recommendedEvents ranks them).',
      resolve: async (query, _parent, _args, ctx) => {
        const ids = await recommendedEventIds(ctx.services.prisma, await ctx.viewerProfile(), SUGGESTED_EVENTS);
        for (const id of ids) ctx.visibility.events.prime(id, true);
        return inOrder(ids, await ctx.services.prisma.event.findMany({ ...query, where: { id: { in: ids } } }));
      },
    }),
  }),
});

builder.queryField('suggestedContent', (t) =>
  t.field({
    type: SuggestedContentRef,
    authScopes: { member: true },
    // A dashboard widget's field: nullable, so a failure here leaves the rest of the home page's answer.
    nullable: true,
    description: 'Suggested posts, channels and events for the viewer (2, 1 and 1).',
    resolve: () => ({}),
  }),
);
