/**
 * What the event page shows about the viewer and the event's state: their status (host, attending, waiting,
 * invited), their place on the waiting list, whether the event is full or over, its time status in their zone,
 * and the meeting link (host and attendees only). The viewer's rows are selected with the event (one Prisma read
 * for a whole page); the waiting list's numbers come from one batched statement per request.
 */
import DataLoader from 'dataloader';
import {
  isEventFull,
  meetingUrlFor,
  NO_WAITLIST,
  viewerStatusOf,
  waitlistStats,
  type WaitlistStats,
} from '../../domain/events/event-page.js';
import { hasEnded } from '../../domain/events/policy.js';
import { eventTimeStatus, requireTimeZone } from '../../domain/events/time.js';
import type { AttendeeStatus } from '../../generated/prisma/client.js';
import { builder } from '../builder.js';
import type { GraphQLContext } from '../context.js';
import { viewerStanding } from './event.js';

export const EventViewerStatusEnum = builder.enumType('EventViewerStatus', {
  description:
    'The viewer and the event: its host, attending, on its waiting list, invited (pending), or none of these.',
  values: {
    HOST: { value: 'host' },
    ATTENDING: { value: 'attending' },
    WAITING: { value: 'waiting' },
    INVITED: { value: 'invited' },
    NONE: { value: 'none' },
  } as const,
});

const EventTimeStatusEnum = builder.enumType('EventTimeStatus', {
  description: "From the start date, in the viewer's time zone: it starts today, on a later day, or on an earlier one.",
  values: { TODAY: { value: 'today' }, UPCOMING: { value: 'upcoming' }, PAST: { value: 'past' } } as const,
});

interface Standing {
  creatorId: string;
  maxAttendees: number | null;
  startDate: Date;
  endDate: Date | null;
  meetingUrl: string | null;
  attendees: { status: AttendeeStatus }[];
  invitations: unknown[];
  _count: { attendees: number };
}

const statusOf = (event: Standing, ctx: GraphQLContext) =>
  ctx.viewer
    ? viewerStatusOf(ctx.viewer.id, event.creatorId, event.attendees[0]?.status, event.invitations.length > 0)
    : 'none';

/** Per request: the waiting lists of the events on the page, in one statement. */
const waitlistLoaders = new WeakMap<GraphQLContext, DataLoader<string, WaitlistStats>>();
export function eventWaitlists(ctx: GraphQLContext): DataLoader<string, WaitlistStats> {
  let loader = waitlistLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly string[]) => {
      const stats = await waitlistStats(ctx.services.prisma, ctx.viewer?.id ?? null, ids);
      return ids.map((id) => stats.get(id) ?? NO_WAITLIST);
    });
    waitlistLoaders.set(ctx, loader);
  }
  return loader;
}

/** A subscription's context lives as long as its socket: each event is read afresh. */
export const forgetEventWaitlists = (ctx: GraphQLContext) => waitlistLoaders.delete(ctx);

builder.prismaObjectFields('Event', (t) => ({
  createdAt: t.expose('createdAt', { type: 'DateTime' }),
  viewerStatus: t.field({
    type: EventViewerStatusEnum,
    select: (_args, ctx) => viewerStanding(ctx),
    resolve: (event, _args, ctx) => statusOf(event, ctx),
  }),
  viewerCanManage: t.boolean({
    description: 'The viewer hosts the event: edit, delete, invite, generate the link.',
    resolve: (event, _args, ctx) => event.creatorId === ctx.viewer?.id,
  }),
  waitlistPosition: t.int({
    nullable: true,
    description: "The viewer's place on the waiting list, from 1; null unless they wait.",
    resolve: async (event, _args, ctx) => (await eventWaitlists(ctx).load(event.id)).waitlistPosition,
  }),
  waitlistCount: t.int({
    description: 'Members on the waiting list.',
    resolve: async (event, _args, ctx) => (await eventWaitlists(ctx).load(event.id)).waitlistCount,
  }),
  isFull: t.boolean({
    description: 'Every place is taken (the page shows "Event Full"; a member may join the waiting list).',
    select: (_args, ctx) => viewerStanding(ctx),
    resolve: (event) => isEventFull(event, event._count.attendees),
  }),
  hasEnded: t.boolean({
    description: 'Its end (else its start) has passed: attending, the waiting list and leaving are closed.',
    resolve: (event) => hasEnded(event),
  }),
  timeStatus: t.field({
    type: EventTimeStatusEnum,
    args: { timeZone: t.arg.string({ description: 'An IANA time zone (America/Chicago); UTC when left out.' }) },
    resolve: (event, { timeZone }) => eventTimeStatus(event.startDate, requireTimeZone(timeZone)),
  }),
  meetingUrl: t.string({
    nullable: true,
    description: "A virtual event's video link: for its host and attendees only (null for anyone else).",
    select: (_args, ctx) => viewerStanding(ctx),
    resolve: (event, _args, ctx) => meetingUrlFor(event, statusOf(event, ctx)),
  }),
}));
