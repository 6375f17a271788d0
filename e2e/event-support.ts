/** Shortcuts the events specs share: events made through the API, dates, and the page's landmarks. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A date `days` from now at 18:30 local time (the browser and Node share the machine's zone). */
export function daysFromNow(days: number, hours = 18, minutes = 30): Date {
  const at = new Date(Date.now() + days * DAY_MS);
  at.setHours(hours, minutes, 0, 0);
  return at;
}

/** A datetime-local field's value for `date`, in local time. */
export function dateTimeLocal(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * An event made through POST /api/events; returns its id. Events default to private (an e2e event must not reach
 * other specs' new members through Explore or Recommended for You).
 */
export async function createEventByApi(request: APIRequestContext, data: Record<string, unknown>): Promise<string> {
  const response = await request.post('/api/events', {
    data: { isPublic: false, startDate: daysFromNow(7).toISOString(), ...data },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The event page's title, once it is there. */
export async function openEvent(page: Page, id: string, title: string) {
  await page.goto(`/events/${id}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
}
