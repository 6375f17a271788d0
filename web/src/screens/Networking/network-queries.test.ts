import { describe, expect, it } from 'vitest';
import DiscoverTabQuery from '../../__generated__/DiscoverTabQuery.graphql';
import MemberSearchResultsQuery from '../../__generated__/MemberSearchResultsQuery.graphql';
import NetworkingScreenQuery from '../../__generated__/NetworkingScreenQuery.graphql';
import SuggestedTabQuery from '../../__generated__/SuggestedTabQuery.graphql';
import { operationText } from '../../relay/operation-text';
import { PAGE_SIZE, SUGGESTIONS_SHOWN } from './network-tabs';

const text = operationText;

describe("the networking screen's queries (GraphQL literals cannot read the constants)", () => {
  it('count the suggestions the Suggested tab shows, and share the Network badge’s pending count', () => {
    expect(text(NetworkingScreenQuery)).toContain(`suggestedConnections(first: ${SUGGESTIONS_SHOWN})`);
    expect(text(SuggestedTabQuery)).toContain(`suggestedConnections(first: ${SUGGESTIONS_SHOWN})`);
    // The shell's badge reads pendingConnectionRequests(first: 1): the same field, so a refresh here updates it.
    expect(text(NetworkingScreenQuery)).toContain('pendingConnectionRequests(first: 1)');
  });

  it('ask every paged list for a page of PAGE_SIZE', () => {
    expect(text(NetworkingScreenQuery)).toContain(`pendingConnectionRequests(first: ${PAGE_SIZE})`);
    expect(text(NetworkingScreenQuery)).toContain(`connections(first: ${PAGE_SIZE})`);
    expect(text(DiscoverTabQuery)).toContain(`discoverMembers(first: ${PAGE_SIZE})`);
    expect(text(MemberSearchResultsQuery)).toContain(`memberSearch(query: $query, first: ${PAGE_SIZE})`);
  });
});
