/**
 * The attendee limit holds when many members attend at once, each from their own connection: the event row is
 * locked while places are counted (attendance.ts), so exactly maxAttendees attend and everyone else gets 409
 * "full" (and may then join the waiting list). Leaving at the same time as others join still never overfills it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildEvent, buildEventAttendee, buildUser, signedInClient } from '../../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const inDays = (d: number) => new Date(Date.now() + d * 24 * 60 * 60 * 1000);
const count = (eventId: string, status: 'attending' | 'waiting') =>
  app.services.prisma.eventAttendee.count({ where: { eventId, status } });

describe('attending an event with a limit, all at once', () => {
  it('lets exactly maxAttendees attend; the rest get 409 and can wait', async () => {
    const { prisma } = app.services;
    const host = await buildUser(prisma);
    const maxAttendees = 4;
    const event = await buildEvent(prisma, host.id, { maxAttendees, startDate: inDays(3) });
    const joiners = await Promise.all(
      Array.from({ length: 10 }, async () => signedInClient(app, await buildUser(prisma))),
    );
    const responses = await Promise.all(joiners.map((client) => client.post(`/api/events/${event.id}/attend`)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(maxAttendees);
    expect(statuses.filter((s) => s === 409)).toHaveLength(joiners.length - maxAttendees);
    expect(await count(event.id, 'attending')).toBe(maxAttendees);
    const refusal = await responses.find((r) => r.status === 409)!.json();
    expect(refusal).toEqual({ message: `This event is full: all ${maxAttendees} spots are taken.` });

    // The refused join the waiting list at once: all of them get a place on it, in some order, none twice.
    const refused = joiners.filter((_client, i) => statuses[i] === 409);
    const waits = await Promise.all(refused.map((client) => client.post(`/api/events/${event.id}/waitlist`)));
    expect(waits.map((r) => r.status)).toEqual(refused.map(() => 200));
    expect(await count(event.id, 'waiting')).toBe(refused.length);
  });

  it('never overfills while attendees leave and the waiting list and newcomers race for the places', async () => {
    const { prisma } = app.services;
    const host = await buildUser(prisma);
    const event = await buildEvent(prisma, host.id, { maxAttendees: 3, startDate: inDays(3) });
    const attendees = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const user = await buildUser(prisma);
        await buildEventAttendee(prisma, event.id, user.id);
        return signedInClient(app, user);
      }),
    );
    for (let i = 0; i < 3; i += 1)
      await buildEventAttendee(prisma, event.id, (await buildUser(prisma)).id, {
        status: 'waiting',
        createdAt: new Date(Date.now() - (10 - i) * 1000),
      });
    const newcomers = await Promise.all(
      Array.from({ length: 4 }, async () => signedInClient(app, await buildUser(prisma))),
    );
    const responses = await Promise.all([
      ...attendees.slice(0, 2).map((client) => client.post(`/api/events/${event.id}/unattend`)),
      ...newcomers.map((client) => client.post(`/api/events/${event.id}/attend`)),
    ]);
    expect(responses.slice(0, 2).map((r) => r.status)).toEqual([200, 200]);
    // The two freed places went to the first two waiting members, in the same transactions as the leaves.
    expect(responses.slice(2).map((r) => r.status)).toEqual([409, 409, 409, 409]);
    expect(await count(event.id, 'attending')).toBe(3);
    expect(await count(event.id, 'waiting')).toBe(1);
  });
});
