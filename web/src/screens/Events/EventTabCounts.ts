/**
 * The numbers on the listing's tabs: how many events are the viewer's (My Events) and how many invitations wait
 * for an answer (Invited Events' badge). `refresh` fetches them again in the background after a change.
 */
import { graphql, useFragment } from 'react-relay/hooks';
import type { EventTabCounts_query$key } from '../../__generated__/EventTabCounts_query.graphql';
import type { EventTabCountsRefetchQuery } from '../../__generated__/EventTabCountsRefetchQuery.graphql';
import eventTabCountsRefetchQuery from '../../__generated__/EventTabCountsRefetchQuery.graphql';
import { useRefresh } from '../../relay/refresh';

export function useEventTabCounts(query: EventTabCounts_query$key) {
  const data = useFragment(
    graphql`
      fragment EventTabCounts_query on Query @refetchable(queryName: "EventTabCountsRefetchQuery") {
        myEvents: events(tab: MINE, first: 1) {
          totalCount
        }
        pendingInvitations: eventInvitations(first: 1) {
          totalCount
        }
      }
    `,
    query,
  );
  const refresh = useRefresh<EventTabCountsRefetchQuery>(eventTabCountsRefetchQuery);
  return { mine: data.myEvents.totalCount, invited: data.pendingInvitations?.totalCount ?? 0, refresh };
}
