/**
 * "Someone is typing": the composer reports at most once every 3 s while the member types, and each report
 * shows for 5 s on the others' screens (the server's `until`); the line names who is typing.
 */
export const TYPING_REPORT_INTERVAL_MS = 3_000;

/** Whether a keystroke at `now` should be reported, given when the last report went out. */
export function shouldReportTyping(lastReportAt: number | null, now: number): boolean {
  return lastReportAt === null || now - lastReportAt >= TYPING_REPORT_INTERVAL_MS;
}

/** 'Ann is typing…', 'Ann and Bob are typing…', 'Ann and 2 others are typing…'; '' for nobody. */
export function typingLabel(names: readonly string[]): string {
  if (names.length === 0) return '';
  if (names.length === 1) return `${names[0]} is typing…`;
  if (names.length === 2) return `${names[0]} and ${names[1]} are typing…`;
  return `${names[0]} and ${names.length - 1} others are typing…`;
}

export interface Typist {
  userId: string;
  name: string;
  /** Epoch ms until which the typist shows. */
  until: number;
}

/** The typists still showing at `now`, with `next` replacing the same member's earlier report. */
export function updateTypists(typists: readonly Typist[], now: number, next?: Typist): Typist[] {
  const kept = typists.filter((typist) => typist.until > now && typist.userId !== next?.userId);
  return next && next.until > now ? [...kept, next] : kept;
}
