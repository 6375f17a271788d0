/**
 * After a change on a group's page (join, leave, an invitation answered, a role, a removal, an edit): the page's
 * query again, in the background, so the header, stats, members and posts follow (lists are refreshed after each
 * change).
 */
import { useCallback } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay/hooks';
import type { GroupScreenQuery } from '../../__generated__/GroupScreenQuery.graphql';
import groupScreenQuery from '../../__generated__/GroupScreenQuery.graphql';

export function useGroupPageRefresh(databaseId: string): () => Promise<void> {
  const environment = useRelayEnvironment();
  return useCallback(
    () =>
      fetchQuery<GroupScreenQuery>(environment, groupScreenQuery, { databaseId }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then(() => undefined),
    [environment, databaseId],
  );
}
