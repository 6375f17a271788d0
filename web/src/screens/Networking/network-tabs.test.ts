import { describe, expect, it } from 'vitest';
import { searchTerm, tabFromSearch, tabPath } from './network-tabs';

describe('the networking tab in the address', () => {
  it('is read from ?tab=, Search when absent or unknown', () => {
    expect(tabFromSearch('?tab=requests')).toBe('requests');
    expect(tabFromSearch('?tab=discover&x=1')).toBe('discover');
    expect(tabFromSearch('')).toBe('search');
    expect(tabFromSearch('?tab=nope')).toBe('search');
  });

  it('round-trips through tabPath', () => {
    for (const tab of ['search', 'suggested', 'requests', 'network', 'discover'] as const) {
      expect(tabFromSearch(new URL(tabPath(tab), 'http://x').search)).toBe(tab);
    }
    expect(tabPath('search')).toBe('/networking');
  });
});

describe('the network search term', () => {
  it('runs from 2 trimmed characters', () => {
    expect(searchTerm('')).toBeNull();
    expect(searchTerm(' a ')).toBeNull();
    expect(searchTerm(' ab ')).toBe('ab');
  });
});
