/**
 * What counts as a link for the new-account rule (docs/safety.md), and the words a refusal ends with.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.js';
import { containsLink, howLimitsLift } from './new-accounts.js';

describe('containsLink', () => {
  it.each([
    'see https://example.com',
    'http://10.0.0.1/offer',
    'go to www.cheap-watches',
    'Visit example.com today',
    'Buy at Shop.Example.co.uk/deals',
    'deals on bit.ly/x',
    'cheap-watches.xyz!',
  ])('finds the link in %j', (text) => {
    expect(containsLink(text)).toBe(true);
  });

  it.each([
    'Brisket at noon, bring chairs.',
    'Mail me at dad@example.com',
    'Learning node.js with my son',
    'We walked 3.5 miles.',
    'Ask Mr.Smith, e.g. at 7 a.m.',
    'We got home.In the morning we left',
    'What about St.Louis?',
  ])('finds no link in %j', (text) => {
    expect(containsLink(text)).toBe(false);
  });
});

describe('howLimitsLift', () => {
  it('follows the configuration', () => {
    expect(howLimitsLift(loadConfig({}))).toBe(
      'This limit lifts 24 hours after you joined, or once other dads have fist bumped your posts 3 times.',
    );
    const config = loadConfig({ NEW_ACCOUNT_HOURS: '1', NEW_ACCOUNT_FIST_BUMPS: '1' });
    expect(howLimitsLift(config)).toBe(
      'This limit lifts 1 hour after you joined, or once other dads have fist bumped your posts once.',
    );
  });
});
