/**
 * The browser's address as a store React can subscribe to: pushState/replaceState navigation, back/forward,
 * and the same location for every subscriber (useSyncExternalStore).
 */
import { useSyncExternalStore } from 'react';

export interface AppLocation {
  pathname: string;
  search: string;
}

const listeners = new Set<() => void>();
let current = readLocation();

function readLocation(): AppLocation {
  return { pathname: window.location.pathname, search: window.location.search };
}

function changed() {
  const next = readLocation();
  if (next.pathname === current.pathname && next.search === current.search) return;
  current = next;
  for (const listener of listeners) listener();
}

window.addEventListener('popstate', changed);

export function subscribeToLocation(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getLocation(): AppLocation {
  return current;
}

export function useLocation(): AppLocation {
  return useSyncExternalStore(subscribeToLocation, getLocation);
}

/** Goes to an in-app path without reloading; a new page starts at the top. */
export function navigate(to: string, { replace = false }: { replace?: boolean } = {}): void {
  const url = new URL(to, window.location.href);
  if (url.origin !== window.location.origin) {
    window.location.assign(url.href);
    return;
  }
  const samePage = url.pathname === current.pathname;
  window.history[replace ? 'replaceState' : 'pushState'](null, '', url.pathname + url.search + url.hash);
  changed();
  if (!samePage && !url.hash) window.scrollTo(0, 0);
}

/** A full-page navigation: sign-in and sign-out are served by the API, not the app. */
export function leaveApp(href: string): void {
  window.location.assign(href);
}
