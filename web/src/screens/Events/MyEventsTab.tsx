/** My Events: the events the viewer hosts, attends or waits for, filtered and paged on the server. */
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { MyEventsTab_query$key } from '../../__generated__/MyEventsTab_query.graphql';
import type { MyEventsTabPaginationQuery } from '../../__generated__/MyEventsTabPaginationQuery.graphql';
import { EventsTabBody, type TabProps } from './EventsTabBody';

export function MyEventsTab({ query, ...props }: TabProps<MyEventsTab_query$key>) {
  const { data, ...pages } = usePaginationFragment<MyEventsTabPaginationQuery, MyEventsTab_query$key>(
    graphql`
      fragment MyEventsTab_query on Query
      @refetchable(queryName: "MyEventsTabPaginationQuery")
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
        mine: events(
          tab: MINE
          search: $search
          category: $category
          time: $time
          visibility: $visibility
          type: $type
          timeZone: $timeZone
          first: $count
          after: $cursor
        ) @connection(key: "MyEventsTab_mine", filters: ["search", "category", "time", "visibility", "type", "timeZone"]) {
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
      tabName="My Events"
      listLabel="My events"
      empty={{ title: 'No events yet', text: 'Attend an event from Explore Events, or create your own.' }}
      events={data.mine.edges.map((edge) => edge.node)}
    />
  );
}
