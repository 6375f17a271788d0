/**
 * The top strip's dad joke marquee: the joke of the day (`Query.jokeOfTheDay`, the same for everyone all UTC
 * day), read with the page's query and fetched again in the background every 6 hours (spec part 1 sections 7 and
 * 9). If there is none (the server could not answer), the strip says the joke is warming up rather than showing a
 * made-up one; a failed refresh keeps the joke on screen.
 */
import { Laugh } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { JokeMarquee_query$key } from '../../__generated__/JokeMarquee_query.graphql';
import type { JokeMarqueeQuery } from '../../__generated__/JokeMarqueeQuery.graphql';
import jokeQuery from '../../__generated__/JokeMarqueeQuery.graphql';
import { useRefresh } from '../../relay/refresh';
import { usePolling } from '../Shell/usePolling';

/** The joke is fetched again this often (also the spec's stale time). */
export const JOKE_REFRESH_MS = 6 * 60 * 60 * 1000;

export function JokeMarquee({ query }: { query: JokeMarquee_query$key }) {
  const { jokeOfTheDay } = useFragment(
    graphql`
      fragment JokeMarquee_query on Query @refetchable(queryName: "JokeMarqueeQuery") {
        jokeOfTheDay
      }
    `,
    query,
  );
  const refresh = useRefresh<JokeMarqueeQuery>(jokeQuery);
  usePolling(JOKE_REFRESH_MS, () => void refresh().catch(() => undefined));
  return (
    <p className="flex min-w-0 flex-1 items-center gap-2 rounded-full bg-white/70 px-3 py-1.5 text-sm text-stone-700 ring-1 ring-brand-200">
      <Laugh aria-hidden className="size-4 shrink-0 text-brand-700" />
      {jokeOfTheDay ? (
        <span className="min-w-0 line-clamp-2" title={jokeOfTheDay} data-testid="joke-of-the-day">
          <span className="sr-only">Dad joke of the day: </span>
          {jokeOfTheDay}
        </span>
      ) : (
        <span className="truncate text-stone-600">Today’s dad joke is still warming up. Check back in a moment.</span>
      )}
    </p>
  );
}
