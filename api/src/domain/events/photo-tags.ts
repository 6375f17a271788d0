/**
 * People tagged in event photos: parsed from a list of member ids (JSON text in a multipart form), each one the
 * event's host or an attendee; edited by the photo's uploader or the event's host, who replace the whole set.
 * Each newly tagged member (not the one tagging) gets a notification. The uploader or the host may also delete
 * the photo.
 */
import { z } from 'zod';
import type { DbTx } from '../../db/prisma.js';
import { badInput, forbidden, isAppError, notFound } from '../errors.js';
import {
  announceNotificationsChanged,
  createNotifications,
  type NewNotification,
} from '../notifications/notifications.js';
import type { Notifier } from '../notifications/notifications.js';
import { requireId } from '../posts/read.js';
import type { Services } from '../services.js';
import { formList, parseInput, UUID_PATTERN } from '../validation.js';
import { announceEventChanged } from './attendance.js';
import { requirePhotoAccess, type PhotoEvent } from './photo-access.js';

export const MAX_PHOTO_TAGS = 50;
export const TAGS_NOT_A_LIST = 'Tagged people must be a list of member ids.';
export const TOO_MANY_TAGS = `A photo can tag at most ${MAX_PHOTO_TAGS} people.`;
export const TAG_NOT_PARTICIPANT = 'Only the host and attendees of this event can be tagged.';
export const TAGS_REQUIRED = 'Send the tagged people: a list of member ids (an empty list removes every tag).';
export const TAG_EDITORS_ONLY = 'Photo tags can be edited by the uploader or the event host only.';
export const PHOTO_DELETERS_ONLY = 'A photo can be deleted by its uploader or the event host only.';

/** Tags are edited, and the photo deleted, by the photo's uploader or the event's host. */
export const canEditEventPhoto = (viewerId: string, photo: { uploaderId: string }, event: { creatorId: string }) =>
  photo.uploaderId === viewerId || event.creatorId === viewerId;

/** The notifications of the members just tagged by `actorId` (not themself), one statement's worth. */
export async function notifyTagged(
  db: DbTx,
  actorId: string,
  event: Pick<PhotoEvent, 'id' | 'title'>,
  userIds: readonly string[],
  notifier: Notifier,
) {
  const tagged = userIds.filter((id) => id !== actorId);
  if (tagged.length === 0) return [];
  const actor = await db.user.findUniqueOrThrow({ where: { id: actorId }, select: { username: true } });
  return createNotifications(
    db,
    tagged.map(
      (userId): NewNotification => ({
        userId,
        actorId,
        type: 'event',
        title: 'Tagged in a photo',
        message: `@${actor.username} tagged you in a photo from "${event.title}".`,
        target: { type: 'event', id: event.id },
        about: { type: 'event', id: event.id },
      }),
    ),
    notifier,
  );
}

/** The event's photo, when the viewer may see the event's photos (else 404/400/403) and edit it (else 403 `refusal`). */
async function requireEditablePhoto(
  db: DbTx,
  viewerId: string,
  rawEventId: unknown,
  rawPhotoId: unknown,
  refusal: string,
) {
  const photoId = requireId(rawPhotoId, 'photo', 'photoId');
  const event = await requirePhotoAccess(db, viewerId, rawEventId);
  const photo = await db.eventPhoto.findFirst({
    where: { id: photoId, eventId: event.id },
    select: { id: true, uploaderId: true, tags: { select: { userId: true } } },
  });
  if (!photo) throw notFound('Photo');
  if (!canEditEventPhoto(viewerId, photo, event)) throw forbidden(refusal);
  return { photo, event };
}

/** An item may be an id, or a user-like object `{ id }` / `{ userId }` (what a client that holds users sends). */
const idOfItem = (item: unknown) =>
  item !== null && typeof item === 'object'
    ? ((item as { userId?: unknown }).userId ?? (item as { id?: unknown }).id)
    : item;

const tagList = z.preprocess(
  formList(() => null),
  z
    .array(z.preprocess(idOfItem, z.string({ error: TAGS_NOT_A_LIST }).regex(UUID_PATTERN, TAGS_NOT_A_LIST)), {
      error: TAGS_NOT_A_LIST,
    })
    .max(MAX_PHOTO_TAGS, TOO_MANY_TAGS)
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
);

/** The member ids of a tag list (absent or empty: none), each once; `field` names it in errors. */
export function parseTagList(raw: unknown, field: string): string[] {
  return parseInput(z.object({ [field]: tagList }), { [field]: raw })[field] as string[];
}

/** Refuses (400) any id that is neither the event's host nor one of its attendees. One statement. */
export async function requireTaggable(
  db: DbTx,
  event: Pick<PhotoEvent, 'id' | 'creatorId'>,
  userIds: string[],
  field: string,
) {
  const others = userIds.filter((id) => id !== event.creatorId);
  if (others.length === 0) return;
  const attending = await db.eventAttendee.count({
    where: { eventId: event.id, status: 'attending', userId: { in: others } },
  });
  if (attending !== others.length) throw badInput(TAG_NOT_PARTICIPANT, [{ field, message: TAG_NOT_PARTICIPANT }]);
}

/**
 * Replaces the photo's tags with `raw` (a list of member ids; empty removes them all). The viewer must see the
 * event's photos, and be the photo's uploader or the host.
 */
export async function updateEventPhotoTags(
  { prisma, events, jobs, config }: Pick<Services, 'prisma' | 'events' | 'jobs' | 'config'>,
  viewerId: string,
  rawEventId: unknown,
  rawPhotoId: unknown,
  raw: unknown,
  field = 'tags',
): Promise<{ photoId: string; event: PhotoEvent }> {
  const { photo, event } = await requireEditablePhoto(prisma, viewerId, rawEventId, rawPhotoId, TAG_EDITORS_ONLY);
  // An absent list is a mistake, not "remove every tag".
  if (raw === undefined) throw badInput(TAGS_REQUIRED, [{ field, message: TAGS_REQUIRED }]);
  const userIds = parseTagList(raw, field);
  await requireTaggable(prisma, event, userIds, field);
  const before = new Set(photo.tags.map((tag) => tag.userId));
  const notified = await prisma.$transaction(async (tx) => {
    await tx.eventPhotoTag.deleteMany({ where: { photoId: photo.id, userId: { notIn: userIds } } });
    await tx.eventPhotoTag.createMany({
      data: userIds.map((userId) => ({ photoId: photo.id, userId })),
      skipDuplicates: true,
    });
    return notifyTagged(
      tx,
      viewerId,
      event,
      userIds.filter((id) => !before.has(id)),
      { jobs, config },
    );
  });
  announceNotificationsChanged(events, notified);
  announceEventChanged(events, event.id);
  return { photoId: photo.id, event };
}

/** Deletes the photo (its tags go with it): its uploader or the event's host only. */
export async function deleteEventPhoto(
  { prisma, events }: Pick<Services, 'prisma' | 'events'>,
  viewerId: string,
  rawEventId: unknown,
  rawPhotoId: unknown,
) {
  const { photo, event } = await requireEditablePhoto(prisma, viewerId, rawEventId, rawPhotoId, PHOTO_DELETERS_ONLY);
  await prisma.eventPhoto.delete({ where: { id: photo.id } });
  announceEventChanged(events, event.id);
  return { photoId: photo.id, event };
}

/**
 * `command` for a photo named alone (GraphQL): its event is looked up, and a photo whose event the viewer may
 * not see is "not found" too.
 */
export async function withPhotoById<T>(
  { prisma }: Pick<Services, 'prisma'>,
  rawPhotoId: unknown,
  command: (eventId: string, photoId: string) => Promise<T>,
): Promise<T> {
  const photoId = requireId(rawPhotoId, 'photo', 'photoId');
  const photo = await prisma.eventPhoto.findUnique({ where: { id: photoId }, select: { eventId: true } });
  if (!photo) throw notFound('Photo');
  try {
    return await command(photo.eventId, photoId);
  } catch (error) {
    throw isAppError(error) && error.code === 'NOT_FOUND' ? notFound('Photo') : error;
  }
}
