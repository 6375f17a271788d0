/**
 * A live feed's posts (the Dadfeed, the Groupfeed): "N new posts" over them (useNewPosts), then the feed's empty
 * state, or its posts with 'Load more'.
 */
import type { ReactNode, RefObject } from 'react';
import { FeedPageList } from './FeedPageList';
import { NewPostsButton } from './NewPostsButton';

interface Props<T extends { id: string }> {
  /** What useNewPosts says of the posts announced and not shown yet. */
  newPosts: { count: number; showing: boolean; showNew: () => Promise<void> };
  /** Holds the list, for useNewPosts to keep the card being read in place. */
  feed: RefObject<HTMLDivElement | null>;
  /** Shown when there are no posts. */
  empty: ReactNode;
  label: string;
  posts: readonly T[];
  renderPost: (post: T) => ReactNode;
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: () => void;
}

export function LiveFeedList<T extends { id: string }>({
  newPosts,
  feed,
  empty,
  posts,
  renderPost,
  ...pages
}: Props<T>) {
  return (
    <>
      <NewPostsButton count={newPosts.count} showing={newPosts.showing} onShow={() => void newPosts.showNew()} />
      {posts.length === 0 ? (
        empty
      ) : (
        // The feed keeps the card being read in place itself (useNewPosts): no anchoring by the browser too.
        <div ref={feed} className="[overflow-anchor:none]">
          <FeedPageList items={posts} renderItem={renderPost} {...pages} />
        </div>
      )}
    </>
  );
}
