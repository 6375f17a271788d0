/**
 * Event invitations: the host invites their accepted connections (a pending EventInvitation and an
 * `event_invitation` notification each); the invitee accepts (attending, or the waiting list when the event is
 * full) or declines (a private event is then hidden from them again). Only the invitee answers: anyone else gets
 * 404, as for a missing invitation.
 */
import { z } from 'zod';
import type { DbTx } from '../../db/prisma.js';
import { acceptedConnectionsWhere } from '../connections/list.js';
import { badInput, conflict, notFound } from '../errors.js';
import { announceNotificationsChanged, createNotifications } from '../notifications/notifications.js';
import { requireId } from '../posts/read.js';
import type { Services } from '../services.js';
import { parseInput } from '../validation.js';
import {
  announceEventChanged,
  announceEventInvitationsChanged,
  EVENT_ENDED,
  lockVisibleEvent,
  takePlace,
} from './attendance.js';
import { hasEnded, requireEventHost } from './policy.js';

export const INVITE_CONNECTIONS_ONLY = 'You can only invite your connections.';
export const CHOOSE_INVITEES = 'Choose at least one connection to invite.';
export const MAX_INVITEES = 100;

const memberIds = (field: string) =>
  z
    .array(z.uuid({ error: `Each of ${field} must be a member id.` }), {
      error: `${field} must be a list of member ids.`,
    })
    .max(MAX_INVITEES, `Invite at most ${MAX_INVITEES} members at a time.`)
    .optional();

/** `userIds` (the create dialog's list) or `friendIds` (the event page's Invite Friends): one list, either name. */
export const eventInviteInput = z
  .object({ userIds: memberIds('userIds'), friendIds: memberIds('friendIds') })
  .transform(({ userIds, friendIds }) => [
    ...new Set([...(userIds ?? []), ...(friendIds ?? [])].map((id) => id.toLowerCase())),
  ])
  .refine((ids) => ids.length > 0, { message: CHOOSE_INVITEES, path: ['userIds'] })
  .refine((ids) => ids.length <= MAX_INVITEES, {
    message: `Invite at most ${MAX_INVITEES} members at a time.`,
    path: ['userIds'],
  });

/** Refuses anyone who is not the host's accepted connection (400, nobody invited). */
export async function requireConnections(db: DbTx, hostId: string, ids: string[], field: string): Promise<string[]> {
  const invitees = ids.filter((id) => id !== hostId);
  if (!invitees.length) return [];
  const connections = await db.connection.findMany({
    where: {
      AND: [
        acceptedConnectionsWhere(hostId),
        { OR: [{ requesterId: { in: invitees } }, { receiverId: { in: invitees } }] },
      ],
    },
    select: { requesterId: true, receiverId: true },
  });
  const connected = new Set(connections.map((c) => (c.requesterId === hostId ? c.receiverId : c.requesterId)));
  if (invitees.some((id) => !connected.has(id)))
    throw badInput(INVITE_CONNECTIONS_ONLY, [{ field, message: INVITE_CONNECTIONS_ONLY }]);
  return invitees;
}

/** The notification an invitee gets, from create and from Invite Friends alike. */
export const invitationNotification =
  (hostId: string, hostUsername: string, event: { id: string; title: string }) => (userId: string) => ({
    userId,
    actorId: hostId,
    type: 'event_invitation' as const,
    title: 'Event invitation',
    message: `@${hostUsername} invited you to "${event.title}".`,
    target: { type: 'event' as const, id: event.id },
  });

/**
 * Invites the host's connections to their event. Attendees, waiting members and those with a pending invitation
 * are skipped; a declined invitation is renewed. Returns how many were invited.
 */
export async function inviteToEvent(
  services: Services,
  viewerId: string,
  rawEventId: unknown,
  raw: unknown,
  now = new Date(),
) {
  const body = (raw ?? {}) as { userIds?: unknown; friendIds?: unknown };
  const userIds = parseInput(eventInviteInput, { userIds: body.userIds, friendIds: body.friendIds });
  const { prisma, events } = services;
  const { event } = await requireEventHost(prisma, viewerId, rawEventId);
  if (hasEnded(event, now)) throw conflict(EVENT_ENDED);
  const { invited, notified } = await prisma.$transaction(async (tx) => {
    const invitees = await requireConnections(tx, viewerId, userIds, 'userIds');
    const [attendees, pending, host] = await Promise.all([
      tx.eventAttendee.findMany({ where: { eventId: event.id, userId: { in: invitees } }, select: { userId: true } }),
      tx.eventInvitation.findMany({
        where: { eventId: event.id, inviteeId: { in: invitees }, status: 'pending' },
        select: { inviteeId: true },
      }),
      tx.user.findUniqueOrThrow({ where: { id: viewerId }, select: { username: true } }),
    ]);
    const skip = new Set([...attendees.map((a) => a.userId), ...pending.map((p) => p.inviteeId)]);
    const fresh = invitees.filter((id) => !skip.has(id));
    for (const inviteeId of fresh) {
      // One row per event and invitee: a declined (or answered) invitation is renewed.
      await tx.eventInvitation.upsert({
        where: { eventId_inviteeId: { eventId: event.id, inviteeId } },
        create: { eventId: event.id, inviteeId, inviterId: viewerId, createdAt: now },
        update: { inviterId: viewerId, status: 'pending', createdAt: now, respondedAt: null },
      });
    }
    const notified = await createNotifications(
      tx,
      fresh.map(invitationNotification(viewerId, host.username, event)),
      services,
    );
    return { invited: fresh, notified };
  });
  announceNotificationsChanged(events, notified);
  announceEventInvitationsChanged(events, invited);
  return { eventId: event.id, invited: invited.length };
}

/** The viewer's own pending invitation, else 404. */
async function requirePendingInvitation(db: DbTx, viewerId: string, rawInvitationId: unknown) {
  const id = requireId(rawInvitationId, 'invitation');
  const invitation = await db.eventInvitation.findUnique({ where: { id } });
  if (!invitation || invitation.inviteeId !== viewerId || invitation.status !== 'pending')
    throw notFound('That invitation');
  return invitation;
}

/**
 * Accepts: the invitee attends, or joins the waiting list when the event is full (`status` says which). An
 * event that is over refuses (409), and the invitation stays pending.
 */
export async function acceptEventInvitation(
  services: Services,
  viewerId: string,
  rawInvitationId: unknown,
  now = new Date(),
) {
  const { prisma, events } = services;
  const invitation = await requirePendingInvitation(prisma, viewerId, rawInvitationId);
  const status = await prisma.$transaction(async (tx) =>
    takePlace(tx, await lockVisibleEvent(tx, viewerId, invitation.eventId), viewerId, 'invitation', now),
  );
  announceEventChanged(events, invitation.eventId);
  announceEventInvitationsChanged(events, [viewerId]);
  return { invitationId: invitation.id, eventId: invitation.eventId, status };
}

/** Declines: a private event is no longer the invitee's to see. */
export async function declineEventInvitation(
  services: Services,
  viewerId: string,
  rawInvitationId: unknown,
  now = new Date(),
) {
  const invitation = await requirePendingInvitation(services.prisma, viewerId, rawInvitationId);
  await services.prisma.eventInvitation.updateMany({
    where: { id: invitation.id, status: 'pending' },
    data: { status: 'declined', respondedAt: now },
  });
  announceEventChanged(services.events, invitation.eventId);
  announceEventInvitationsChanged(services.events, [viewerId]);
  return { invitationId: invitation.id, eventId: invitation.eventId };
}

/** The viewer's pending invitations (Prisma where: the GraphQL connection and the Invited badge use it too). */
export const pendingEventInvitationsWhere = (viewerId: string) => ({ inviteeId: viewerId, status: 'pending' as const });
