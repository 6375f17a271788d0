/**
 * People tagged in event photos: parsed from a list of member ids (JSON text in a multipart form), each one the
 * event's host or an attendee; edited by the photo's uploader or the event's host, who replace the whole set.
 */
import { z } from 'zod';
import type { DbTx } from '../../db/prisma.js';
import { badInput, forbidden, isAppError, notFound } from '../errors.js';
import { requireId } from '../posts/read.js';
import type { Services } from '../services.js';
import { formList, parseInput, UUID_PATTERN } from '../validation.js';
import { requirePhotoAccess, type PhotoEvent } from './photo-access.js';

export const MAX_PHOTO_TAGS = 50;
export const TAGS_NOT_A_LIST = 'Tagged people must be a list of member ids.';
export const TOO_MANY_TAGS = `A photo can tag at most ${MAX_PHOTO_TAGS} people.`;
export const TAG_NOT_PARTICIPANT = 'Only the host and attendees of this event can be tagged.';
export const TAGS_REQUIRED = 'Send the tagged people: a list of member ids (an empty list removes every tag).';
export const TAG_EDITORS_ONLY = 'Photo tags can be edited by the uploader or the event host only.';

/** Tags are edited by the photo's uploader or the event's host (part 2, section 6). */
export const canEditPhotoTags = (viewerId: string, photo: { uploaderId: string }, event: { creatorId: string }) =>
  photo.uploaderId === viewerId || event.creatorId === viewerId;

/** An item may be an id, or a user-like object `{ id }` / `{ userId }` (what a client that holds users sends). */
const idOfItem = (item: unknown) =>
  item !== null && typeof item === 'object' ? ((item as { userId?: unknown }).userId ?? (item as { id?: unknown }).id) : item;

const tagList = z.preprocess(
  formList(() => null),
  z
    .array(z.preprocess(idOfItem, z.string({ error: TAGS_NOT_A_LIST }).regex(UUID_PATTERN, TAGS_NOT_A_LIST)), { error: TAGS_NOT_A_LIST })
    .max(MAX_PHOTO_TAGS, TOO_MANY_TAGS)
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
);

/** The member ids of a tag list (absent or empty: none), each once; `field` names it in errors. */
export function parseTagList(raw: unknown, field: string): string[] {
  return parseInput(z.object({ [field]: tagList }), { [field]: raw })[field] as string[];
}

/** Refuses (400) any id that is neither the event's host nor one of its attendees. One statement. */
export async function requireTaggable(db: DbTx, event: Pick<PhotoEvent, 'id' | 'creatorId'>, userIds: string[], field: string) {
  const others = userIds.filter((id) => id !== event.creatorId);
  if (others.length === 0) return;
  const attending = await db.eventAttendee.count({ where: { eventId: event.id, status: 'attending', userId: { in: others } } });
  if (attending !== others.length) throw badInput(TAG_NOT_PARTICIPANT, [{ field, message: TAG_NOT_PARTICIPANT }]);
}

/**
 * Replaces the photo's tags with `raw` (a list of member ids; empty removes them all). The viewer must see the
 * event's photos, and be the photo's uploader or the host.
 */
export async function updateEventPhotoTags(
  { prisma }: Pick<Services, 'prisma'>,
  viewerId: string,
  rawEventId: unknown,
  rawPhotoId: unknown,
  raw: unknown,
  field = 'tags',
): Promise<{ photoId: string; event: PhotoEvent }> {
  const photoId = requireId(rawPhotoId, 'photo', 'photoId');
  const event = await requirePhotoAccess(prisma, viewerId, rawEventId);
  const photo = await prisma.eventPhoto.findFirst({ where: { id: photoId, eventId: event.id }, select: { id: true, uploaderId: true } });
  if (!photo) throw notFound('Photo');
  if (!canEditPhotoTags(viewerId, photo, event)) throw forbidden(TAG_EDITORS_ONLY);
  // An absent list is a mistake, not "remove every tag".
  if (raw === undefined) throw badInput(TAGS_REQUIRED, [{ field, message: TAGS_REQUIRED }]);
  const userIds = parseTagList(raw, field);
  await requireTaggable(prisma, event, userIds, field);
  await prisma.$transaction(async (tx) => {
    await tx.eventPhotoTag.deleteMany({ where: { photoId, userId: { notIn: userIds } } });
    await tx.eventPhotoTag.createMany({ data: userIds.map((userId) => ({ photoId, userId })), skipDuplicates: true });
  });
  return { photoId: photo.id, event };
}

/** The same, for a photo named alone (GraphQL): a photo whose event the viewer may not see is "not found" too. */
export async function updatePhotoTagsById(services: Pick<Services, 'prisma'>, viewerId: string, rawPhotoId: unknown, raw: unknown, field = 'userIds') {
  const photoId = requireId(rawPhotoId, 'photo', 'photoId');
  const photo = await services.prisma.eventPhoto.findUnique({ where: { id: photoId }, select: { eventId: true } });
  if (!photo) throw notFound('Photo');
  try {
    return await updateEventPhotoTags(services, viewerId, photo.eventId, photoId, raw, field);
  } catch (error) {
    throw isAppError(error) && error.code === 'NOT_FOUND' ? notFound('Photo') : error;
  }
}
