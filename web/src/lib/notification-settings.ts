/**
 * The notification settings screen's pure parts: the digest's choices, the quiet hours form (its draft, its
 * checks, the server's refusal beside the fields it names), the time zone list and the one-click suggestion.
 */

export const DIGEST_CHOICES = [
  { id: 'off', label: 'Off' },
  { id: 'daily', label: 'Daily' },
  { id: 'weekly', label: 'Weekly' },
] as const;

export type DigestChoice = (typeof DIGEST_CHOICES)[number]['id'];

export const FOLLOW_LEVEL_LABELS: Record<string, string> = { muted: 'Muted', following: 'Following' };

export interface QuietHoursDraft {
  enabled: boolean;
  /** "HH:MM", as a time field gives it ('' while empty). */
  start: string;
  end: string;
  timeZone: string;
}

export interface QuietHoursErrors {
  start?: string;
  end?: string;
  timeZone?: string;
  /** A refusal that names none of the fields. */
  form?: string;
}

/** What the fields show first when the member has none yet: a night. */
export const DEFAULT_QUIET_HOURS = { start: '22:00', end: '07:00' } as const;

export const QUIET_START_REQUIRED = 'Choose when quiet hours start.';
export const QUIET_END_REQUIRED = 'Choose when quiet hours end.';
export const TIME_ZONE_REQUIRED = 'Choose a time zone.';

export function quietHoursDraft(settings: {
  timeZone: string;
  quietHours: { start: string; end: string } | null | undefined;
}): QuietHoursDraft {
  const hours = settings.quietHours ?? DEFAULT_QUIET_HOURS;
  return { enabled: settings.quietHours != null, start: hours.start, end: hours.end, timeZone: settings.timeZone };
}

/** Only what a time field cannot prevent; the server checks the rest (equal start and end) in its own words. */
export function quietHoursDraftErrors(draft: QuietHoursDraft): QuietHoursErrors {
  const errors: QuietHoursErrors = {};
  if (draft.enabled && !draft.start) errors.start = QUIET_START_REQUIRED;
  if (draft.enabled && !draft.end) errors.end = QUIET_END_REQUIRED;
  if (!draft.timeZone) errors.timeZone = TIME_ZONE_REQUIRED;
  return errors;
}

export function hasQuietHoursErrors(errors: QuietHoursErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** updateNotificationSettings' input: quiet hours off is null (none). */
export function quietHoursInput(draft: QuietHoursDraft) {
  return {
    timeZone: draft.timeZone,
    quietHours: draft.enabled ? { start: draft.start, end: draft.end } : null,
  };
}

const FIELD_OF: Record<string, keyof QuietHoursErrors> = {
  'quietHours.start': 'start',
  'quietHours.end': 'end',
  timeZone: 'timeZone',
};

/** The server's refusal beside the fields it names (`fieldErrors`), else above the Save button. */
export function quietHoursRefusal(
  message: string,
  fieldErrors: readonly { field: string; message: string }[],
): QuietHoursErrors {
  const errors: QuietHoursErrors = {};
  for (const { field, message: problem } of fieldErrors) {
    const key = FIELD_OF[field.replace(/^input\./, '')] ?? 'form';
    errors[key] ??= problem;
  }
  return hasQuietHoursErrors(errors) ? errors : { form: message };
}

/** Every zone the browser knows, or none when it cannot list them. */
export function supportedTimeZones(): readonly string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

/** The zones to choose from, in order, with the stored one among them (browsers list no "UTC"). */
export function timeZoneChoices(stored: string, supported: readonly string[]): string[] {
  return [...new Set([...supported, stored].filter(Boolean))].sort((a, b) => a.localeCompare(b, 'en'));
}

const UNIVERSAL = new Set(['UTC', 'Etc/UTC', 'Etc/GMT', 'GMT']);

/**
 * The browser's zone, offered in one click while the stored zone is still the default (UTC) and the browser is
 * somewhere else; null otherwise.
 */
export function suggestedTimeZone(stored: string, browser: string | null | undefined): string | null {
  if (stored !== 'UTC' || !browser || UNIVERSAL.has(browser)) return null;
  return browser;
}
