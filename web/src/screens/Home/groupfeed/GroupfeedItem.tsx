import { commitLocalUpdate, graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import type { GroupfeedItem_post$key } from '../../../__generated__/GroupfeedItem_post.graphql';
import { groupPostDate } from '../../../lib/age-label';
import { PostCard } from '../../../posts/PostCard';
import { groupfeedConnectionId, groupfeedConnectionsFor } from './groupfeed-connections';

/** One Groupfeed post: when it was posted ('MMM d, yyyy • h:mm a'), then its card, group badge included. */
export function GroupfeedItem({ post }: { post: GroupfeedItem_post$key }) {
  const data = useFragment(
    graphql`
      fragment GroupfeedItem_post on Post {
        id
        createdAt
        group {
          id
        }
        ...PostCard_post
      }
    `,
    post,
  );
  const environment = useRelayEnvironment();
  // A deleted post leaves "All Groups" and its group's list.
  const onDeleted = () =>
    commitLocalUpdate(environment, (store) => {
      const ids = data.group ? groupfeedConnectionsFor(data.group.id) : [groupfeedConnectionId(null)];
      for (const id of ids) {
        const connection = store.get(id);
        if (connection) ConnectionHandler.deleteNode(connection, data.id);
      }
    });
  return (
    <div className="grid gap-1">
      <p className="px-1 text-xs text-stone-600">
        <time dateTime={data.createdAt}>{groupPostDate(data.createdAt)}</time>
      </p>
      <PostCard post={data} onDeleted={onDeleted} />
    </div>
  );
}
