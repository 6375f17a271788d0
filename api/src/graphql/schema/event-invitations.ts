/**
 * Event invitations over GraphQL: the viewer's pending ones (the Invited Events tab and its badge), the host
 * inviting connections, and answering. The same commands as /api/events/:id/invite and
 * /api/events/invitations/:id/accept|decline (domain/events/invitations.ts).
 */
import {
  acceptEventInvitation,
  declineEventInvitation,
  inviteToEvent,
  pendingEventInvitationsWhere,
} from '../../domain/events/invitations.js';
import { newestInvitationFirst } from '../../domain/events/invitations-list.js';
import { eventTopics } from '../../domain/events/attendance.js';
import { builder } from '../builder.js';
import { encodeGlobalID, rawIdOf, rawOrGlobalIdOf } from '../global-id.js';
import { listenTo } from '../listen.js';
import { invitationTypes } from './invitation-types.js';

invitationTypes({
  target: 'Event',
  key: 'eventId',
  notificationType: 'event_invitation',
  rows: (ctx) => ctx.services.prisma.eventInvitation,
  visibility: (loaders) => loaders.events,
  pendingWhere: pendingEventInvitationsWhere,
  newestFirst: newestInvitationFirst,
  descriptions: {
    viewerInvitation: "The viewer's pending invitation to the event (Accept / Decline), if any.",
    notification:
      "An event_invitation notification's invitation while it waits for the viewer's answer (accept or decline it " +
      'from the notification); null once answered, and for every other kind of notification.',
    invitations: "The viewer's pending event invitations, newest first; totalCount is the Invited Events badge.",
  },
});

builder.prismaObjectFields('EventInvitation', (t) => ({ event: t.relation('event') }));

builder.mutationField('inviteToEvent', (t) =>
  t.prismaField({
    type: 'Event',
    errors: {},
    authScopes: { write: 'write:events' },
    description:
      'The host invites their accepted connections (else BAD_USER_INPUT "You can only invite your connections."); ' +
      'attendees, waiting members and those already invited are skipped; a declined invitation is renewed.',
    args: {
      id: t.arg.globalID({ required: true }),
      userIds: t.arg.idList({ required: true, description: 'User ids (global or raw).' }),
    },
    resolve: async (query, _root, { id, userIds }, ctx) => {
      const ids = userIds.map((userId) => rawOrGlobalIdOf(userId, 'User'));
      const { eventId } = await inviteToEvent(ctx.services, ctx.viewer!.id, rawIdOf(id, 'Event'), { userIds: ids });
      return ctx.services.prisma.event.findUniqueOrThrow({ ...query, where: { id: eventId } });
    },
  }),
);

builder.mutationField('acceptEventInvitation', (t) =>
  t.prismaField({
    type: 'Event',
    errors: {},
    authScopes: { write: 'write:events' },
    description:
      'Accepts: the viewer attends, or joins the waiting list when the event is full (viewerStatus says which). ' +
      'Only the invitee (else NOT_FOUND); an event that is over is CONFLICT.',
    args: { invitationId: t.arg.globalID({ required: true }) },
    resolve: async (query, _root, { invitationId }, ctx) => {
      const { eventId } = await acceptEventInvitation(
        ctx.services,
        ctx.viewer!.id,
        rawIdOf(invitationId, 'EventInvitation'),
      );
      ctx.visibility.events.clear(eventId);
      return ctx.services.prisma.event.findUniqueOrThrow({ ...query, where: { id: eventId } });
    },
  }),
);

const DeclineEventInvitationPayload = builder
  .objectRef<{ invitationId: string }>('DeclineEventInvitationPayload')
  .implement({
    fields: (t) => ({
      declinedInvitationId: t.id({
        description: 'The global id of the declined invitation (gone from eventInvitations).',
        resolve: ({ invitationId }) => encodeGlobalID('EventInvitation', invitationId),
      }),
    }),
  });

builder.mutationField('declineEventInvitation', (t) =>
  t.field({
    type: DeclineEventInvitationPayload,
    errors: {},
    authScopes: { write: 'write:events' },
    description: 'Declines the invitation (a private event is then hidden again). Only the invitee (else NOT_FOUND).',
    args: { invitationId: t.arg.globalID({ required: true }) },
    resolve: (_root, { invitationId }, ctx) =>
      declineEventInvitation(ctx.services, ctx.viewer!.id, rawIdOf(invitationId, 'EventInvitation')),
  }),
);

builder.subscriptionField('pendingEventInvitationCount', (t) =>
  t.int({
    authScopes: { member: true },
    description:
      "The viewer's pending event invitations (the Invited Events badge), each time they change: someone invites the " +
      'viewer, or the viewer answers. Only the invitee hears of an invitation; the count is read with each delivery.',
    subscribe: (_root, _args, ctx) => listenTo(ctx, eventTopics.eventInvitationsChanged, ctx.viewer!.id, () => true),
    resolve: (_changed, _args, ctx) =>
      ctx.services.prisma.eventInvitation.count({ where: pendingEventInvitationsWhere(ctx.viewer!.id) }),
  }),
);
