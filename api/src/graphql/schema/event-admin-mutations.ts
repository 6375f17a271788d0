/**
 * The event page's writes over GraphQL: the host's edit, delete and link; anyone's waiting list and leave. The
 * same commands as the /api/events routes (domain/events). A mutation that leaves the event hidden from the
 * viewer (leaving a private event they were not invited to) answers null.
 */
import { joinEventWaitlist, leaveEvent } from '../../domain/events/attend.js';
import { deleteEvent } from '../../domain/events/delete-event.js';
import { eventLink } from '../../domain/events/link.js';
import { updateEvent } from '../../domain/events/update-event.js';
import { builder } from '../builder.js';
import type { GraphQLContext } from '../context.js';
import { encodeGlobalID, rawIdOf } from '../global-id.js';
import { EventCategoryEnum } from './event.js';

const UpdateEventInput = builder.inputType('UpdateEventInput', {
  description:
    'Fields left out stay as they are; null clears endDate, maxAttendees, meetingUrl, imageUrl and bannerUrl.',
  fields: (t) => ({
    title: t.string(),
    description: t.string(),
    location: t.string(),
    startDate: t.field({ type: 'DateTime' }),
    endDate: t.field({ type: 'DateTime', description: 'Not before startDate.' }),
    maxAttendees: t.int({
      description: 'From 1, and not below the members attending (else CONFLICT); more places go to the waiting list.',
    }),
    category: t.field({ type: EventCategoryEnum, description: 'The main category.' }),
    categories: t.field({ type: [EventCategoryEnum], description: 'All its categories (with `category`, after it).' }),
    isPublic: t.boolean(),
    isVirtual: t.boolean(),
    meetingUrl: t.string({ description: "A virtual event's video link: an https:// address." }),
    imageUrl: t.string({ description: "The event's photo: an image the viewer uploaded (/api/uploads/images)." }),
    bannerUrl: t.string({ description: 'The banner: an image the viewer uploaded (/api/uploads/images).' }),
  }),
});

/** The event after a change, or null when the viewer may no longer see it (or it is gone). */
async function eventAfter(query: object, id: string, ctx: GraphQLContext) {
  ctx.visibility.events.clear(id);
  if (!(await ctx.visibility.events.load(id))) return null;
  return ctx.services.prisma.event.findUnique({ ...query, where: { id } });
}

builder.mutationField('updateEvent', (t) =>
  t.prismaField({
    type: 'Event',
    nullable: true,
    errors: {},
    authScopes: { write: 'write:events' },
    description:
      'Edits the event: its host only (else FORBIDDEN). A new title, time, place or link notifies the attendees.',
    args: { id: t.arg.globalID({ required: true }), input: t.arg({ type: UpdateEventInput, required: true }) },
    resolve: async (query, _root, { id, input }, ctx) => {
      const raw = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
      return eventAfter(query, await updateEvent(ctx.services, ctx.viewer!.id, rawIdOf(id, 'Event'), raw), ctx);
    },
  }),
);

const DeleteEventPayload = builder.objectRef<{ eventId: string }>('DeleteEventPayload').implement({
  fields: (t) => ({
    deletedEventId: t.id({
      description: 'The global id of the deleted event.',
      resolve: ({ eventId }) => encodeGlobalID('Event', eventId),
    }),
  }),
});

builder.mutationField('deleteEvent', (t) =>
  t.field({
    type: DeleteEventPayload,
    errors: {},
    authScopes: { write: 'write:events' },
    description:
      'Deletes the event (its host only): attendees, waiting members and pending invitees get "Event cancelled".',
    args: { id: t.arg.globalID({ required: true }) },
    resolve: async (_root, { id }, ctx) => ({
      eventId: await deleteEvent(ctx.services, ctx.viewer!.id, rawIdOf(id, 'Event')),
    }),
  }),
);

builder.mutationField('leaveEvent', (t) =>
  t.prismaField({
    type: 'Event',
    nullable: true,
    errors: {},
    authScopes: { write: 'write:events' },
    description:
      'Leaves the event or its waiting list (CONFLICT when on neither, or once it is over); a freed place goes to ' +
      "the first waiting member. Null when the event is no longer the viewer's to see.",
    args: { id: t.arg.globalID({ required: true }) },
    resolve: async (query, _root, { id }, ctx) =>
      eventAfter(query, await leaveEvent(ctx.services, ctx.viewer!.id, rawIdOf(id, 'Event')), ctx),
  }),
);

builder.mutationField('joinEventWaitlist', (t) =>
  t.prismaField({
    type: 'Event',
    errors: {},
    authScopes: { write: 'write:events' },
    description:
      "Joins a full event's waiting list (CONFLICT when it still has places, or the viewer attends or waits already).",
    args: { id: t.arg.globalID({ required: true }) },
    resolve: async (query, _root, { id }, ctx) => {
      const eventId = rawIdOf(id, 'Event');
      await joinEventWaitlist(ctx.services, ctx.viewer!.id, eventId);
      return ctx.services.prisma.event.findUniqueOrThrow({ ...query, where: { id: eventId } });
    },
  }),
);

const EventLinkPayload = builder.objectRef<{ url: string }>('EventLinkPayload').implement({
  fields: (t) => ({ url: t.exposeString('url', { description: "The event page's address, to share." }) }),
});

builder.mutationField('generateEventLink', (t) =>
  t.field({
    type: EventLinkPayload,
    errors: {},
    authScopes: { write: 'write:events' },
    description: "The event page's address to share (Event Link Generated): its host only.",
    args: { id: t.arg.globalID({ required: true }) },
    resolve: async (_root, { id }, ctx) => ({
      url: await eventLink(ctx.services, ctx.viewer!.id, rawIdOf(id, 'Event')),
    }),
  }),
);
