/**
 * Channel Posts: what the creator published, newest first, as the shared post cards, with the creator's composer
 * above them. A deleted post leaves the list.
 */
import { MessageSquare } from 'lucide-react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { ChannelPosts_channel$key } from '../../__generated__/ChannelPosts_channel.graphql';
import type { ChannelPostsPaginationQuery } from '../../__generated__/ChannelPostsPaginationQuery.graphql';
import { EmptyState } from '../../components/EmptyState';
import { PagedPostList } from '../../posts/PagedPostList';
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
  return (
    <section aria-labelledby="channel-posts" className="grid gap-3">
      <h2 id="channel-posts" className="text-xl font-bold text-ink">
        Channel Posts
      </h2>
      {data.isViewerCreator && <ChannelComposer channelId={data.id} channelName={data.name} />}
      <PagedPostList
        label="Channel posts"
        posts={data.posts.edges.map((edge) => edge.node)}
        connectionId={data.posts.__id}
        onDropped={(store) => {
          // The channel's post count goes down with it.
          const record = store.get(data.id);
          const count = record?.getValue('postCount');
          if (record && typeof count === 'number') record.setValue(Math.max(0, count - 1), 'postCount');
        }}
        empty={
          <EmptyState
            icon={MessageSquare}
            title="No posts yet"
            text={
              data.isViewerCreator
                ? 'Your first post reaches every follower’s Dadfeed.'
                : 'Posts from this channel show here and in your Dadfeed.'
            }
          />
        }
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        loadNext={() => loadNext(PAGE_SIZE)}
      />
    </section>
  );
}
