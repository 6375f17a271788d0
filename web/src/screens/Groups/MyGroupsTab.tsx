/** My Groups & Teams: the groups the viewer belongs to, filtered and paged on the server. */
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { MyGroupsTab_query$key } from '../../__generated__/MyGroupsTab_query.graphql';
import type { MyGroupsTabPaginationQuery } from '../../__generated__/MyGroupsTabPaginationQuery.graphql';
import { GroupsTabBody, type TabProps } from './GroupsTabBody';

export function MyGroupsTab({ query, ...props }: TabProps<MyGroupsTab_query$key>) {
  const { data, ...pages } = usePaginationFragment<MyGroupsTabPaginationQuery, MyGroupsTab_query$key>(
    graphql`
      fragment MyGroupsTab_query on Query
      @refetchable(queryName: "MyGroupsTabPaginationQuery")
      @argumentDefinitions(
        search: { type: "String" }
        category: { type: "GroupCategory" }
        format: { type: "GroupFormat" }
        count: { type: "Int", defaultValue: 12 }
        cursor: { type: "String" }
      ) {
        mine: groups(tab: MINE, search: $search, category: $category, format: $format, first: $count, after: $cursor)
          @connection(key: "MyGroupsTab_mine", filters: ["search", "category", "format"]) {
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
      tabName="My Groups & Teams"
      listLabel="My groups and teams"
      empty={{ title: 'No groups yet', text: 'Join a group or team from Explore, or create your own.' }}
      groups={data.mine.edges.map((edge) => edge.node)}
    />
  );
}
