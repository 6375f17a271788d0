import { describe, expect, it } from 'vitest';
import { isSafeWebHref, mayHoldWebLink, richTextParts } from './rich-text';
import { findWebLinks } from './web-links';

const parts = (text: string) => richTextParts(text, findWebLinks(text));

describe('richTextParts', () => {
  it('cuts mentions, hashtags and web addresses out of the text, in order', () => {
    expect(parts('Ask @grill_dad about #Brisket at https://example.com/bbq?x=1 today')).toEqual([
      { kind: 'text', text: 'Ask ' },
      { kind: 'mention', text: '@grill_dad', username: 'grill_dad' },
      { kind: 'text', text: ' about ' },
      { kind: 'hashtag', text: '#Brisket', tag: 'Brisket' },
      { kind: 'text', text: ' at ' },
      { kind: 'link', text: 'https://example.com/bbq?x=1', href: 'https://example.com/bbq?x=1' },
      { kind: 'text', text: ' today' },
    ]);
  });

  it('keeps plain text whole, and an empty text empty', () => {
    expect(parts('Just a dad joke.')).toEqual([{ kind: 'text', text: 'Just a dad joke.' }]);
    expect(parts('')).toEqual([]);
  });

  it('leaves e-mail addresses, a lone @ and short names as text', () => {
    expect(parts('Mail bob@example.org or @ me, @al')).toEqual([
      { kind: 'text', text: 'Mail bob@example.org or @ me, @al' },
    ]);
  });

  it('keeps an @ or # inside an address part of the address', () => {
    expect(parts('See https://social.example.com/@grill_dad#top!')).toEqual([
      { kind: 'text', text: 'See ' },
      {
        kind: 'link',
        text: 'https://social.example.com/@grill_dad#top',
        href: 'https://social.example.com/@grill_dad#top',
      },
      { kind: 'text', text: '!' },
    ]);
  });

  it('links a bare domain over http, and never another scheme', () => {
    expect(parts('Go to example.com now')).toContainEqual({
      kind: 'link',
      text: 'example.com',
      href: 'http://example.com',
    });
    expect(parts('javascript:alert(1) and data:text/html,hi').some((part) => part.kind === 'link')).toBe(false);
    expect(richTextParts('x', [{ start: 0, end: 1, href: 'javascript:alert(1)' }])).toEqual([
      { kind: 'text', text: 'x' },
    ]);
  });

  it('without the address finder, still finds mentions and hashtags', () => {
    expect(richTextParts('@bob_1 #grill')).toEqual([
      { kind: 'mention', text: '@bob_1', username: 'bob_1' },
      { kind: 'text', text: ' ' },
      { kind: 'hashtag', text: '#grill', tag: 'grill' },
    ]);
  });
});

describe('helpers', () => {
  it('tells which texts may hold an address', () => {
    expect(mayHoldWebLink('see example.com')).toBe(true);
    expect(mayHoldWebLink('https://x')).toBe(true);
    expect(mayHoldWebLink('No links. Just @bob and #tags')).toBe(false);
  });

  it('accepts only http and https addresses', () => {
    expect(isSafeWebHref('https://example.com')).toBe(true);
    expect(isSafeWebHref('HTTP://example.com/a')).toBe(true);
    expect(isSafeWebHref('javascript:alert(1)')).toBe(false);
    expect(isSafeWebHref('mailto:bob@example.com')).toBe(false);
  });
});
