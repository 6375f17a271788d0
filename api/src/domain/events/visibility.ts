/**
 * Who sees an event, and who sees what is inside it. A public event is seen by every member; a private one by
 * its host, its attendees and waiting members, and the members it invited while their invitation is pending or
 * accepted (a declined invitee loses sight of it). Its discussion and photos are for its host and attendees.
 */
import { Prisma } from '../../generated/prisma/client.js';
import { moderationShownSql, moderationShownWhere } from '../moderation/visibility.js';
import { viewerParam, type VisibilityCondition } from '../visibility.js';

export const eventVisible: VisibilityCondition = (
  viewerId,
  e,
) => Prisma.sql`(${moderationShownSql(viewerParam(viewerId), e, 'creatorId')} AND (
  ${e}."isPublic"
  OR ${e}."creatorId" = ${viewerParam(viewerId)}
  OR EXISTS (SELECT 1 FROM "EventAttendee" ea WHERE ea."eventId" = ${e}.id AND ea."userId" = ${viewerParam(viewerId)})
  OR EXISTS (SELECT 1 FROM "EventInvitation" ei
             WHERE ei."eventId" = ${e}.id AND ei."inviteeId" = ${viewerParam(viewerId)} AND ei.status IN ('pending', 'accepted'))
))`;

/** The discussion (and photos): the host and the members attending (not those still waiting). */
export const eventContentVisible: VisibilityCondition = (
  viewerId,
  e,
) => Prisma.sql`(${moderationShownSql(viewerParam(viewerId), e, 'creatorId')} AND (
  ${e}."creatorId" = ${viewerParam(viewerId)}
  OR EXISTS (SELECT 1 FROM "EventAttendee" ea
             WHERE ea."eventId" = ${e}.id AND ea."userId" = ${viewerParam(viewerId)} AND ea.status = 'attending')
))`;

/** `eventVisible` for Prisma's where (the lists and connections that Prisma reads). */
export const visibleEventsWhere = (viewerId: string): Prisma.EventWhereInput => ({
  ...(moderationShownWhere(viewerId, 'creatorId', 'creator') as Prisma.EventWhereInput),
  OR: [
    { isPublic: true },
    { creatorId: viewerId },
    { attendees: { some: { userId: viewerId } } },
    { invitations: { some: { inviteeId: viewerId, status: { in: ['pending', 'accepted'] } } } },
  ],
});
