/**
 * Channel Posts: what the creator published, newest first, as the shared post cards, with the creator's composer
 * above them. A deleted post leaves the list.
 */
import { MessageSquare } from 'lucide-react';
import { commitLocalUpdate, graphql, usePaginationFragment, useRelayEnvironment } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import type { ChannelPosts_channel$key } from '../../__generated__/ChannelPosts_channel.graphql';
import type { ChannelPostsPaginationQuery } from '../../__generated__/ChannelPostsPaginationQuery.graphql';
import { EmptyState } from '../../components/EmptyState';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { PostCard } from '../../posts/PostCard';
import { ChannelComposer } from './ChannelComposer';

const PAGE_SIZE = 10;

export function ChannelPosts({ channel }: { channel: ChannelPosts_channel$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    ChannelPostsPaginationQuery,
    ChannelPosts_channel$key
  >(
    graphql`
      fragment ChannelPosts_channel on Channel
      @refetchable(queryName: "ChannelPostsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        id
        name
        isViewerCreator
        posts(first: $count, after: $cursor) @connection(key: "ChannelPosts_posts") {
          __id
          edges {
            node {
              id
              ...PostCard_post
            }
          }
        }
      }
    `,
    channel,
  );
  const environment = useRelayEnvironment();
  const posts = data.posts.edges.map((edge) => edge.node);
  const dropPost = (postId: string) =>
    commitLocalUpdate(environment, (store) => {
      const connection = store.get(data.posts.__id);
      if (connection) ConnectionHandler.deleteNode(connection, postId);
      const record = store.get(data.id);
      const count = record?.getValue('postCount');
      if (record && typeof count === 'number') record.setValue(Math.max(0, count - 1), 'postCount');
    });

  return (
    <section aria-labelledby="channel-posts" className="grid gap-3">
      <h2 id="channel-posts" className="text-xl font-bold text-ink">
        Channel Posts
      </h2>
      {data.isViewerCreator && <ChannelComposer channelId={data.id} channelName={data.name} />}
      {posts.length === 0 ? (
        <EmptyState
          icon={MessageSquare}
          title="No posts yet"
          text={
            data.isViewerCreator
              ? 'Your first post reaches every follower’s Dadfeed.'
              : 'Posts from this channel show here and in your Dadfeed.'
          }
        />
      ) : (
        <ul aria-label="Channel posts" className="grid gap-4">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} onDeleted={() => dropPost(post.id)} commentsOnClick />
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={() => loadNext(PAGE_SIZE)} />
    </section>
  );
}
