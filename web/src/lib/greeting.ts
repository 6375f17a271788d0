/** The dashboard's greeting: a member who joined within the last day is new here, not back. */

export const NEW_MEMBER_MS = 24 * 60 * 60 * 1000;

export function homeGreeting(name: string, joinedAt: string | Date, now: Date = new Date()): string {
  const joined = new Date(joinedAt).getTime();
  const isNew = Number.isFinite(joined) && now.getTime() - joined < NEW_MEMBER_MS;
  return isNew ? `Welcome to the crew, ${name}!` : `Welcome back, ${name}`;
}
