/** The shell's numbers, in one place so the components and tests agree. */

/** Search starts at 2 trimmed characters and shows up to 3 results per section. */
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_RESULTS_PER_SECTION = 3;
/** The dropdown lingers after the box loses focus, so a click on a result still lands. */
export const SEARCH_HIDE_DELAY_MS = 150;
/** Typing pauses this long before a search goes out. */
export const SEARCH_DEBOUNCE_MS = 250;

/** The notifications dropdown lists the 5 latest. */
export const NOTIFICATIONS_IN_DROPDOWN = 5;
/** The unread count is polled only while its live subscription is down. */
export const UNREAD_COUNT_POLL_MS = 30_000;
/** The Network badge (pending connection requests) refreshes every minute. */
export const PENDING_REQUESTS_POLL_MS = 60_000;

export const LOGOUT_PATH = '/api/logout';

/** The server sends at most 20 invites per request. */
export const MAX_INVITES_PER_REQUEST = 20;
