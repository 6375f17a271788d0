/**
 * Events past and coming, in person and online, with attendees, invitations in every state, and photos
 * (with people tagged) from the in-person events that already happened.
 */
import type { Prisma } from '../db/prisma.js';
import type { Member, SeedContext } from './context.js';
import { eventPlans, type EventPlan } from './community.js';
import type { SeededGroup } from './groups.js';

type InvitationStatus = NonNullable<Prisma.EventInvitationCreateManyInput['status']>;

export interface SeededEvent {
  plan: EventPlan;
  id: string;
  start: Date;
  createdAt: Date;
  isPast: boolean;
  creator: Member;
  attendees: Map<Member, Date>;
  invitations: {
    id: string;
    invitee: Member;
    inviter: Member;
    status: InvitationStatus;
    createdAt: Date;
    respondedAt: Date | null;
  }[];
}

export async function seedEvents(
  ctx: SeedContext,
  groups: ReadonlyMap<string, SeededGroup>,
): Promise<Map<string, SeededEvent>> {
  const rng = ctx.random('events');
  const { clock } = ctx;
  const events = new Map<string, SeededEvent>();
  const eventRows: Prisma.EventCreateManyInput[] = [];
  const photoRows: Prisma.EventPhotoCreateManyInput[] = [];
  const tagRows: Prisma.EventPhotoTagCreateManyInput[] = [];
  const waitingRows: Prisma.EventAttendeeCreateManyInput[] = [];

  for (const plan of eventPlans) {
    const creator = ctx.byUsername(plan.creator);
    // A negative hour means "a few hours from now", on the next quarter hour (an event later today).
    const quarter = 15 * 60_000;
    const start =
      plan.hour >= 0
        ? clock.atHour(clock.daysAhead(plan.inDays), plan.hour)
        : new Date(Math.ceil(clock.daysAhead(plan.inDays).getTime() / quarter) * quarter);
    const end = clock.plusMinutes(start, plan.hours * 60);
    const isPast = start.getTime() < clock.now;
    const planned = isPast
      ? clock.between(rng, clock.plusMinutes(start, -60 * 24 * 30), clock.plusMinutes(start, -60 * 24 * 7))
      : clock.between(rng, clock.daysAgo(20), clock.daysAgo(1));
    // biome-ignore lint/complexity/useMathMinMax: Dates, which Math.max would turn into numbers
    const createdAt = planned > creator.joinedAt ? planned : creator.joinedAt;
    const id = ctx.ids.next(createdAt);
    const group = plan.group ? groups.get(plan.group) : undefined;
    const event: SeededEvent = { plan, id, start, createdAt, isPast, creator, attendees: new Map(), invitations: [] };

    const notGoing = new Set((plan.invited ?? []).filter((i) => i.status !== 'accepted').map((i) => i.username));
    // The host is not an attendee of his own event, as for an event created in the app: `plan.attendees` are
    // the others, and a full event is full without him.
    const attend = (member: Member) => {
      if (
        member === creator ||
        event.attendees.has(member) ||
        notGoing.has(member.username) ||
        event.attendees.size >= plan.attendees
      )
        return;
      const until = isPast ? start : clock.hoursAgo(1);
      event.attendees.set(member, clock.between(rng, createdAt, until));
    };
    for (const u of plan.going ?? []) attend(ctx.byUsername(u));
    for (const i of plan.invited ?? []) if (i.status === 'accepted') attend(ctx.byUsername(i.username));
    const groupMembers = group ? rng.shuffle([...group.members.keys()]) : [];
    const city = plan.isVirtual ? [] : rng.shuffle(ctx.members.filter((m) => plan.location.endsWith(m.location)));
    for (const m of [...groupMembers, ...city, ...rng.shuffle(ctx.members.filter((m) => !m.isDemo))]) attend(m);

    if (!isPast && plan.waiting && event.attendees.size >= (plan.maxAttendees ?? Infinity)) {
      // Its own random stream: the draws after it (invitations, photos) stay what they were.
      const waitRng = ctx.random(`events-waiting-${plan.key}`);
      const hopefuls = waitRng.sample(
        ctx.members.filter((m) => !m.isDemo && !event.attendees.has(m) && !notGoing.has(m.username)),
        plan.waiting,
      );
      let joined = clock.hoursAgo(waitRng.between(20, 40));
      for (const m of hopefuls) {
        joined = clock.plusMinutes(joined, waitRng.int(20, 300));
        waitingRows.push({ id: ctx.ids.next(joined), eventId: id, userId: m.id, status: 'waiting', createdAt: joined });
      }
    }

    const invited = [...(plan.invited ?? [])];
    if (!isPast && event.attendees.size < (plan.maxAttendees ?? Infinity)) {
      // A few more open invitations, so other members have some waiting in their Invited tab as well.
      const outsiders = ctx.members.filter(
        (m) => !m.isDemo && !event.attendees.has(m) && !invited.some((i) => i.username === m.username),
      );
      for (const m of rng.sample(outsiders, rng.int(1, 2))) {
        invited.push({ username: m.username, status: rng.pick(['pending', 'pending', 'declined'] as const) });
      }
    }
    for (const i of invited) {
      const invitee = ctx.byUsername(i.username);
      const inviter = i.by ? ctx.byUsername(i.by) : creator;
      const joined = event.attendees.get(invitee);
      const guess = joined ? clock.plusMinutes(joined, -rng.int(30, 600)) : clock.daysAgo(rng.between(0.2, 4));
      // biome-ignore lint/complexity/useMathMinMax: Dates, which Math.max would turn into numbers
      const sent = guess > createdAt ? guess : createdAt;
      const respondedAt = i.status === 'pending' ? null : (joined ?? clock.plusMinutes(sent, rng.int(10, 240)));
      event.invitations.push({
        id: ctx.ids.next(sent),
        invitee,
        inviter,
        status: i.status,
        createdAt: sent,
        respondedAt,
      });
    }

    const imageUrl = plan.image ? await ctx.uploads.image(plan.image, creator.id) : null;
    const bannerUrl = plan.banner ? await ctx.uploads.image(plan.banner, creator.id) : null;
    eventRows.push({
      id,
      title: plan.title,
      description: plan.description,
      location: plan.location,
      startDate: start,
      endDate: end,
      maxAttendees: plan.maxAttendees ?? null,
      categories: plan.categories,
      isPublic: plan.isPublic ?? true,
      isVirtual: plan.isVirtual ?? false,
      meetingUrl: plan.isVirtual ? `https://meet.example.com/dadhood-${plan.key}` : null,
      imageUrl,
      bannerUrl,
      groupId: group?.id ?? null,
      creatorId: creator.id,
      createdAt,
    });

    if (isPast && !plan.isVirtual) {
      // The host was there too: he takes photos and is in them.
      const people = [creator, ...event.attendees.keys()];
      for (const photo of plan.photos ?? []) {
        const uploader = photo.by ? ctx.byUsername(photo.by) : rng.pick(people.filter((p) => p !== creator));
        const takenAt = clock.between(rng, end, clock.plusMinutes(end, 60 * 30));
        const photoId = ctx.ids.next(takenAt);
        const imageUrl = await ctx.uploads.image(photo.image, uploader.id);
        photoRows.push({
          id: photoId,
          eventId: id,
          uploaderId: uploader.id,
          imageUrl,
          caption: photo.caption,
          createdAt: takenAt,
        });
        const tagged = new Set(
          rng.sample(
            people.filter((p) => p !== uploader),
            rng.int(1, 3),
          ),
        );
        if (people.includes(ctx.demo) && uploader !== ctx.demo) tagged.add(ctx.demo);
        for (const person of tagged) tagRows.push({ photoId, userId: person.id, createdAt: takenAt });
      }
    }
    events.set(plan.key, event);
  }

  await ctx.tx.event.createMany({ data: eventRows });
  await ctx.tx.eventAttendee.createMany({
    data: [...events.values()].flatMap((e) =>
      [...e.attendees].map(([member, at]) => ({
        id: ctx.ids.next(at),
        eventId: e.id,
        userId: member.id,
        createdAt: at,
      })),
    ),
  });
  await ctx.tx.eventAttendee.createMany({ data: waitingRows });
  await ctx.tx.eventInvitation.createMany({
    data: [...events.values()].flatMap((e) =>
      e.invitations.map((i) => ({
        id: i.id,
        eventId: e.id,
        inviterId: i.inviter.id,
        inviteeId: i.invitee.id,
        status: i.status,
        createdAt: i.createdAt,
        respondedAt: i.respondedAt,
      })),
    ),
  });
  await ctx.tx.eventPhoto.createMany({ data: photoRows });
  await ctx.tx.eventPhotoTag.createMany({ data: tagRows });
  return events;
}
