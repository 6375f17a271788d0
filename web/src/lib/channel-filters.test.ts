import { describe, expect, it } from 'vitest';
import {
  CATEGORY_FILTERS,
  CHANNEL_SORTS,
  NO_CHANNEL_FILTERS,
  OWNERSHIP_FILTERS,
  PRICE_FILTERS,
  directoryVariables,
  isNarrowed,
} from './channel-filters';

describe('the directory’s choices', () => {
  it('reads as the directory names them', () => {
    expect(PRICE_FILTERS.map((choice) => choice.label)).toEqual(['All', 'Free Only', 'Paid Only']);
    expect(OWNERSHIP_FILTERS.map((choice) => choice.label)).toEqual([
      'All',
      'Following',
      'Not Following',
      'My Channels',
    ]);
    expect(CHANNEL_SORTS.map((choice) => choice.label)).toEqual(['Most Followers', 'Most Posts', 'Newest', 'A-Z']);
    expect(CATEGORY_FILTERS).toHaveLength(21);
    expect(CATEGORY_FILTERS[4]).toEqual({ id: 'cooking-bbq', label: 'Cooking & BBQ' });
  });
});

describe('directoryVariables', () => {
  it('asks for everything, most followers first, without filters', () => {
    expect(directoryVariables(NO_CHANNEL_FILTERS)).toEqual({
      search: null,
      category: null,
      price: 'ALL',
      ownership: 'ALL',
      sort: 'FOLLOWERS',
    });
  });

  it('spells each filter as the GraphQL enums do', () => {
    expect(
      directoryVariables({
        search: '  brisket ',
        category: 'cooking-bbq',
        price: 'paid',
        ownership: 'not-following',
        sort: 'name',
      }),
    ).toEqual({ search: 'brisket', category: 'cooking_bbq', price: 'PAID', ownership: 'NOT_FOLLOWING', sort: 'NAME' });
    expect(directoryVariables({ ...NO_CHANNEL_FILTERS, ownership: 'mine', sort: 'newest' })).toMatchObject({
      ownership: 'MINE',
      sort: 'NEWEST',
    });
  });

  it('cuts a search to the server’s 200 characters', () => {
    expect(directoryVariables({ ...NO_CHANNEL_FILTERS, search: 'x'.repeat(250) }).search).toHaveLength(200);
  });
});

describe('isNarrowed', () => {
  it('is true for a search or a filter, not for a sort', () => {
    expect(isNarrowed(NO_CHANNEL_FILTERS)).toBe(false);
    expect(isNarrowed({ ...NO_CHANNEL_FILTERS, sort: 'name' })).toBe(false);
    expect(isNarrowed({ ...NO_CHANNEL_FILTERS, search: ' ' })).toBe(false);
    expect(isNarrowed({ ...NO_CHANNEL_FILTERS, search: 'grill' })).toBe(true);
    expect(isNarrowed({ ...NO_CHANNEL_FILTERS, price: 'free' })).toBe(true);
    expect(isNarrowed({ ...NO_CHANNEL_FILTERS, ownership: 'mine' })).toBe(true);
    expect(isNarrowed({ ...NO_CHANNEL_FILTERS, category: 'gaming' })).toBe(true);
  });
});
