/**
 * Reads the Dadfeed's newest posts and puts those not shown yet at the top of the feed's list in the store. Its own
 * chunk, fetched when a member first asks to see new posts: the query carries every card's fields, which the
 * dashboard's first load has no use for.
 */
import { fetchQuery, graphql } from 'react-relay/hooks';
import { ConnectionHandler, type Environment } from 'relay-runtime';
import type { FeedCategory, insertNewPostsQuery } from '../../__generated__/insertNewPostsQuery.graphql';

const newPostsQuery = graphql`
  query insertNewPostsQuery($first: Int!, $category: FeedCategory, $hashtag: String) {
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

export interface FeedFilters {
  category: FeedCategory | null;
  hashtag: string | null;
}

/**
 * Resolves once the new posts are in the store (nothing happens when the feed's list is not there);
 * `beforeInsert` runs once they have arrived, just before they go in.
 */
export async function insertNewPosts(
  environment: Environment,
  filters: FeedFilters,
  first: number,
  shownIds: readonly string[],
  beforeInsert: () => void,
) {
  const data = await fetchQuery<insertNewPostsQuery>(environment, newPostsQuery, { first, ...filters }, { fetchPolicy: 'network-only' }).toPromise();
  const shown = new Set(shownIds);
  const fresh = (data?.dadfeed?.edges ?? []).map((edge) => edge.node.id).filter((id) => !shown.has(id));
  beforeInsert();
  environment.commitUpdate((store) => {
    const connection = ConnectionHandler.getConnection(store.getRoot(), 'Dadfeed_dadfeed', filters);
    if (!connection) return;
    // Oldest first, each before the last: the newest ends on top.
    for (const id of [...fresh].reverse()) {
      const node = store.get(id);
      if (node) ConnectionHandler.insertEdgeBefore(connection, ConnectionHandler.createEdge(store, connection, node, 'DadfeedEdge'));
    }
  });
}
