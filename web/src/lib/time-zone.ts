/**
 * The browser's IANA time zone ('America/Chicago'), which the server reads the events' "today" and time status in;
 * UTC when the browser cannot say. Its own module: the route table imports it, and nothing else with it.
 */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
