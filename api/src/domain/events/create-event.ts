/**
 * Creating an event (the create-event dialog). The creator is its host (not an attendee: attend.ts
 * refuses the host). Members named in `inviteList` must be the host's connections; each gets an invitation and a
 * notification. A group event (`groupId`) needs its creator to belong to the group. A start date in the past is
 * accepted: the events page shows such an event as ended.
 */
import { z } from 'zod';
import { EventCategory } from '../../generated/prisma/client.js';
import { requireGroupMember } from '../groups/policy.js';
import { announceNotificationsChanged, createNotifications } from '../notifications/notifications.js';
import { requireAcceptableText } from '../safety/text-filter.js';
import type { Services } from '../services.js';
import { formBoolean, formList, memberDate, optionalMemberDate, optionalText, parseInput } from '../validation.js';
import { invitationNotification, MAX_INVITEES, requireConnections } from './invitations.js';
import { loadListedEvents, type ListedEvent } from './lists.js';

export { INVITE_CONNECTIONS_ONLY, MAX_INVITEES } from './invitations.js';

export const MAX_EVENT_TITLE_LENGTH = 200;
export const MAX_EVENT_DESCRIPTION_LENGTH = 5000;
export const MAX_EVENT_LOCATION_LENGTH = 300;
export const MAX_EVENT_ATTENDEES = 100_000;
export const EVENT_TITLE_REQUIRED = 'Please enter an event title.';
export const EVENT_START_REQUIRED = 'Please select a start date for the event.';
export const EVENT_ENDS_BEFORE_START = 'The end date must not be before the start date.';
export const GROUP_EVENT_MEMBERS_ONLY = 'Only members of this group can create events in it. Join the group first.';

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const maxAttendeesMessage = `maxAttendees must be a whole number from 1 to ${MAX_EVENT_ATTENDEES}.`;
const categoryMessage = `Each category must be one of: ${Object.values(EventCategory).join(', ')}.`;
const uuid = z.uuid({ error: 'inviteList must hold member ids.' });

export const createEventInput = z
  .object({
    title: z.preprocess(
      (value) => (value === undefined || value === null ? '' : value),
      z
        .string({ error: 'title must be text.' })
        .trim()
        .min(1, EVENT_TITLE_REQUIRED)
        .max(MAX_EVENT_TITLE_LENGTH, `An event title can be at most ${MAX_EVENT_TITLE_LENGTH} characters.`),
    ),
    description: z.preprocess(blankToUndefined, optionalText(MAX_EVENT_DESCRIPTION_LENGTH, 'The description')),
    location: z.preprocess(blankToUndefined, optionalText(MAX_EVENT_LOCATION_LENGTH, 'The location')),
    startDate: memberDate('startDate', EVENT_START_REQUIRED),
    endDate: optionalMemberDate('endDate'),
    // Parsed as a whole number; empty means no limit.
    maxAttendees: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: maxAttendeesMessage })
        .int(maxAttendeesMessage)
        .min(1, maxAttendeesMessage)
        .max(MAX_EVENT_ATTENDEES, maxAttendeesMessage)
        .optional(),
    ),
    /** The main category (the dialog's one choice); `categories` may add more after it. */
    category: z.preprocess(blankToUndefined, z.enum(EventCategory, { error: categoryMessage }).optional()),
    categories: z.preprocess(formList(), z.array(z.enum(EventCategory, { error: categoryMessage })).max(17)),
    isPublic: z.preprocess(blankToUndefined, formBoolean.optional()),
    isVirtual: z.preprocess(blankToUndefined, formBoolean.optional()),
    /** A group event: the creator must belong to the group. */
    groupId: z.preprocess(blankToUndefined, z.string({ error: 'groupId must be a group id.' }).optional()),
    inviteList: z.preprocess(
      formList(),
      z
        .array(uuid, { error: 'inviteList must be a list of member ids.' })
        .max(MAX_INVITEES, `At most ${MAX_INVITEES} invitations at once.`),
    ),
  })
  .refine((input) => !input.endDate || input.endDate >= input.startDate, {
    message: EVENT_ENDS_BEFORE_START,
    path: ['endDate'],
  });

/** Creates the event hosted by `creatorId`; returns it as its host sees it in a list. */
export async function createEvent(services: Services, creatorId: string, raw: unknown): Promise<ListedEvent> {
  const input = parseInput(createEventInput, raw);
  requireAcceptableText('public', { title: input.title, description: input.description, location: input.location });
  const { prisma, events } = services;
  const categories = [...new Set([...(input.category ? [input.category] : []), ...input.categories])];

  const { id, notified } = await prisma.$transaction(async (tx) => {
    const groupId = input.groupId
      ? (await requireGroupMember(tx, creatorId, input.groupId, GROUP_EVENT_MEMBERS_ONLY)).group.id
      : null;
    const invitees = await requireConnections(
      tx,
      creatorId,
      [...new Set(input.inviteList.map((id) => id.toLowerCase()))],
      'inviteList',
    );
    const event = await tx.event.create({
      data: {
        title: input.title,
        description: input.description ?? '',
        location: input.location ?? '',
        startDate: input.startDate,
        endDate: input.endDate ?? null,
        maxAttendees: input.maxAttendees ?? null,
        categories,
        isPublic: input.isPublic ?? true,
        isVirtual: input.isVirtual ?? false,
        creatorId,
        groupId,
        invitations: { create: invitees.map((inviteeId) => ({ inviteeId, inviterId: creatorId })) },
      },
      select: { id: true, title: true, creator: { select: { username: true } } },
    });
    const notified = await createNotifications(
      tx,
      invitees.map(invitationNotification(creatorId, event.creator.username, event)),
      services,
    );
    return { id: event.id, notified };
  });
  announceNotificationsChanged(events, notified);
  const [event] = await loadListedEvents(prisma, creatorId, [id]);
  return event!;
}
