/**
 * After a change on an event's page (attending, leaving, an invitation answered, an edit): the page's query again,
 * in the background, so the header, attendees, photos and discussion follow (lists are refreshed after each
 * change).
 */
import { useCallback } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay/hooks';
import type { EventScreenQuery } from '../../__generated__/EventScreenQuery.graphql';
import eventScreenQuery from '../../__generated__/EventScreenQuery.graphql';

export function useEventPageRefresh(databaseId: string): () => Promise<void> {
  const environment = useRelayEnvironment();
  return useCallback(
    () =>
      fetchQuery<EventScreenQuery>(environment, eventScreenQuery, { databaseId }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then(() => undefined),
    [environment, databaseId],
  );
}
