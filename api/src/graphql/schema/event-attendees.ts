/**
 * An event's attendees (the event page's attendee list): the members attending, in the order they got their
 * place, for whoever sees the event. Waiting members are not listed (the page shows how many wait, and the
 * viewer their own place).
 */
import { attendeeOrder, attendingWhere } from '../../domain/events/attendees-list.js';
import { AttendeeStatus } from '../../generated/prisma/client.js';
import { builder } from '../builder.js';
import { databaseIdOptions } from './database-id.js';

export const AttendeeStatusEnum = builder.enumType(AttendeeStatus, {
  name: 'AttendeeStatus',
  description: 'attending, or waiting for a place (the event was full).',
});

builder.prismaNode('EventAttendee', {
  id: { field: 'id' },
  nullable: true,
  // Seen with its event; a waiting spot only by its own member.
  authScopes: async (attendee, ctx) =>
    ctx.viewer !== null &&
    (attendee.status === 'attending' || attendee.userId === ctx.viewer.id) &&
    (await ctx.visibility.events.load(attendee.eventId)),
  select: { eventId: true, userId: true, status: true },
  fields: (t) => ({
    databaseId: t.exposeString('id', databaseIdOptions),
    status: t.expose('status', { type: AttendeeStatusEnum }),
    user: t.relation('user'),
    joinedAt: t.expose('createdAt', {
      type: 'DateTime',
      description: 'When they got their place (or joined the waiting list).',
    }),
  }),
});

builder.prismaObjectFields('Event', (t) => ({
  attendees: t.relatedConnection(
    'attendees',
    {
      cursor: 'id',
      totalCount: true,
      description: 'The members attending, in the order they got their place.',
      query: () => ({ where: attendingWhere, orderBy: attendeeOrder }),
    },
    { name: 'EventAttendeeConnection' },
    { name: 'EventAttendeeEdge' },
  ),
}));
