/**
 * A member's notification settings (docs/notifications.md): each category's in-app, e-mail and push switches,
 * their time zone, quiet hours and digest. Both adapters read and write them here.
 */
import { z } from 'zod';
import type { DbTx } from '../../db/prisma.js';
import type { DigestFrequency, NotificationCategory } from '../../generated/prisma/client.js';
import { badInput } from '../errors.js';
import type { Services } from '../services.js';
import { parseInput } from '../validation.js';
import { CATEGORIES, type ChannelChoice, categoryInfo, effectiveChoice } from './categories.js';
import { isTimeZone, quietHoursOf } from './quiet-hours.js';

export interface CategorySetting {
  category: NotificationCategory;
  label: string;
  inApp: boolean;
  email: boolean;
  push: boolean;
  /** Always shown in the app (messages have their own badge; alerts and moderators' notes must be read). */
  inAppLocked: boolean;
}

export interface NotificationSettingsView {
  categories: CategorySetting[];
  timeZone: string;
  /** "HH:MM" in the member's time zone; null: none. */
  quietHours: { start: string; end: string } | null;
  digest: DigestFrequency;
  /** Devices that accepted push for the member. */
  pushDevices: number;
}

const CATEGORY_NAMES = CATEGORIES.map((info) => info.category) as [NotificationCategory, ...NotificationCategory[]];
const DIGESTS = ['off', 'daily', 'weekly'] as const satisfies readonly DigestFrequency[];

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export async function readNotificationSettings(db: DbTx, userId: string): Promise<NotificationSettingsView> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      notificationPreferences: true,
      notificationSettings: true,
      _count: { select: { pushSubscriptions: true } },
    },
  });
  const stored = new Map(user.notificationPreferences.map((p) => [p.category, p]));
  const settings = user.notificationSettings;
  const quiet = quietHoursOf(settings);
  return {
    categories: CATEGORIES.map(({ category, label, alwaysInApp = false }) => ({
      category,
      label,
      ...effectiveChoice(category, stored.get(category)),
      inAppLocked: alwaysInApp,
    })),
    timeZone: settings?.timeZone ?? 'UTC',
    quietHours: quiet && { start: clock(quiet.start), end: clock(quiet.end) },
    digest: settings?.digest ?? 'weekly',
    pushDevices: user._count.pushSubscriptions,
  };
}

const preferenceInput = z.object({
  category: z.enum(CATEGORY_NAMES, { message: `category must be one of ${CATEGORY_NAMES.join(', ')}` }),
  inApp: z.boolean({ message: 'inApp must be true or false' }).optional(),
  email: z.boolean({ message: 'email must be true or false' }).optional(),
  push: z.boolean({ message: 'push must be true or false' }).optional(),
});

/** Changes some of one category's switches; the others keep their value (the stored one, or the default). */
export async function updateNotificationPreference(
  { prisma }: Pick<Services, 'prisma'>,
  userId: string,
  raw: unknown,
): Promise<NotificationSettingsView> {
  const { category, ...change } = parseInput(preferenceInput, raw);
  const info = categoryInfo(category);
  if (info.alwaysInApp && change.inApp === false) {
    const message = `${info.label} are always shown in the app.`;
    throw badInput(message, [{ field: 'inApp', message }]);
  }
  await changeCategoryChoice(prisma, userId, category, change);
  return readNotificationSettings(prisma, userId);
}

/** Stores some of a category's switches; the others keep their value (the stored one, or the default). */
export async function changeCategoryChoice(
  db: DbTx,
  userId: string,
  category: NotificationCategory,
  change: Partial<ChannelChoice>,
): Promise<void> {
  const current = effectiveChoice(
    category,
    await db.notificationPreference.findUnique({ where: { userId_category: { userId, category } } }),
  );
  const next = { ...current, ...change };
  await db.notificationPreference.upsert({
    where: { userId_category: { userId, category } },
    create: { userId, category, ...next },
    update: next,
  });
}

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;
const clockTime = (field: string) =>
  z
    .string({ message: `${field} must be a time like 22:00` })
    .regex(CLOCK, `${field} must be a time like 22:00`)
    .transform((text) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3)));

const settingsInput = z.object({
  timeZone: z
    .string({ message: 'timeZone must be a time zone name such as Europe/Berlin' })
    .trim()
    .max(64)
    .refine(isTimeZone, 'timeZone must be a time zone name such as Europe/Berlin')
    .optional(),
  quietHours: z
    .object({ start: clockTime('quietHours.start'), end: clockTime('quietHours.end') })
    .refine((hours) => hours.start !== hours.end, {
      message: 'Quiet hours must end at another time than they start.',
      path: ['end'],
    })
    .nullable()
    .optional(),
  digest: z.enum(DIGESTS, { message: 'digest must be off, daily or weekly' }).optional(),
});

/** Changes the time zone, the quiet hours (null: none) or the digest; what is left out stays. */
export async function updateNotificationSettings(
  { prisma }: Pick<Services, 'prisma'>,
  userId: string,
  raw: unknown,
): Promise<NotificationSettingsView> {
  const input = parseInput(settingsInput, raw);
  const data = {
    ...(input.timeZone !== undefined ? { timeZone: input.timeZone } : {}),
    ...(input.quietHours !== undefined
      ? { quietHoursStart: input.quietHours?.start ?? null, quietHoursEnd: input.quietHours?.end ?? null }
      : {}),
    ...(input.digest !== undefined ? { digest: input.digest } : {}),
  };
  await prisma.notificationSettings.upsert({ where: { userId }, create: { userId, ...data }, update: data });
  return readNotificationSettings(prisma, userId);
}
