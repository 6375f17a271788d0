/**
 * What a post's, comment's, answer's or message's text is made of for display: plain text, @mentions (to the
 * member's profile), #hashtags (to the Dadfeed filtered on them) and web addresses (opened in a new tab). Pure:
 * components/RichText.tsx draws the parts, and the web addresses come from linkifyjs (./web-links.ts), found
 * first, so an @ or a # inside an address stays part of it.
 */
import { findMentions } from '../../../api/src/domain/mentions/parse.ts';
import { findHashtags } from './hashtags';

export type RichTextPart =
  | { kind: 'text'; text: string }
  | { kind: 'mention'; text: string; username: string }
  | { kind: 'hashtag'; text: string; tag: string }
  | { kind: 'link'; text: string; href: string };

/** A web address in the text: where it is and where it leads (http or https only). */
export interface WebLink {
  start: number;
  end: number;
  href: string;
}

/**
 * Whether the text may hold a web address (a scheme, or a dot before letters: 'example.com'), so that finding
 * them, and loading the code that does, is worth it. A false positive only costs a look.
 */
export function mayHoldWebLink(text: string): boolean {
  return /:\/\/|\.\p{L}{2,}/u.test(text);
}

/** Only http and https addresses become links: never javascript:, data: or anything else. */
export function isSafeWebHref(href: string): boolean {
  return /^https?:\/\/[^\s]+$/i.test(href);
}

type Span = Exclude<RichTextPart, { kind: 'text' }> & { start: number; end: number };

/** The text cut into parts, in order; `links` as ./web-links.ts finds them (none: no address is linked). */
export function richTextParts(text: string, links: readonly WebLink[] = []): RichTextPart[] {
  const spans: Span[] = links
    .filter((link) => isSafeWebHref(link.href))
    .map(({ start, end, href }) => ({ kind: 'link', text: text.slice(start, end), href, start, end }));
  const outsideLinks = (span: { start: number; end: number }) =>
    !spans.some((link) => span.start < link.end && link.start < span.end);
  const words: Span[] = [
    ...findMentions(text).map(({ start, end, username }) => ({
      kind: 'mention' as const,
      text: text.slice(start, end),
      username,
      start,
      end,
    })),
    ...findHashtags(text).map(({ start, end, tag }) => ({
      kind: 'hashtag' as const,
      text: text.slice(start, end),
      tag,
      start,
      end,
    })),
  ].filter(outsideLinks);
  const parts: RichTextPart[] = [];
  let at = 0;
  for (const span of [...spans, ...words].sort((a, b) => a.start - b.start)) {
    if (span.start < at) continue;
    if (span.start > at) parts.push({ kind: 'text', text: text.slice(at, span.start) });
    const { start: _start, end, ...part } = span;
    parts.push(part as RichTextPart);
    at = end;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}
