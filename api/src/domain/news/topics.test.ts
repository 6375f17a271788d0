import { describe, expect, it } from 'vitest';
import { clip, htmlToText } from './html-text.js';
import { canonicalTopic, tagTopics, topicKeys, uniqueTopics } from './topics.js';

describe('news topics', () => {
  it('maps interest labels, onboarding ids and category ids to one label, ignoring case', () => {
    expect(['outdoors', 'OUTDOORS', 'Outdoor Activities'].map(canonicalTopic)).toEqual(
      Array(3).fill('Outdoor Activities'),
    );
    expect(['tech', 'yard', 'health', 'comedy', 'tv', 'photo'].map(canonicalTopic)).toEqual([
      'Technology',
      'Home & Garden',
      'Health & Wellness',
      'Memes',
      'Movies',
      'Photography',
    ]);
    expect(canonicalTopic('  Pickleball ')).toBe('Pickleball');
    expect(topicKeys(['denver broncos', 'outdoors'])).toEqual(['denver broncos', 'outdoors', 'Outdoor Activities']);
    expect(uniqueTopics(['sports', 'Sports', 'SPORTS', 'Chicago Cubs', 'chicago cubs'])).toEqual([
      'Sports',
      'Chicago Cubs',
    ]);
  });

  it('tags by whole words only, with requested team names', () => {
    expect(tagTopics({ title: 'Trading cards are back', description: '' }, [])).toEqual(['Collectibles']);
    expect(tagTopics({ title: 'Scorecards explained', description: '' }, [])).toEqual([]);
    expect(tagTopics({ title: 'The Chicago Cubs win', description: 'Baseball' }, ['Chicago Cubs'])).toEqual([
      'Sports',
      'Chicago Cubs',
    ]);
  });

  it('turns HTML into short plain text', () => {
    expect(htmlToText('<p>Fish &amp; chips&nbsp;&#8212; <a href="x">here</a>.</p><style>p{}</style>')).toBe(
      'Fish & chips — here.',
    );
    expect(htmlToText('a &lt;b&gt; tag, &#x1F600; and &bogus;')).toBe('a <b> tag, 😀 and &bogus;');
    expect(clip('one two three four', 12)).toBe('one two…');
  });
});
