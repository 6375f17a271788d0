/**
 * Explore Events: every event the viewer may see (a private one only as its host, invitee or attendee), filtered and paged
 * on the server.
 */
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { ExploreEventsTab_query$key } from '../../__generated__/ExploreEventsTab_query.graphql';
import type { ExploreEventsTabPaginationQuery } from '../../__generated__/ExploreEventsTabPaginationQuery.graphql';
import { EventsTabBody, type TabProps } from './EventsTabBody';

export function ExploreEventsTab({ query, ...props }: TabProps<ExploreEventsTab_query$key>) {
  const { data, ...pages } = usePaginationFragment<ExploreEventsTabPaginationQuery, ExploreEventsTab_query$key>(
    graphql`
      fragment ExploreEventsTab_query on Query
      @refetchable(queryName: "ExploreEventsTabPaginationQuery")
      @argumentDefinitions(
        search: { type: "String" }
        category: { type: "EventCategory" }
        time: { type: "EventTimeFilter", defaultValue: ALL }
        visibility: { type: "EventVisibilityFilter", defaultValue: ALL }
        type: { type: "EventTypeFilter", defaultValue: ALL }
        timeZone: { type: "String" }
        count: { type: "Int", defaultValue: 12 }
        cursor: { type: "String" }
      ) {
        explore: events(
          tab: EXPLORE
          search: $search
          category: $category
          time: $time
          visibility: $visibility
          type: $type
          timeZone: $timeZone
          first: $count
          after: $cursor
        ) @connection(key: "ExploreEventsTab_explore", filters: ["search", "category", "time", "visibility", "type", "timeZone"]) {
          edges {
            node {
              id
              location
              isVirtual
              ...EventCard_event
            }
          }
        }
      }
    `,
    query,
  );
  return (
    <EventsTabBody
      {...props}
      {...pages}
      tabName="Explore Events"
      listLabel="Events to explore"
      empty={{ title: 'No events yet', text: 'Nobody has planned an event yet: create the first one!' }}
      events={data.explore.edges.map((edge) => edge.node)}
    />
  );
}
