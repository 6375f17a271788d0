/**
 * The event page, live (docs/live-events.md): `eventChanged` delivers the event as the viewer sees it each time its
 * attendance, waiting list or details change (published after the commit). The event carries only its id: each
 * delivery reads the event for the viewer with the subscription's selection, so a waiting member sees their own
 * promotion and a member who may no longer see the event gets null (also once it is deleted).
 */
import { queryFromInfo } from '@pothos/plugin-prisma';
import { RequestCache } from '@pothos/plugin-scope-auth';
import { notFound } from '../../domain/errors.js';
import { eventTopics } from '../../domain/events/attendance.js';
import { builder } from '../builder.js';
import type { GraphQLContext } from '../context.js';
import { rawIdOf } from '../global-id.js';
import { listenTo } from '../listen.js';
import { EventRef } from './event.js';
import { forgetEventContent } from './event-queries.js';
import { forgetEventWaitlists } from './event-viewer.js';

/** A subscription's context lives as long as its socket: nothing cached for one delivery may answer the next. */
function startEventDelivery(ctx: GraphQLContext, eventId: string) {
  RequestCache.clearForContext(ctx);
  ctx.visibility.events.clear(eventId);
  forgetEventWaitlists(ctx);
  forgetEventContent(ctx);
}

builder.subscriptionField('eventChanged', (t) =>
  t.field({
    type: EventRef,
    nullable: true,
    authScopes: { member: true },
    description:
      "An event's page, live: the event each time its attendance, waiting list or details change; null once the " +
      'viewer may no longer see it or it is deleted. NOT_FOUND for an event the viewer may not see.',
    args: { id: t.arg.globalID({ required: true }) },
    subscribe: async (_root, { id }, ctx) => {
      const eventId = rawIdOf(id, 'Event');
      if (!(await ctx.visibility.events.load(eventId))) throw notFound('Event');
      return listenTo(ctx, eventTopics.eventChanged, eventId, () => eventId);
    },
    resolve: async (eventId, _args, ctx, info) => {
      startEventDelivery(ctx, eventId);
      if (!(await ctx.visibility.events.load(eventId))) return null;
      const query = queryFromInfo({ context: ctx, info, typeName: 'Event' });
      return ctx.services.prisma.event.findUnique({ ...query, where: { id: eventId } });
    },
  }),
);
