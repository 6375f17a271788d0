/**
 * The posts of a group, an event or a channel: its empty state, or the shared post cards (a click on a post toggles
 * its comments), then 'Load more'. A post its author deletes leaves the list at once.
 */
import type { ReactNode } from 'react';
import { commitLocalUpdate, useRelayEnvironment } from 'react-relay/hooks';
import { ConnectionHandler, type RecordSourceProxy } from 'relay-runtime';
import type { PostCard_post$key } from '../__generated__/PostCard_post.graphql';
import { LoadMoreButton } from '../components/LoadMoreButton';
import { PostCard } from './PostCard';

interface Props {
  /** The list's name for screen readers ('Group posts'). */
  label: string;
  posts: ReadonlyArray<PostCard_post$key & { readonly id: string }>;
  /** The Relay connection the posts come from, which a deleted post leaves. */
  connectionId: string | undefined;
  /** Anything else a deleted post changes in the store (a count), done in the same update. */
  onDropped?: (store: RecordSourceProxy) => void;
  /** The toast after a delete, when the screen words it otherwise than PostCard does. */
  deletedTitle?: string;
  empty: ReactNode;
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: () => void;
}

export function PagedPostList({ label, posts, connectionId, onDropped, deletedTitle, empty, ...pages }: Props) {
  const environment = useRelayEnvironment();
  const dropPost = (postId: string) =>
    commitLocalUpdate(environment, (store) => {
      const connection = connectionId ? store.get(connectionId) : null;
      if (connection) ConnectionHandler.deleteNode(connection, postId);
      onDropped?.(store);
    });
  return (
    <>
      {posts.length === 0 ? (
        empty
      ) : (
        <ul aria-label={label} className="grid gap-4">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} deletedTitle={deletedTitle} onDeleted={() => dropPost(post.id)} commentsOnClick />
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton {...pages} />
    </>
  );
}
