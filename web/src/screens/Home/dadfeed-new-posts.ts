/** The Dadfeed's newest posts, inserted above the feed on "N new posts" (its own chunk: insert-new-posts.ts). */
import { graphql } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';
import type { dadfeedNewPostsQuery, FeedCategory } from '../../__generated__/dadfeedNewPostsQuery.graphql';
import { insertNewPosts } from './insert-new-posts';

const newPostsQuery = graphql`
  query dadfeedNewPostsQuery($first: Int!, $category: FeedCategory, $hashtag: String) {
    dadfeed(first: $first, category: $category, hashtag: $hashtag) {
      edges {
        node {
          id
          ...PostCard_post
        }
      }
    }
  }
`;

/** The Dadfeed list's filters (DadfeedList's `Dadfeed_dadfeed` connection). */
export interface DadfeedFilters {
  category: FeedCategory | null;
  hashtag: string | null;
}

export function insertNewDadfeedPosts(
  environment: Environment,
  filters: DadfeedFilters,
  first: number,
  shownIds: readonly string[],
  beforeInsert: () => void,
) {
  return insertNewPosts<dadfeedNewPostsQuery>(
    environment,
    {
      query: newPostsQuery,
      variables: { first, ...filters },
      idsOf: (data) => (data?.dadfeed?.edges ?? []).map((edge) => edge.node.id),
    },
    { key: 'Dadfeed_dadfeed', filters: { ...filters }, edgeType: 'DadfeedEdge' },
    shownIds,
    beforeInsert,
  );
}
