/**
 * Editing an event (Edit Event: PUT /api/events/:id JSON, PATCH multipart with `image` and `banner`,
 * updateEvent): the host only. Validates like create; fields left out stay as they are, `null` clears the
 * optional ones. The attendee limit cannot fall below the members already attending (409, under the attendance
 * lock); raising or removing it gives the places to the waiting list. A change of title, time, place or link
 * notifies the attendees ("Event updated").
 */
import { z } from 'zod';
import { EventCategory, Prisma } from '../../generated/prisma/client.js';
import { badInput, conflict } from '../errors.js';
import { acceptImage, type IncomingImage } from '../images/intake.js';
import { announceNotificationsChanged, notifyMembers } from '../notifications/notifications.js';
import { requireOwnImageUrl } from '../posts/uploaded-image.js';
import { requireAcceptableText } from '../safety/text-filter.js';
import type { Services } from '../services.js';
import { formBoolean, formList, optionalMemberDate, parseInput } from '../validation.js';
import { announceEventChanged, countAttending, lockVisibleEvent, promoteWaiting } from './attendance.js';
import {
  EVENT_ENDS_BEFORE_START,
  EVENT_START_REQUIRED,
  EVENT_TITLE_REQUIRED,
  MAX_EVENT_ATTENDEES,
  MAX_EVENT_DESCRIPTION_LENGTH,
  MAX_EVENT_LOCATION_LENGTH,
  MAX_EVENT_TITLE_LENGTH,
} from './create-event.js';
import { requireEventHost } from './policy.js';

export const MEETING_URL_HTTPS = 'The meeting link must be an https:// address.';
export const MEETING_URL_VIRTUAL_ONLY = 'A meeting link is only for virtual events.';
export const EVENT_UPDATED_TITLE = 'Event updated';
export const attendeeLimitBelowCount = (count: number) =>
  `This event already has ${count} ${count === 1 ? 'attendee' : 'attendees'}: the limit cannot be lower.`;

const maxAttendeesMessage = `maxAttendees must be a whole number from 1 to ${MAX_EVENT_ATTENDEES}.`;
const categoryMessage = `Each category must be one of: ${Object.values(EventCategory).join(', ')}.`;

/** Left out: unchanged; `null` or '' clears. */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? null : value), schema.nullable().optional());
/** Text that may be emptied: `null` is ''. */
const editableText = (max: number, label: string) =>
  z.preprocess(
    (value) => (value === null ? '' : value),
    z
      .string({ error: `${label} must be text.` })
      .trim()
      .max(max, `${label} must be at most ${max} characters.`)
      .optional(),
  );

const httpsUrl = z
  .string({ error: MEETING_URL_HTTPS })
  .trim()
  .max(500, 'The meeting link can be at most 500 characters.')
  .refine((text) => {
    try {
      const url = new URL(text);
      return url.protocol === 'https:' && url.hostname !== '';
    } catch {
      return false;
    }
  }, MEETING_URL_HTTPS);

export const updateEventInput = z.object({
  title: z.preprocess(
    (value) => (value === null ? '' : value),
    z
      .string({ error: 'title must be text.' })
      .trim()
      .min(1, EVENT_TITLE_REQUIRED)
      .max(MAX_EVENT_TITLE_LENGTH, `An event title can be at most ${MAX_EVENT_TITLE_LENGTH} characters.`)
      .optional(),
  ),
  description: editableText(MAX_EVENT_DESCRIPTION_LENGTH, 'The description'),
  location: editableText(MAX_EVENT_LOCATION_LENGTH, 'The location'),
  startDate: optionalMemberDate('startDate'),
  endDate: optionalMemberDate('endDate'),
  maxAttendees: clearable(
    z.coerce
      .number({ error: maxAttendeesMessage })
      .int(maxAttendeesMessage)
      .min(1, maxAttendeesMessage)
      .max(MAX_EVENT_ATTENDEES, maxAttendeesMessage),
  ),
  category: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(EventCategory, { error: categoryMessage }).optional(),
  ),
  // A multipart form sends the list as JSON text.
  categories: z.preprocess(
    (value) => (value === undefined ? undefined : formList()(value)),
    z
      .array(z.enum(EventCategory, { error: categoryMessage }), { error: 'categories must be a list.' })
      .max(17)
      .optional(),
  ),
  isPublic: z.preprocess((value) => (value === '' || value === null ? undefined : value), formBoolean.optional()),
  isVirtual: z.preprocess((value) => (value === '' || value === null ? undefined : value), formBoolean.optional()),
  meetingUrl: clearable(httpsUrl),
  imageUrl: clearable(z.string().max(500)),
  bannerUrl: clearable(z.string().max(500)),
});

export type UpdateEventInput = z.input<typeof updateEventInput>;

export interface EventImages {
  image?: IncomingImage | undefined;
  banner?: IncomingImage | undefined;
}

type Raw = Record<string, unknown>;

/** Start and end as sent: a start cannot be cleared (400), an end can (`null` or ''). */
function parseEdit(raw: Raw) {
  if ('startDate' in raw && (raw.startDate === null || raw.startDate === '')) {
    throw badInput(EVENT_START_REQUIRED, [{ field: 'startDate', message: EVENT_START_REQUIRED }]);
  }
  const clearsEnd = 'endDate' in raw && (raw.endDate === null || raw.endDate === '');
  const input = parseInput(updateEventInput, raw);
  return { ...input, endDate: clearsEnd ? null : input.endDate };
}

/** What of the event the attendees are told changed (title, time, place, link), in words. */
function changedParts(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const differs = (key: string) => String(after[key] ?? '') !== String(before[key] ?? '');
  const dateDiffers = (key: string) =>
    ((after[key] as Date | null)?.getTime() ?? null) !== ((before[key] as Date | null)?.getTime() ?? null);
  return [
    differs('title') ? 'title' : null,
    dateDiffers('startDate') || dateDiffers('endDate') ? 'time' : null,
    differs('location') || differs('isVirtual') ? 'place' : null,
    differs('meetingUrl') ? 'meeting link' : null,
  ].filter((part): part is string => part !== null);
}

const listed = (parts: string[]) =>
  parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0]!;
export const eventUpdatedMessage = (title: string, parts: string[]) =>
  `The host changed the ${listed(parts)} of "${title}".`;

/** Applies the edit; returns the event's id. */
export async function updateEvent(
  services: Services,
  viewerId: string,
  rawEventId: unknown,
  raw: unknown,
  files: EventImages = {},
  now = new Date(),
) {
  const { prisma, events, config } = services;
  const { imageUrl, bannerUrl, category, categories, ...fields } = parseEdit((raw ?? {}) as Raw);
  requireAcceptableText('public', { title: fields.title, description: fields.description, location: fields.location });
  const { event: access } = await requireEventHost(prisma, viewerId, rawEventId);
  const before = await prisma.event.findUniqueOrThrow({ where: { id: access.id } });

  const start = fields.startDate ?? before.startDate;
  const end = fields.endDate === undefined ? before.endDate : fields.endDate;
  if (end && end < start)
    throw badInput(EVENT_ENDS_BEFORE_START, [{ field: 'endDate', message: EVENT_ENDS_BEFORE_START }]);
  const isVirtual = fields.isVirtual ?? before.isVirtual;
  if (!isVirtual && fields.meetingUrl)
    throw badInput(MEETING_URL_VIRTUAL_ONLY, [{ field: 'meetingUrl', message: MEETING_URL_VIRTUAL_ONLY }]);
  const data: Prisma.EventUpdateInput = { ...fields };
  // A link belongs to a virtual event: it goes when the event moves to a place.
  if (!isVirtual && before.meetingUrl) data.meetingUrl = null;
  if (categories !== undefined || category !== undefined) {
    const rest = categories ?? before.categories.filter((c) => c !== category);
    data.categories = [...new Set([...(category ? [category] : []), ...rest])];
  }

  // Images last: a refused edit stores no upload.
  const image = async (file: IncomingImage | undefined, url: string | null | undefined, field: string) => {
    if (file?.data.byteLength) return (await acceptImage(services, { ...file, ownerId: viewerId })).url;
    if (url === undefined || url === null) return url;
    return requireOwnImageUrl(prisma, config.publicUrl, viewerId, url, field);
  };
  const newImage = await image(files.image, imageUrl, 'imageUrl');
  const newBanner = await image(files.banner, bannerUrl, 'bannerUrl');
  if (newImage !== undefined) data.imageUrl = newImage;
  if (newBanner !== undefined) data.bannerUrl = newBanner;

  const notified = await prisma.$transaction(async (tx) => {
    const locked = await lockVisibleEvent(tx, viewerId, access.id);
    if (fields.maxAttendees != null) {
      const count = await countAttending(tx, access.id);
      const message = attendeeLimitBelowCount(count);
      if (count > fields.maxAttendees) throw conflict(message, [{ field: 'maxAttendees', message }]);
    }
    const after = await tx.event.update({ where: { id: access.id }, data });
    const parts = changedParts(before, after);
    const updated = parts.length
      ? await notifyMembers(
          tx,
          Prisma.sql`SELECT "userId" AS id FROM "EventAttendee" WHERE "eventId" = ${access.id}::uuid AND status = 'attending'`,
          {
            actorId: viewerId,
            type: 'event',
            title: EVENT_UPDATED_TITLE,
            message: eventUpdatedMessage(after.title, parts),
            target: { type: 'event', id: access.id },
            about: { type: 'event', id: access.id },
            createdAt: now,
          },
          services,
        )
      : [];
    // More places (or no limit): the waiting list moves up.
    const morePlaces =
      before.maxAttendees !== null && (after.maxAttendees === null || after.maxAttendees > before.maxAttendees);
    const promoted = morePlaces
      ? (await promoteWaiting(tx, { ...locked, title: after.title, maxAttendees: after.maxAttendees }, now, services))
          .notified
      : [];
    return [...updated, ...promoted];
  });
  announceNotificationsChanged(events, notified);
  announceEventChanged(events, access.id);
  return access.id;
}
