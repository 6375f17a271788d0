/** The networking screen's tabs and its numbers, in one place for the tests. */

export const NETWORK_TABS = ['search', 'suggested', 'requests', 'network', 'discover'] as const;
export type NetworkTab = (typeof NETWORK_TABS)[number];

/** The tab an address names (`/networking?tab=requests`: notifications of requests lead there); Search otherwise. */
export function tabFromSearch(search: string): NetworkTab {
  const named = new URLSearchParams(search).get('tab');
  return NETWORK_TABS.find((tab) => tab === named) ?? 'search';
}

/** The address of a tab: Search, the first, is the plain `/networking`. */
export function tabPath(tab: NetworkTab): string {
  return tab === 'search' ? '/networking' : `/networking?tab=${tab}`;
}

/** Network search runs from 2 trimmed characters, once typing pauses. */
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEBOUNCE_MS = 300;
/** What the search box offers before anything is typed: a click searches it. */
export const SEARCH_EXAMPLES = ['Sports', 'Cooking', 'Austin', 'Gaming'] as const;

export const SUGGESTIONS_SHOWN = 12;
export const SUGGESTED_SKELETONS = 6;
export const DISCOVER_SKELETONS = 9;
/** Cards per page (search, Discover, My Network, Requests); 'Load more' fetches the next. */
export const PAGE_SIZE = 24;

/** The trimmed search, or null while it is too short to run. */
export function searchTerm(text: string): string | null {
  const term = text.trim();
  return term.length >= SEARCH_MIN_CHARS ? term : null;
}
