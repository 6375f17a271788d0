/** The Groupfeed's newest posts, inserted above the list shown on "N new posts" (its own chunk: ../insert-new-posts.ts). */
import { graphql } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';
import type { groupfeedNewPostsQuery } from '../../../__generated__/groupfeedNewPostsQuery.graphql';
import { insertNewPosts } from '../insert-new-posts';
import { GROUPFEED_KEY } from './groupfeed-connections';

const newPostsQuery = graphql`
  query groupfeedNewPostsQuery($first: Int!, $groupId: ID) {
    groupfeed(first: $first, groupId: $groupId) {
      edges {
        node {
          id
          ...GroupfeedItem_post
        }
      }
    }
  }
`;

/** `groupId`: the chip's group, or null for "All Groups" (GroupfeedList's lists). */
export function insertNewGroupfeedPosts(
  environment: Environment,
  groupId: string | null,
  first: number,
  shownIds: readonly string[],
  beforeInsert: () => void,
) {
  return insertNewPosts<groupfeedNewPostsQuery>(
    environment,
    {
      query: newPostsQuery,
      variables: { first, groupId },
      idsOf: (data) => (data?.groupfeed.edges ?? []).map((edge) => edge.node.id),
    },
    { key: GROUPFEED_KEY, filters: { groupId }, edgeType: 'GroupfeedEdge' },
    shownIds,
    beforeInsert,
  );
}
