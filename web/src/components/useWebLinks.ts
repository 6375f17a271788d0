/**
 * The web addresses in a text, once the finder is loaded: linkifyjs and its list of domains are about 10 KB,
 * so they load on their own, and only when a text on screen may hold an address (mayHoldWebLink); until then,
 * and if loading fails, the text shows without address links.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { mayHoldWebLink, type WebLink } from '../lib/rich-text';

type Finder = (text: string) => WebLink[];

let finder: Finder | null = null;
let loading = false;
const listeners = new Set<() => void>();
const NO_LINKS: WebLink[] = [];

function loadFinder() {
  if (loading) return;
  loading = true;
  import('../lib/web-links').then(
    (module) => {
      finder = module.findWebLinks;
      for (const listener of listeners) listener();
    },
    () => {
      loading = false; // offline: a later text tries again
    },
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useWebLinks(text: string): WebLink[] {
  const wanted = mayHoldWebLink(text);
  const find = useSyncExternalStore(subscribe, () => finder);
  useEffect(() => {
    if (wanted && !finder) loadFinder();
  }, [wanted]);
  return useMemo(() => (wanted && find ? find(text) : NO_LINKS), [wanted, find, text]);
}
