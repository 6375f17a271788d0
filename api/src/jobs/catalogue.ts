/**
 * Every kind of job the app runs. A feature defines its jobs beside its rules (`defineJob`); this list is what
 * the migrations install (queues and schedules) and what each API process works on.
 */
import { passwordResetMailJob } from '../domain/accounts/password-reset.js';
import { suggestionRefreshJob } from '../domain/connections/suggestion-cache.js';
import { mailRetryJob } from '../domain/mail/mailer.js';
import { eventRemindersJob } from '../domain/events/reminders.js';
import { sweepJob } from '../domain/maintenance.js';
import { newsRefreshJob } from '../domain/news/feed.js';
import { notificationDeliveryJob } from '../domain/notifications/delivery.js';
import { digestJob } from '../domain/notifications/digest.js';
import { panicFanOutJob } from '../domain/panic/fan-out.js';
import { unusedUploadsJob } from '../domain/uploads/unused.js';
import type { JobDefinition } from './queue.js';

export const JOBS: readonly JobDefinition<never>[] = [
  panicFanOutJob,
  passwordResetMailJob,
  mailRetryJob,
  sweepJob,
  unusedUploadsJob,
  newsRefreshJob,
  notificationDeliveryJob,
  eventRemindersJob,
  digestJob,
  suggestionRefreshJob,
] as JobDefinition<never>[];
