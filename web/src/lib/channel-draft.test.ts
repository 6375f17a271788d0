import { describe, expect, it } from 'vitest';
import {
  CHANNEL_DESCRIPTION_REQUIRED,
  CHANNEL_NAME_REQUIRED,
  INVALID_CONTACT_EMAIL,
  INVALID_WEBSITE,
  NEW_CHANNEL,
  channelDraftErrors,
  channelInput,
  draftOfChannel,
  firstDraftError,
  normalizeChannelHashtags,
  normalizeWebsite,
  toggleCategory,
  uniqueCategories,
  type ChannelDraft,
} from './channel-draft';

const valid: ChannelDraft = { ...NEW_CHANNEL, name: 'Grill Science', description: 'Low and slow.' };

describe('channelDraftErrors', () => {
  it('accepts a name and a description alone', () => {
    expect(channelDraftErrors(valid)).toEqual({});
  });

  it('needs a name and a description, blank counting as missing', () => {
    const errors = channelDraftErrors({ ...NEW_CHANNEL, name: '   ', description: '' });
    expect(errors).toEqual({ name: CHANNEL_NAME_REQUIRED, description: CHANNEL_DESCRIPTION_REQUIRED });
    expect(firstDraftError(errors)).toBe(CHANNEL_NAME_REQUIRED);
  });

  it('checks the contact e-mail and the website only when given', () => {
    expect(channelDraftErrors({ ...valid, contactEmail: 'not-an-email' })).toEqual({
      contactEmail: INVALID_CONTACT_EMAIL,
    });
    expect(channelDraftErrors({ ...valid, contactEmail: ' dad@example.com ' })).toEqual({});
    expect(channelDraftErrors({ ...valid, website: 'localhost' })).toEqual({ website: INVALID_WEBSITE });
    expect(channelDraftErrors({ ...valid, website: 'ftp://files.example.com' })).toEqual({ website: INVALID_WEBSITE });
    expect(channelDraftErrors({ ...valid, website: 'dad.example.com/shop' })).toEqual({});
  });

  it('limits the lengths as the server does', () => {
    expect(channelDraftErrors({ ...valid, name: 'x'.repeat(101) }).name).toMatch(/at most 100/);
    expect(channelDraftErrors({ ...valid, description: 'x'.repeat(2001) }).description).toMatch(/at most 2000/);
    expect(channelDraftErrors({ ...valid, hashtags: Array.from({ length: 21 }, (_, i) => `t${i}`) }).hashtags).toMatch(
      /at most 20/,
    );
  });
});

describe('normalizeWebsite', () => {
  it('assumes https:// and wants a dotted host', () => {
    expect(normalizeWebsite('dad.example.com')).toBe('https://dad.example.com/');
    expect(normalizeWebsite('http://dad.example.com/a')).toBe('http://dad.example.com/a');
    expect(normalizeWebsite('not a url')).toBeNull();
    expect(normalizeWebsite('javascript:alert(1)')).toBeNull();
  });
});

describe('normalizeChannelHashtags', () => {
  it('gives each entry one leading #', () => {
    expect(normalizeChannelHashtags(['bbq', '#grill', '##smoke'])).toEqual(['#bbq', '#grill', '#smoke']);
  });

  it('ignores duplicates in any case, keeping the first spelling, and empty entries', () => {
    expect(normalizeChannelHashtags(['Brisket', '#brisket', ' ', '#', 'ribs'])).toEqual(['#Brisket', '#ribs']);
  });
});

describe('categories', () => {
  it('allows no duplicates and keeps the order chosen', () => {
    expect(uniqueCategories(['gaming', 'cooking-bbq', 'gaming', 'cooking_bbq', 'knitting'])).toEqual([
      'gaming',
      'cooking_bbq',
    ]);
  });

  it('toggles a category in and out', () => {
    expect(toggleCategory(['gaming'], 'dad_jokes')).toEqual(['gaming', 'dad_jokes']);
    expect(toggleCategory(['gaming', 'dad_jokes'], 'gaming')).toEqual(['dad_jokes']);
  });
});

describe('channelInput', () => {
  it('trims, tags and leaves out a blank e-mail and website', () => {
    expect(
      channelInput({ ...valid, name: ' Grill Science ', hashtags: ['bbq', 'BBQ'], categories: ['cooking_bbq'] }),
    ).toEqual({
      name: 'Grill Science',
      description: 'Low and slow.',
      categories: ['cooking_bbq'],
      hashtags: ['#bbq'],
      subscriptionType: 'free',
    });
    expect(channelInput({ ...valid, contactEmail: ' a@b.co ', website: ' b.co ' })).toMatchObject({
      contactEmail: 'a@b.co',
      website: 'b.co',
    });
  });

  it('starts Edit Channel from the stored channel', () => {
    const draft = draftOfChannel({
      name: 'Grill Science',
      description: 'Low and slow.',
      categories: ['cooking_bbq'],
      hashtags: ['#bbq', '#Smoke'],
      contactEmail: null,
      website: 'https://grill.example.com/',
      subscriptionType: 'free',
    });
    expect(draft).toEqual({
      ...valid,
      categories: ['cooking_bbq'],
      hashtags: ['bbq', 'Smoke'],
      website: 'https://grill.example.com/',
    });
    expect(channelInput(draft).hashtags).toEqual(['#bbq', '#Smoke']);
  });
});
