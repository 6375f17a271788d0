/**
 * Who sees and posts an event's photos: its host and its attendees (status attending), for in-person events.
 * Checked in this order, so a refusal says no more than the viewer may know: not visible 404, virtual 400,
 * visible but neither host nor attendee 403.
 */
import type { DbTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { badInput, forbidden, notFound } from '../errors.js';
import { requireId } from '../posts/read.js';
import { alias, type VisibilityCondition } from '../visibility.js';
import { eventContentVisible, eventVisible } from './visibility.js';

export const VIRTUAL_EVENT_PHOTOS = 'Photos are for in-person events: this event is virtual.';
export const ATTENDEES_ONLY_PHOTOS = 'Only attendees and the host can see and post photos of this event.';

/** The event is in person and the viewer hosts it or attends it: the photos are theirs to see. */
export const eventPhotosVisible: VisibilityCondition = (viewerId, e) =>
  Prisma.sql`(NOT ${e}."isVirtual" AND ${eventContentVisible(viewerId, e)})`;

export interface PhotoEvent {
  id: string;
  title: string;
  creatorId: string;
  isVirtual: boolean;
  /** The viewer hosts or attends it. */
  participant: boolean;
}

/** The event whose photos the viewer may see and post, or the refusal (404, 400, 403). One statement. */
export async function requirePhotoAccess(
  db: DbTx,
  viewerId: string,
  rawEventId: unknown,
  field = 'id',
): Promise<PhotoEvent> {
  const eventId = requireId(rawEventId, 'event', field);
  const e = alias('e');
  const [event] = await db.$queryRaw<PhotoEvent[]>(Prisma.sql`
    SELECT ${e}.id, ${e}.title, ${e}."creatorId", ${e}."isVirtual", ${eventContentVisible(viewerId, e)} AS participant
    FROM "Event" ${e}
    WHERE ${e}.id = ${eventId}::uuid AND ${eventVisible(viewerId, e)}`);
  if (!event) throw notFound('Event');
  if (event.isVirtual) throw badInput(VIRTUAL_EVENT_PHOTOS);
  if (!event.participant) throw forbidden(ATTENDEES_ONLY_PHOTOS);
  return event;
}
