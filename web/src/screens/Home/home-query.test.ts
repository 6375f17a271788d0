import { describe, expect, it } from 'vitest';
import HomeScreenQuery from '../../__generated__/HomeScreenQuery.graphql';
import { operationText } from '../../relay/operation-text';
import { FOLLOWED_CHANNELS_SHOWN, GROUPS_SHOWN, UPCOMING_EVENTS_SHOWN } from './left/left-limits';
import { ACTIVITY_SHOWN, CONNECTIONS_SHOWN, SUGGESTIONS_SHOWN } from './right/limits';

// The home page loads with one query: every widget's fragment, the shell's and the Dadfeed's first page.
const text = operationText(HomeScreenQuery);

describe("the home page's query", () => {
  it('asks each list for as many items as its widget shows (GraphQL literals cannot read the constants)', () => {
    expect(text).toContain(`myUpcomingEvents(first: ${UPCOMING_EVENTS_SHOWN})`);
    expect(text).toContain(`myGroups(first: ${GROUPS_SHOWN})`);
    expect(text).toContain(`followedChannels(first: ${FOLLOWED_CHANNELS_SHOWN})`);
    expect(text).toContain(`connections(first: ${CONNECTIONS_SHOWN})`);
    expect(text).toContain(`suggestedConnections(first: ${SUGGESTIONS_SHOWN})`);
    expect(text).toContain(`notifications(first: ${ACTIVITY_SHOWN})`);
  });

  it("carries the shell's data, the Dadfeed's first page and the Dad Score, and writes nothing", () => {
    expect(HomeScreenQuery.params.operationKind).toBe('query');
    for (const part of [
      'fragment MemberApp_query on Query',
      'unreadNotificationCount',
      'pendingConnectionRequests(first: 1)',
      'dadfeed(first: 20)',
      'jokeOfTheDay',
      'suggestedContent',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).toMatch(/dadScore\s+stats \{/);
    expect(text).not.toMatch(/calculateDadScore|mutation/);
  });
});
