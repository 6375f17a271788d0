import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { operationNameFor } from './fetcher';

describe('operationNameFor', () => {
  const single = parse('subscription UnreadNotifications { unreadNotificationCount }');
  const two = parse('query A { viewer { id } } query B { viewer { id } }');

  it('keeps a name the document has', () => {
    expect(operationNameFor(two, 'B')).toBe('B');
    expect(operationNameFor(single, 'UnreadNotifications')).toBe('UnreadNotifications');
  });

  it("takes a single operation's own name over a stale one (the previous tab's, just after a switch)", () => {
    expect(operationNameFor(single, 'PostWithComments')).toBe('UnreadNotifications');
  });

  it('leaves the choice to the server when the document has several operations or did not parse', () => {
    expect(operationNameFor(two, 'C')).toBe('C');
    expect(operationNameFor(null, 'C')).toBe('C');
    expect(operationNameFor(single, undefined)).toBeNull();
  });
});
