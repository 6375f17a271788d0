/**
 * Public events are seen by every member; a private one only by its creator, its attendees and its invitees.
 */
import { Prisma } from '../../generated/prisma/client.js';
import { viewerParam, type VisibilityCondition } from '../visibility.js';

export const eventVisible: VisibilityCondition = (viewerId, e) => Prisma.sql`(
  ${e}."isPublic"
  OR ${e}."creatorId" = ${viewerParam(viewerId)}
  OR EXISTS (SELECT 1 FROM "EventAttendee" ea WHERE ea."eventId" = ${e}.id AND ea."userId" = ${viewerParam(viewerId)})
  OR EXISTS (SELECT 1 FROM "EventInvitation" ei WHERE ei."eventId" = ${e}.id AND ei."inviteeId" = ${viewerParam(viewerId)})
)`;
