/**
 * Who may do what with an event, written once for both adapters. The host (the event's creator) edits, deletes,
 * invites and generates the link; the host and the members attending read and post the discussion. An event the
 * viewer may not see is "not found", exactly like one that does not exist.
 */
import type { DbTx } from '../../db/prisma.js';
import type { AttendeeStatus } from '../../generated/prisma/client.js';
import { forbidden, notFound } from '../errors.js';
import { shownByModeration, suspensionSelect } from '../moderation/visibility.js';
import { requireId } from '../posts/read.js';

export const ONLY_THE_HOST = 'Only the event host can do that.';
export const ATTENDEES_ONLY = 'Only attendees and the host can see the event discussion.';

export interface EventAccess {
  event: {
    id: string;
    title: string;
    creatorId: string;
    isPublic: boolean;
    isVirtual: boolean;
    maxAttendees: number | null;
    startDate: Date;
    endDate: Date | null;
  };
  /** The viewer's row: attending, or waiting for a place. */
  attendance: AttendeeStatus | null;
  /** The viewer's invitation's status, if they were ever invited. */
  invitation: 'pending' | 'accepted' | 'declined' | null;
}

export const isHost = (access: EventAccess, viewerId: string) => access.event.creatorId === viewerId;

/** The host and attendees: the discussion, photos, the meeting link. */
export const canSeeEventContent = (access: EventAccess, viewerId: string) =>
  isHost(access, viewerId) || access.attendance === 'attending';

export function isVisible(access: EventAccess, viewerId: string): boolean {
  return (
    access.event.isPublic ||
    isHost(access, viewerId) ||
    access.attendance !== null ||
    access.invitation === 'pending' ||
    access.invitation === 'accepted'
  );
}

/** The event and the viewer's standing in it; 404 when it is missing, malformed or hidden from the viewer. */
export async function loadEventAccess(db: DbTx, viewerId: string, rawEventId: unknown): Promise<EventAccess> {
  const eventId = requireId(rawEventId, 'event');
  const row = await db.event.findUnique({
    where: { id: eventId },
    select: {
      id: true,
      title: true,
      creatorId: true,
      isPublic: true,
      isVirtual: true,
      maxAttendees: true,
      startDate: true,
      endDate: true,
      hidden: true,
      creator: suspensionSelect,
      attendees: { where: { userId: viewerId }, select: { status: true } },
      invitations: { where: { inviteeId: viewerId }, select: { status: true } },
    },
  });
  if (!row) throw notFound('Event');
  const { attendees, invitations, hidden, creator, ...event } = row;
  const access = { event, attendance: attendees[0]?.status ?? null, invitation: invitations[0]?.status ?? null };
  if (!shownByModeration({ hidden }, event.creatorId, creator, viewerId) || !isVisible(access, viewerId))
    throw notFound('Event');
  return access;
}

/** The event, when the viewer hosts it (403 otherwise; 404 when they may not even see it). */
export async function requireEventHost(db: DbTx, viewerId: string, rawEventId: unknown): Promise<EventAccess> {
  const access = await loadEventAccess(db, viewerId, rawEventId);
  if (!isHost(access, viewerId)) throw forbidden(ONLY_THE_HOST);
  return access;
}

/** The event, when the viewer may read its discussion (403 for anyone else who sees the event). */
export async function requireEventContent(db: DbTx, viewerId: string, rawEventId: unknown): Promise<EventAccess> {
  const access = await loadEventAccess(db, viewerId, rawEventId);
  if (!canSeeEventContent(access, viewerId)) throw forbidden(ATTENDEES_ONLY);
  return access;
}

/** An event is over once its end (else its start) has passed: attending, waiting and leaving are refused. */
export const hasEnded = (event: { startDate: Date; endDate: Date | null }, now = new Date()) =>
  (event.endDate ?? event.startDate) < now;
