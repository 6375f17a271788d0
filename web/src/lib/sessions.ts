/**
 * "Where you're signed in" on the profile (docs/sessions.md): how a browser session reads, from what the server
 * made of its user agent (browser, system, device: any may be null) and its dates.
 */
import { ageLabel } from './age-label';
import { formatDate } from './dates';

export interface SessionDescription {
  readonly browser: string | null | undefined;
  readonly os: string | null | undefined;
}

/** 'Chrome 120 on macOS'; either part alone when the other is unknown; 'Unknown browser' when both are. */
export function sessionTitle({ browser, os }: SessionDescription): string {
  if (browser && os) return `${browser} on ${os}`;
  return browser || os || 'Unknown browser';
}

export type DeviceKind = 'phone' | 'tablet' | 'desktop' | 'other';

/** Which icon a device gets. */
export function deviceKind(device: string | null | undefined): DeviceKind {
  if (device === 'iPhone' || device === 'Mobile') return 'phone';
  if (device === 'iPad' || device === 'Tablet') return 'tablet';
  if (device === 'Desktop') return 'desktop';
  return 'other';
}

/** 'Desktop · 198.51.100.x', leaving out what is unknown; '' when both are. */
export function sessionPlace(device: string | null | undefined, ipAddress: string | null | undefined): string {
  return [device, ipAddress].filter(Boolean).join(' · ');
}

/** When it was last used: 'Just now', '3h ago', '2d ago', then the date (the server knows it to the hour). */
export function lastActiveLabel(lastSeenAt: unknown, now: Date = new Date()): string {
  return typeof lastSeenAt === 'string' ? ageLabel(lastSeenAt, now) : '';
}

/** The day it signed in ('Mar 3, 2026'). */
export function signedInLabel(createdAt: unknown): string {
  const date = typeof createdAt === 'string' ? new Date(createdAt) : null;
  return date && !Number.isNaN(date.getTime()) ? formatDate(date, 'date') : '';
}

/** The toast after 'Sign out all other browsers'. */
export function signedOutOthersMessage(ended: number): string {
  if (ended === 0) return 'No other browser was signed in.';
  return ended === 1 ? '1 other browser was signed out.' : `${ended} other browsers were signed out.`;
}
