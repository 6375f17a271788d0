/**
 * A group's page, live (docs/live-events.md): `groupChanged` delivers the group as the viewer sees it each time its
 * members, roles, bans or posts change (published after the commit). What the page shows depends on the viewer
 * (their role and actions, the posts they may read and so "Posts this week"), so each delivery reads the group
 * for its viewer with the subscription's selection; a viewer removed or banned from a private group, who may no
 * longer see it, gets null.
 */
import { queryFromInfo } from '@pothos/plugin-prisma';
import { RequestCache } from '@pothos/plugin-scope-auth';
import { notFound } from '../../domain/errors.js';
import { groupTopics } from '../../domain/groups/live.js';
import { builder } from '../builder.js';
import type { GraphQLContext } from '../context.js';
import { rawIdOf } from '../global-id.js';
import { listenTo } from '../listen.js';
import { forgetReadBatch } from '../read-batch.js';
import { GroupRef } from './group.js';
import { forgetGroupContent } from './group-viewer.js';

/** A subscription's context lives as long as its socket: nothing cached for one delivery may answer the next. */
function startGroupDelivery(ctx: GraphQLContext, groupId: string) {
  RequestCache.clearForContext(ctx);
  ctx.visibility.groups.clear(groupId);
  ctx.visibility.posts.clearAll();
  forgetGroupContent(ctx);
  forgetReadBatch(ctx);
}

builder.subscriptionField('groupChanged', (t) =>
  t.field({
    type: GroupRef,
    nullable: true,
    authScopes: { member: true },
    description:
      "A group's page, live: the group each time its members, roles, bans or posts change; null once the viewer may " +
      'no longer see it. NOT_FOUND for a group the viewer may not see.',
    args: { id: t.arg.globalID({ required: true }) },
    subscribe: async (_root, { id }, ctx) => {
      const groupId = rawIdOf(id, 'Group');
      if (!(await ctx.visibility.groups.load(groupId))) throw notFound('Group');
      return listenTo(ctx, groupTopics.groupChanged, groupId, () => groupId);
    },
    resolve: async (groupId, _args, ctx, info) => {
      startGroupDelivery(ctx, groupId);
      if (!(await ctx.visibility.groups.load(groupId))) return null;
      const query = queryFromInfo({ context: ctx, info, typeName: 'Group' });
      return ctx.services.prisma.group.findUnique({
        ...query,
        where: { id: groupId },
      });
    },
  }),
);
