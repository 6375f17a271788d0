/**
 * "N new posts" on the Dadfeed (as Mastodon and Discourse do): `dadfeedPostAdded` announces others' posts that join
 * the viewer's feed, and nothing moves until the member asks. `showNew` then reads the newest posts and inserts
 * those not shown yet at the top of the feed's list in the store, and keeps the card the member was reading where it
 * was on the screen: the window scrolls by exactly what was inserted above it. (Done here rather than left to the
 * browser's scroll anchoring, which is not in every browser and picks its own anchor.)
 */
import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useDadfeedNewPostsSubscription } from '../../__generated__/useDadfeedNewPostsSubscription.graphql';
import { unseenPosts } from '../../lib/new-posts';
import { useRetriedSubscription } from '../../relay/useRetriedSubscription';
import type { FeedFilters } from './insert-new-posts';

const newPostSubscription = graphql`
  subscription useDadfeedNewPostsSubscription {
    dadfeedPostAdded
  }
`;

/** A refused or ended subscription is tried again after this long. */
const RETRY_MS = 30_000;
/** Cards above this line (the sticky top bar's height) are scrolled past, not being read. */
const READING_LINE_PX = 120;
/** The most the feed reads in one page (the server's limit). */
const MAX_PAGE = 50;


/** The first card still on screen (below the sticky top bar), and where it was. */
function readingCard(feed: HTMLElement | null): { element: Element; top: number } | null {
  const cards = feed?.querySelectorAll(':scope ul > li') ?? [];
  for (const element of cards) {
    const { top, bottom } = element.getBoundingClientRect();
    if (bottom > READING_LINE_PX) return { element, top };
  }
  return null;
}

/** `feed` holds the feed's list (DadfeedList). */
export function useDadfeedNewPosts({ category, hashtag }: FeedFilters, shownIds: readonly string[], feed: RefObject<HTMLElement | null>) {
  const environment = useRelayEnvironment();
  const keep = useRef<{ element: Element; top: number } | null>(null);
  // Once the new cards are in, the one being read goes back to where it was.
  useLayoutEffect(() => {
    const kept = keep.current;
    if (!kept) return;
    keep.current = null;
    if (kept.element.isConnected) window.scrollBy(0, kept.element.getBoundingClientRect().top - kept.top);
  }, [shownIds]);
  const [announced, setAnnounced] = useState<string[]>([]);
  const [showing, setShowing] = useState(false);
  useRetriedSubscription<useDadfeedNewPostsSubscription>(
    {
      subscription: newPostSubscription,
      variables: {},
      onNext: (data) => {
        const id = data?.dadfeedPostAdded;
        if (id) setAnnounced((ids) => [...ids, id]);
      },
    },
    RETRY_MS,
  );
  const unseen = unseenPosts(announced, new Set(shownIds));

  const showNew = useCallback(async () => {
    if (unseen.length === 0) return;
    setShowing(true);
    try {
      // A few more than announced: posts may have come while the subscription was being made again.
      const first = Math.min(MAX_PAGE, unseen.length + 5);
      const { insertNewPosts } = await import('./insert-new-posts');
      await insertNewPosts(environment, { category, hashtag }, first, shownIds, () => {
        keep.current = window.scrollY > 0 ? readingCard(feed.current) : null;
      });
      setAnnounced([]);
    } catch {
      // The hint stays: the member may try again.
    } finally {
      setShowing(false);
    }
  }, [environment, category, hashtag, shownIds, unseen.length, feed]);

  return { count: unseen.length, showing, showNew };
}
