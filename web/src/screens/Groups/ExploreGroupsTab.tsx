/**
 * Explore Groups & Teams: the groups the viewer may see and has not joined (a private one only when invited),
 * filtered and paged on the server.
 */
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { ExploreGroupsTab_query$key } from '../../__generated__/ExploreGroupsTab_query.graphql';
import type { ExploreGroupsTabPaginationQuery } from '../../__generated__/ExploreGroupsTabPaginationQuery.graphql';
import { GroupsTabBody, type TabProps } from './GroupsTabBody';

export function ExploreGroupsTab({ query, ...props }: TabProps<ExploreGroupsTab_query$key>) {
  const { data, ...pages } = usePaginationFragment<ExploreGroupsTabPaginationQuery, ExploreGroupsTab_query$key>(
    graphql`
      fragment ExploreGroupsTab_query on Query
      @refetchable(queryName: "ExploreGroupsTabPaginationQuery")
      @argumentDefinitions(
        search: { type: "String" }
        category: { type: "GroupCategory" }
        format: { type: "GroupFormat" }
        count: { type: "Int", defaultValue: 12 }
        cursor: { type: "String" }
      ) {
        explore: groups(tab: EXPLORE, search: $search, category: $category, format: $format, first: $count, after: $cursor)
          @connection(key: "ExploreGroupsTab_explore", filters: ["search", "category", "format"]) {
          edges {
            node {
              id
              name
              ...GroupCard_group
            }
          }
        }
      }
    `,
    query,
  );
  return (
    <GroupsTabBody
      {...props}
      {...pages}
      tabName="Explore Groups & Teams"
      listLabel="Groups and teams to explore"
      empty={{ title: 'Nothing to explore yet', text: 'You are in every group there is: create a new one!' }}
      groups={data.explore.edges.map((edge) => edge.node)}
    />
  );
}
