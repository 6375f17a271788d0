/**
 * Reads a feed's newest posts and puts those not shown yet at the top of the feed's list in the store (the Dadfeed,
 * the Groupfeed). Reached only from each feed's own chunk (dadfeed-new-posts.ts, groupfeed/groupfeed-new-posts.ts),
 * fetched when a member first asks to see new posts: their queries carry every card's fields, which the
 * dashboard's first load has no use for.
 */
import { fetchQuery } from 'react-relay/hooks';
import { ConnectionHandler, type Environment, type GraphQLTaggedNode, type OperationType } from 'relay-runtime';

/** The feed's newest posts: the query that reads them, and their ids in its answer, newest first. */
export interface NewestPosts<T extends OperationType> {
  query: GraphQLTaggedNode;
  variables: T['variables'];
  idsOf: (response: T['response'] | undefined) => string[];
}

/** The feed's list in the store: its `@connection` key, the values of its filters, and its edges' type. */
export interface FeedList {
  key: string;
  filters: Record<string, unknown>;
  edgeType: string;
}

/**
 * Resolves once the new posts are in the store (nothing happens when the feed's list is not there);
 * `beforeInsert` runs once they have arrived, just before they go in.
 */
export async function insertNewPosts<T extends OperationType>(
  environment: Environment,
  newest: NewestPosts<T>,
  list: FeedList,
  shownIds: readonly string[],
  beforeInsert: () => void,
) {
  const data = await fetchQuery<T>(environment, newest.query, newest.variables, {
    fetchPolicy: 'network-only',
  }).toPromise();
  const shown = new Set(shownIds);
  const fresh = newest.idsOf(data).filter((id) => !shown.has(id));
  beforeInsert();
  environment.commitUpdate((store) => {
    const connection = ConnectionHandler.getConnection(store.getRoot(), list.key, list.filters);
    if (!connection) return;
    // Oldest first, each before the last: the newest ends on top.
    for (const id of [...fresh].reverse()) {
      const node = store.get(id);
      if (node)
        ConnectionHandler.insertEdgeBefore(
          connection,
          ConnectionHandler.createEdge(store, connection, node, list.edgeType),
        );
    }
  });
}
