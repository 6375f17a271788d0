/**
 * Events: the node (with the viewer's attendance), the dashboard lists (upcoming, the viewer's own,
 * recommended, recent activity) and joining. A private event is seen only by its creator, attendees and
 * invitees (domain/events/visibility.ts).
 */
import { EventCategory } from '../../generated/prisma/client.js';
import { eventActivityIds, DEFAULT_ACTIVITY_LIMIT } from '../../domain/events/activity.js';
import { attendEvent } from '../../domain/events/attend.js';
import { attendingWhere } from '../../domain/events/attendees-list.js';
import { pendingEventInvitationsWhere } from '../../domain/events/invitations.js';
import { inOrder } from '../../domain/search/search.js';
import {
  DEFAULT_EVENT_LIMIT,
  MAX_EVENT_LIMIT,
  myUpcomingEventsWhere,
  soonestFirst,
  upcomingEventIds,
} from '../../domain/events/lists.js';
import { pageSize } from '../../domain/paging.js';
import { DEFAULT_RECOMMENDED_LIMIT, recommendedEventIds } from '../../domain/events/recommend.js';
import { builder } from '../builder.js';
import { selectionViewerOf } from '../selection-viewer.js';
import { myUpcomingEventsPage } from '../viewer-lists.js';
import type { GraphQLContext } from '../context.js';
import { databaseIdOptions } from './database-id.js';
import { rawIdOf } from '../global-id.js';

export const EventCategoryEnum = builder.enumType(EventCategory, { name: 'EventCategory' });

/**
 * The viewer's rows in the event, the same selection for every field that needs them (so Prisma reads them once,
 * with the event): their attendance or waiting spot, their pending invitation, the attendee count.
 */
export const viewerStanding = (ctx: GraphQLContext) => ({
  creatorId: true,
  maxAttendees: true,
  startDate: true,
  endDate: true,
  meetingUrl: true,
  attendees: { where: { userId: selectionViewerOf(ctx) }, select: { status: true } },
  invitations: { where: pendingEventInvitationsWhere(selectionViewerOf(ctx)), select: { id: true } },
  _count: { select: { attendees: { where: attendingWhere } } },
});

export const EventRef = builder.prismaNode('Event', {
  id: { field: 'id' },
  nullable: true,
  authScopes: async (event, ctx) => ctx.viewer !== null && (await ctx.visibility.events.load(event.id)),
  fields: (t) => ({
    databaseId: t.exposeString('id', databaseIdOptions),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    location: t.exposeString('location'),
    startDate: t.expose('startDate', { type: 'DateTime' }),
    endDate: t.expose('endDate', { type: 'DateTime', nullable: true }),
    isVirtual: t.exposeBoolean('isVirtual'),
    isPublic: t.exposeBoolean('isPublic', {
      description:
        'Private events are seen by their host, attendees and waiting members, and invitees (pending or accepted).',
    }),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    bannerUrl: t.exposeString('bannerUrl', { nullable: true }),
    categories: t.field({ type: [EventCategoryEnum], resolve: (event) => event.categories }),
    category: t.field({
      type: EventCategoryEnum,
      nullable: true,
      description: 'The main category: the first of `categories`.',
      resolve: (event) => event.categories[0] ?? null,
    }),
    maxAttendees: t.exposeInt('maxAttendees', { nullable: true, description: 'No limit when null.' }),
    attendeeCount: t.relationCount('attendees', {
      where: attendingWhere,
      description: 'Members attending (not those on the waiting list).',
    }),
    isAttending: t.boolean({
      select: (_args, ctx) => viewerStanding(ctx),
      resolve: (event) => event.attendees.some((a) => a.status === 'attending'),
    }),
    isViewerCreator: t.boolean({
      description: 'The viewer hosts this event (the dashboard shows "Event Creator" and "Manage Event").',
      resolve: (event, _args, ctx) => event.creatorId === ctx.viewer?.id,
    }),
    creator: t.relation('creator'),
    group: t.relation('group', { nullable: true }),
  }),
});

// A post in an event's discussion shows the event's title tag (Recent Event Activity).
builder.prismaObjectField('Post', 'event', (t) =>
  t.relation('event', { nullable: true, description: 'The event whose discussion the post is in.' }),
);

/** Events found by id in the domain's order, with the fields asked for. */
async function eventsInOrder(query: object, ids: string[], ctx: GraphQLContext) {
  // The domain query already applied the visibility rules: the node checks need not ask again.
  for (const id of ids) ctx.visibility.events.prime(id, true);
  return inOrder(ids, await ctx.services.prisma.event.findMany({ ...query, where: { id: { in: ids } } }));
}

builder.queryField('upcomingEvents', (t) =>
  t.prismaField({
    type: ['Event'],
    authScopes: { member: true },
    description: 'Upcoming events the viewer may see, soonest first.',
    args: { first: t.arg.int({ defaultValue: DEFAULT_EVENT_LIMIT, description: `At most ${MAX_EVENT_LIMIT}.` }) },
    resolve: async (query, _root, { first }, ctx) =>
      eventsInOrder(query, await upcomingEventIds(ctx.services.prisma, ctx.viewer!.id, first), ctx),
  }),
);

builder.queryField('myUpcomingEvents', (t) =>
  t.prismaField({
    type: ['Event'],
    // A dashboard widget's field: nullable, so a failure here leaves the rest of the home page's answer.
    nullable: true,
    authScopes: { member: true },
    description: 'Upcoming events the viewer attends or hosts, soonest first.',
    args: { first: t.arg.int({ defaultValue: DEFAULT_EVENT_LIMIT, description: `At most ${MAX_EVENT_LIMIT}.` }) },
    resolve: (query, _root, { first }, ctx) => {
      const take = pageSize(first, DEFAULT_EVENT_LIMIT, MAX_EVENT_LIMIT);
      // Read with the viewer's other lists, in one statement (../viewer-lists.ts), when the rows cover the selection.
      return (
        myUpcomingEventsPage(ctx, query, take) ??
        ctx.services.prisma.event.findMany({
          ...query,
          where: myUpcomingEventsWhere(ctx.viewer!.id),
          orderBy: soonestFirst,
          take,
        })
      );
    },
  }),
);

builder.queryField('recommendedEvents', (t) =>
  t.prismaField({
    type: ['Event'],
    authScopes: { member: true },
    description: 'Upcoming events for the viewer to join, best match with their location and interests first.',
    args: { first: t.arg.int({ defaultValue: DEFAULT_RECOMMENDED_LIMIT, description: 'At most 20.' }) },
    resolve: async (query, _root, { first }, ctx) =>
      eventsInOrder(query, await recommendedEventIds(ctx.services.prisma, await ctx.viewerProfile(), first), ctx),
  }),
);

builder.queryField('eventActivity', (t) =>
  t.prismaField({
    type: ['Post'],
    authScopes: { member: true },
    description: 'The newest posts in events the viewer attends or hosts ("Recent Event Activity").',
    args: { first: t.arg.int({ defaultValue: DEFAULT_ACTIVITY_LIMIT, description: 'At most 50.' }) },
    resolve: async (query, _root, { first }, ctx) => {
      const ids = await eventActivityIds(ctx.services.prisma, ctx.viewer!.id, first);
      for (const id of ids) ctx.visibility.posts.prime(id, true);
      return inOrder(ids, await ctx.services.prisma.post.findMany({ ...query, where: { id: { in: ids } } }));
    },
  }),
);

builder.mutationField('attendEvent', (t) =>
  t.prismaField({
    type: 'Event',
    errors: {},
    authScopes: { write: 'write:events' },
    description:
      'Attends an event (attending again changes nothing). Refused when it is full (CONFLICT: join its waiting list ' +
      'instead), over, or for its host.',
    args: { id: t.arg.globalID({ required: true }) },
    resolve: async (query, _root, { id }, ctx) => {
      const eventId = rawIdOf(id, 'Event');
      await attendEvent(ctx.services, ctx.viewer!.id, eventId);
      return ctx.services.prisma.event.findUniqueOrThrow({ ...query, where: { id: eventId } });
    },
  }),
);
