/**
 * Writing events over GraphQL: the same command as POST /api/events. Returns the event, hosted by the viewer.
 */
import { createEvent } from '../../domain/events/create-event.js';
import { builder } from '../builder.js';
import { optionalRawIdOf, rawIdOf } from '../global-id.js';
import { EventCategoryEnum } from './event.js';

const CreateEventInput = builder.inputType('CreateEventInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    description: t.string(),
    location: t.string(),
    startDate: t.field({ type: 'DateTime', required: true }),
    endDate: t.field({ type: 'DateTime', description: 'Not before startDate.' }),
    maxAttendees: t.int({ description: 'From 1; null: no limit.' }),
    category: t.field({ type: EventCategoryEnum, description: 'The main category.' }),
    categories: t.field({ type: [EventCategoryEnum], description: 'More categories, after the main one.' }),
    isPublic: t.boolean({ description: 'Default true; a private event is seen by its host, attendees and invitees.' }),
    isVirtual: t.boolean({ description: 'Default false.' }),
    inviteList: t.globalIDList({ description: "User ids of the viewer's connections to invite." }),
    groupId: t.globalID({ description: "A group event: one of the viewer's groups (members only)." }),
  }),
});

builder.mutationField('createEvent', (t) =>
  t.prismaField({
    type: 'Event',
    errors: {},
    authScopes: { write: 'write:events' },
    description: 'Creates an event hosted by the viewer; invited connections are notified.',
    args: { input: t.arg({ type: CreateEventInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const { id } = await createEvent(ctx.services, ctx.viewer!.id, {
        ...input,
        inviteList: input.inviteList?.map((userId) => rawIdOf(userId, 'User')),
        groupId: optionalRawIdOf(input.groupId, 'Group'),
      });
      return ctx.services.prisma.event.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
);
