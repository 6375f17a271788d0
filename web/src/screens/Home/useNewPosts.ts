/**
 * "N new posts" above a feed (as Mastodon and Discourse do; the Dadfeed, the Groupfeed): the feed's subscription
 * announces others' posts that join it, and nothing moves until the member asks. `showNew` then has the feed insert
 * the newest posts not shown yet at the top of its list in the store, and keeps the card the member was reading
 * where it was on the screen: the window scrolls by exactly what was inserted above it. (Done here rather than left
 * to the browser's scroll anchoring, which is not in every browser and picks its own anchor.)
 */
import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { countsFor, unseenPosts, type AnnouncedPost } from '../../lib/new-posts';
import { useRetriedSubscription } from '../../relay/useRetriedSubscription';

/** A refused or ended subscription is tried again after this long. */
const RETRY_MS = 30_000;
/** Cards above this line (the sticky top bar's height) are scrolled past, not being read. */
const READING_LINE_PX = 120;
/** The most a feed reads in one page (the server's limit). */
const MAX_PAGE = 50;

export interface NewPostsFeed<T extends OperationType> {
  /**
   * The subscription that announces the feed's new posts, and the post in one of its events. Its `after` variable
   * is the newest post shown when it is made: the posts after it come first, so none published while it was being
   * made (or while the socket was down) goes unannounced.
   */
  subscription: GraphQLTaggedNode;
  announced: (response: T['response'] | null | undefined) => AnnouncedPost | null;
  /** Only this group's posts count (a Groupfeed chip); null: every post announced. */
  groupId: string | null;
  /**
   * Reads the newest `first` posts of the list shown and inserts those not in `shownIds` at its top, calling
   * `beforeInsert` just before (a lazily imported chunk: insert-new-posts.ts).
   */
  insert: (first: number, shownIds: readonly string[], beforeInsert: () => void) => Promise<void>;
}

/** The first card still on screen (below the sticky top bar), and where it was. */
function readingCard(feed: HTMLElement | null): { element: Element; top: number } | null {
  const cards = feed?.querySelectorAll(':scope ul > li') ?? [];
  for (const element of cards) {
    const { top, bottom } = element.getBoundingClientRect();
    if (bottom > READING_LINE_PX) return { element, top };
  }
  return null;
}

/** `list` holds the feed's list of cards. */
export function useNewPosts<T extends OperationType>(
  { subscription, announced, groupId, insert }: NewPostsFeed<T>,
  shownIds: readonly string[],
  list: RefObject<HTMLElement | null>,
) {
  const keep = useRef<{ element: Element; top: number } | null>(null);
  // Once the new cards are in, the one being read goes back to where it was.
  // biome-ignore lint/correctness/useExhaustiveDependencies: shownIds is the trigger: the new list of cards is what has just been laid out
  useLayoutEffect(() => {
    const kept = keep.current;
    if (!kept) return;
    keep.current = null;
    if (kept.element.isConnected) window.scrollBy(0, kept.element.getBoundingClientRect().top - kept.top);
  }, [shownIds]);
  const [heard, setHeard] = useState<AnnouncedPost[]>([]);
  const [showing, setShowing] = useState(false);
  useRetriedSubscription<T>(
    {
      subscription,
      // Read when each attempt is made (useRetriedSubscription); a later change makes no new subscription.
      variables: { after: shownIds[0] ?? null },
      onNext: (data) => {
        const post = announced(data);
        if (post) setHeard((posts) => [...posts, post]);
      },
    },
    RETRY_MS,
  );
  const unseen = unseenPosts(heard, new Set(shownIds), groupId);

  const showNew = useCallback(async () => {
    if (unseen.length === 0) return;
    setShowing(true);
    try {
      // A few more than announced: posts may have come while the subscription was being made again.
      await insert(Math.min(MAX_PAGE, unseen.length + 5), shownIds, () => {
        keep.current = window.scrollY > 0 ? readingCard(list.current) : null;
      });
      // Another group's posts still count once its chip (or "All Groups") is chosen.
      setHeard((posts) => posts.filter((post) => !countsFor(groupId)(post)));
    } catch {
      // The hint stays: the member may try again.
    } finally {
      setShowing(false);
    }
  }, [insert, shownIds, unseen.length, list, groupId]);

  return { count: unseen.length, showing, showNew };
}
