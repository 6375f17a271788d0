/**
 * Event reminders (docs/notifications.md): a day and an hour before an event starts, its attendees are reminded,
 * in the app, by mail or by push as each chose for "Event changes and reminders". A reminder is a row
 * (EventReminder) written in the same transaction as its notifications, keyed by the event, the kind and the
 * start time: of two processes only one sends it, and an event moved to another time is reminded again.
 */
import type { EventReminderKind } from '../../generated/prisma/client.js';
import { Prisma } from '../../generated/prisma/client.js';
import { defineJob } from '../../jobs/queue.js';
import { announceNotificationsChanged, notifyMembers } from '../notifications/notifications.js';
import type { Services } from '../services.js';

const HOUR_MS = 60 * 60 * 1000;
/** Events reminded per pass; the job goes on while more are due. */
const EVENTS_PER_PASS = 100;

export function reminderText(title: string, kind: EventReminderKind) {
  return {
    title: 'Event reminder',
    message: kind === 'day' ? `"${title}" starts in less than 24 hours.` : `"${title}" starts in less than an hour.`,
  };
}

interface DueReminder {
  id: string;
  title: string;
  startDate: Date;
  kind: EventReminderKind;
}

/** Sends every reminder due at `now`; answers how many events were reminded. */
export async function sendEventReminders(services: Services, now = new Date()): Promise<number> {
  const { prisma, events } = services;
  let sent = 0;
  for (;;) {
    // Within a day: the day's reminder, unless the hour's is due already (an event made at short notice gets one).
    const due = await prisma.$queryRaw<DueReminder[]>(Prisma.sql`
      SELECT e.id, e.title, e."startDate", k.kind
      FROM "Event" AS e
      CROSS JOIN (VALUES ('day'::"EventReminderKind"), ('hour'::"EventReminderKind")) AS k(kind)
      WHERE e."startDate" > ${now}
        AND e."startDate" <= ${new Date(now.getTime() + 24 * HOUR_MS)}
        AND e.hidden IS NULL
        AND (k.kind = 'hour') = (e."startDate" <= ${new Date(now.getTime() + HOUR_MS)})
        AND NOT EXISTS (
          SELECT 1 FROM "EventReminder" AS r
          WHERE r."eventId" = e.id AND r.kind = k.kind AND r."startDate" = e."startDate")
      ORDER BY e."startDate", e.id
      LIMIT ${EVENTS_PER_PASS}`);
    for (const reminder of due) {
      const counts = await prisma.$transaction(async (tx) => {
        const claimed = await tx.eventReminder.createMany({
          data: [{ eventId: reminder.id, kind: reminder.kind, startDate: reminder.startDate }],
          skipDuplicates: true,
        });
        if (claimed.count === 0) return null;
        return notifyMembers(
          tx,
          Prisma.sql`SELECT "userId" AS id FROM "EventAttendee"
            WHERE "eventId" = ${reminder.id}::uuid AND status = 'attending'`,
          {
            type: 'event',
            ...reminderText(reminder.title, reminder.kind),
            target: { type: 'event', id: reminder.id },
            about: { type: 'event', id: reminder.id },
            createdAt: now,
          },
          services,
        );
      });
      if (counts) {
        announceNotificationsChanged(events, counts);
        sent += 1;
      }
    }
    if (due.length < EVENTS_PER_PASS) return sent;
  }
}

export const eventRemindersJob = defineJob({
  name: 'event-reminders',
  cron: '* * * * *',
  retryLimit: 0,
  run: (services) => sendEventReminders(services),
});
