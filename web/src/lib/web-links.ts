/**
 * The web addresses in a text, found by linkifyjs (its own list of top-level domains, so 'node.js' is no
 * address and 'example.com' is): only those it would open over http or https. Loaded apart from the app's
 * first scripts, only for a text that may hold one (rich-text.ts, mayHoldWebLink).
 */
import { find } from 'linkifyjs';
import { isSafeWebHref, type WebLink } from './rich-text';

export function findWebLinks(text: string): WebLink[] {
  return find(text, 'url')
    .filter((found) => isSafeWebHref(found.href))
    .map(({ start, end, href }) => ({ start, end, href }));
}
