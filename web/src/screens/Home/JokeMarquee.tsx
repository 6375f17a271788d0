/**
 * The top strip's dad joke marquee: the joke of the day (`Query.jokeOfTheDay`, the same for everyone all UTC
 * day), fetched again in the background every 6 hours (spec part 1 sections 7 and 9). While the first answer
 * is on its way, or if it fails, the strip says the joke is warming up rather than showing a made-up one.
 */
import { Laugh } from 'lucide-react';
import { Component, Suspense, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { JokeMarqueeQuery } from '../../__generated__/JokeMarqueeQuery.graphql';
import { usePollingKey } from '../Shell/usePollingKey';

/** The joke is fetched again this often (also the spec's stale time). */
export const JOKE_REFRESH_MS = 6 * 60 * 60 * 1000;

const jokeQuery = graphql`
  query JokeMarqueeQuery {
    jokeOfTheDay
  }
`;

export function JokeMarquee() {
  const fetchKey = usePollingKey(JOKE_REFRESH_MS);
  return (
    <p className="flex min-w-0 flex-1 items-center gap-2 rounded-full bg-white/70 px-3 py-1.5 text-sm text-stone-700 ring-1 ring-brand-200">
      <Laugh aria-hidden className="size-4 shrink-0 text-brand-700" />
      {/* A failed fetch falls back to the placeholder; the next refresh (a new key) tries again. */}
      <JokeFallbackBoundary key={fetchKey}>
        <Suspense fallback={<JokePlaceholder />}>
          <JokeText fetchKey={fetchKey} />
        </Suspense>
      </JokeFallbackBoundary>
    </p>
  );
}

function JokeText({ fetchKey }: { fetchKey: number }) {
  const { jokeOfTheDay } = useLazyLoadQuery<JokeMarqueeQuery>(
    jokeQuery,
    {},
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  return (
    <span className="min-w-0 line-clamp-2" title={jokeOfTheDay} data-testid="joke-of-the-day">
      <span className="sr-only">Dad joke of the day: </span>
      {jokeOfTheDay}
    </span>
  );
}

function JokePlaceholder() {
  return <span className="truncate text-stone-600">Today’s dad joke is still warming up. Check back in a moment.</span>;
}

class JokeFallbackBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <JokePlaceholder /> : this.props.children;
  }
}
