/**
 * The Dad Score badge: User.stats (as GET /api/users/stats) and recalculating the viewer's score (as
 * POST /api/users/dad-score/calculate).
 */
import { createStatsLoader, type MemberStats } from '../../domain/dad-score/activity.js';
import { calculateDadScore } from '../../domain/dad-score/calculate.js';
import { canSeeProfileDetails } from '../../domain/users/privacy.js';
import { builder } from '../builder.js';
import type { GraphQLContext } from '../context.js';
import { UserRef } from './user.js';

const UserStatsRef = builder.objectRef<MemberStats>('UserStats').implement({
  description: 'What the Dad Score badge shows on hover.',
  fields: (t) => ({
    posts: t.exposeInt('posts'),
    connections: t.exposeInt('connections', { description: 'Accepted connections.' }),
    groups: t.exposeInt('groups', { description: 'Group and team memberships.' }),
    events: t.exposeInt('events', { description: 'Events attended (or signed up for).' }),
  }),
});

// One loader per operation: a list of members costs one statement, not one per member.
const statsLoaders = new WeakMap<GraphQLContext, ReturnType<typeof createStatsLoader>>();
function statsLoader(ctx: GraphQLContext) {
  let loader = statsLoaders.get(ctx);
  if (!loader) {
    loader = createStatsLoader(ctx.services.prisma);
    statsLoaders.set(ctx, loader);
  }
  return loader;
}

builder.objectField(UserRef, 'stats', (t) =>
  t.field({
    type: UserStatsRef,
    // Null when the counts could not be read (the viewer and the page still answer), and for a blocked pair.
    nullable: true,
    description: 'Public counts: posts, accepted connections, groups, events attended. Null for a blocked pair.',
    resolve: async (user, _args, ctx) =>
      canSeeProfileDetails(await ctx.relationships.load(user.id)) ? statsLoader(ctx).load(user.id) : null,
  }),
);

builder.mutationField('calculateDadScore', (t) =>
  t.prismaField({
    type: 'User',
    errors: {},
    authScopes: { write: 'write:profile' },
    description: "Recalculates and stores the viewer's Dad Score (docs/dad-score.md). Returns the viewer.",
    resolve: async (query, _root, _args, ctx) => {
      await calculateDadScore(ctx.services.prisma, ctx.viewer!.id);
      return ctx.services.prisma.user.findUniqueOrThrow({ ...query, where: { id: ctx.viewer!.id } });
    },
  }),
);
