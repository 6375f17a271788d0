/**
 * Event reminders from the job, with the clock the test passes: a day and an hour before, to attendees only,
 * once across two processes, and again when the host moves the event.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildEvent, buildEventAttendee, buildUser } from '../../testing/factories.js';
import { sendEventReminders } from './reminders.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const HOUR = 60 * 60 * 1000;

async function eventWithAttendees(startsInHours: number) {
  const { prisma } = app.services;
  const host = await buildUser(prisma);
  const attendee = await buildUser(prisma);
  const waiting = await buildUser(prisma);
  const event = await buildEvent(prisma, host.id, { startDate: new Date(Date.now() + startsInHours * HOUR) });
  await buildEventAttendee(prisma, event.id, attendee.id, { status: 'attending' });
  await buildEventAttendee(prisma, event.id, waiting.id, { status: 'waiting' });
  return { event, attendee, waiting };
}

const remindersOf = (userId: string, eventId: string) =>
  app.services.prisma.notification.findMany({
    where: { userId, targetId: eventId, title: 'Event reminder' },
    orderBy: { createdAt: 'asc' },
    select: { message: true },
  });

describe('event reminders', () => {
  it('reminds attendees a day before, then an hour before, once each', async () => {
    const { event, attendee, waiting } = await eventWithAttendees(30);
    // 30 hours ahead: nothing yet.
    await sendEventReminders(app.services, new Date());
    expect(await remindersOf(attendee.id, event.id)).toEqual([]);
    // 23 hours before it starts.
    const dayBefore = new Date(event.startDate.getTime() - 23 * HOUR);
    await sendEventReminders(app.services, dayBefore);
    await sendEventReminders(app.services, dayBefore);
    expect(await remindersOf(attendee.id, event.id)).toEqual([
      { message: `"${event.title}" starts in less than 24 hours.` },
    ]);
    const hourBefore = new Date(event.startDate.getTime() - 50 * 60 * 1000);
    await sendEventReminders(app.services, hourBefore);
    expect((await remindersOf(attendee.id, event.id)).map((n) => n.message)).toEqual([
      `"${event.title}" starts in less than 24 hours.`,
      `"${event.title}" starts in less than an hour.`,
    ]);
    // The waiting list is not going (yet).
    expect(await remindersOf(waiting.id, event.id)).toEqual([]);
  });

  it('sends one reminder when two processes run at once, and again when the event moves', async () => {
    const second = await createTestApp({}, { db: app.db });
    try {
      const { event, attendee } = await eventWithAttendees(30);
      const at = new Date(event.startDate.getTime() - 20 * HOUR);
      await Promise.all([sendEventReminders(app.services, at), sendEventReminders(second.services, at)]);
      expect(await remindersOf(attendee.id, event.id)).toHaveLength(1);
      await app.services.prisma.event.update({
        where: { id: event.id },
        data: { startDate: new Date(event.startDate.getTime() + 2 * HOUR) },
      });
      await sendEventReminders(app.services, new Date(at.getTime() + HOUR));
      expect(await remindersOf(attendee.id, event.id)).toHaveLength(2);
    } finally {
      await second.close();
    }
  });
});
