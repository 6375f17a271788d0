/**
 * Event photos (the event page's Event Photos): the host and attendees of an in-person event list them, newest
 * first, and add them with an optional caption and tagged people (each notified: photo-tags.ts). The photo goes
 * through the image intake (5 MB, images only, the hourly quota, adult images refused) only once everything else
 * is valid, and the row is written after it: a refused upload leaves no photo behind.
 */
import { z } from 'zod';
import type { DbTx } from '../../db/prisma.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { badInput } from '../errors.js';
import { acceptImage, type IncomingImage } from '../images/intake.js';
import { announceNotificationsChanged } from '../notifications/notifications.js';
import { requireOwnImageUrl } from '../posts/uploaded-image.js';
import { requireAcceptableText } from '../safety/text-filter.js';
import type { Services } from '../services.js';
import { optionalText, parseInput } from '../validation.js';
import { pageOf, pageStart } from '../paging.js';
import { announceEventChanged } from './attendance.js';
import { requirePhotoAccess, type PhotoEvent } from './photo-access.js';
import { notifyTagged, parseTagList, requireTaggable } from './photo-tags.js';

export const NO_PHOTO_SELECTED = 'No photo selected';
export const MAX_CAPTION_LENGTH = 500;
export const DEFAULT_PHOTO_PAGE = 20;
export const MAX_PHOTO_PAGE = 50;

const photoInput = z.object({
  caption: optionalText(MAX_CAPTION_LENGTH, 'A caption'),
  /** An image the viewer already uploaded (POST /api/uploads/images): GraphQL, or a client that uploads first. */
  imageUrl: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.string().max(500).optional(),
  ),
});

/** A photo's tagged people, in the order they were tagged. */
export const taggedOrder: Prisma.EventPhotoTagOrderByWithRelationInput[] = [{ createdAt: 'asc' }, { userId: 'asc' }];

/** What presenting a photo needs: its uploader and tagged people. */
export const photoInclude = {
  uploader: true,
  tags: { orderBy: taggedOrder, include: { user: true } },
} satisfies Prisma.EventPhotoInclude;

export type ListedPhoto = Prisma.EventPhotoGetPayload<{ include: typeof photoInclude }>;

/** An event's photos, newest first (who may see them is photo-access.ts). */
export const eventPhotosWhere = (eventId: string): Prisma.EventPhotoWhereInput => ({ eventId });
export const newestPhotoFirst: Prisma.EventPhotoOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

/** A page of the event's photos, newest first, paged by (createdAt, id); the event comes along for presenting. */
export async function eventPhotosPage(
  db: DbTx,
  viewerId: string,
  rawEventId: unknown,
  query: { limit?: unknown; cursor?: unknown },
) {
  const { size, after } = pageStart(query, DEFAULT_PHOTO_PAGE, MAX_PHOTO_PAGE);
  const event = await requirePhotoAccess(db, viewerId, rawEventId);
  const rows = await db.eventPhoto.findMany({
    where: {
      ...eventPhotosWhere(event.id),
      ...(after
        ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] }
        : {}),
    },
    orderBy: newestPhotoFirst,
    take: size + 1,
    include: photoInclude,
  });
  return { event, ...pageOf(rows, size) };
}

/**
 * Adds a photo to the event: `raw` holds `caption` and `taggedPeople` (a list of member ids, or JSON text of
 * one), and `imageUrl` when no file is sent. Refusals: 404, 400 virtual, 403 (photo-access.ts), 400 "No photo
 * selected", caption and tags 400, then the intake's 413, 415, 429 and 400.
 */
export async function addEventPhoto(
  services: Services,
  viewerId: string,
  rawEventId: unknown,
  raw: unknown,
  image?: IncomingImage,
): Promise<{ photoId: string; event: PhotoEvent }> {
  const { prisma, config } = services;
  const event = await requirePhotoAccess(prisma, viewerId, rawEventId);
  const input = parseInput(photoInput, raw ?? {});
  requireAcceptableText('public', { caption: input.caption });
  if (!image?.data.byteLength && !input.imageUrl)
    throw badInput(NO_PHOTO_SELECTED, [{ field: 'photo', message: NO_PHOTO_SELECTED }]);
  const tagged = parseTagList((raw as { taggedPeople?: unknown } | undefined)?.taggedPeople, 'taggedPeople');
  await requireTaggable(prisma, event, tagged, 'taggedPeople');

  // Everything else is valid: only now is the photo checked and stored.
  const imageUrl = image?.data.byteLength
    ? (await acceptImage(services, { ...image, ownerId: viewerId })).url
    : await requireOwnImageUrl(prisma, config.publicUrl, viewerId, input.imageUrl!);
  const { photo, notified } = await prisma.$transaction(async (tx) => {
    const photo = await tx.eventPhoto.create({
      data: {
        eventId: event.id,
        uploaderId: viewerId,
        imageUrl,
        caption: input.caption ?? '',
        tags: { create: tagged.map((userId) => ({ userId })) },
      },
      select: { id: true },
    });
    return { photo, notified: await notifyTagged(tx, viewerId, event, tagged, services) };
  });
  announceNotificationsChanged(services.events, notified);
  announceEventChanged(services.events, event.id);
  return { photoId: photo.id, event };
}

export function loadEventPhoto(db: DbTx, photoId: string): Promise<ListedPhoto> {
  return db.eventPhoto.findUniqueOrThrow({ where: { id: photoId }, include: photoInclude });
}
