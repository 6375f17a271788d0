/**
 * The top strip's dad joke marquee: the joke of the day (`Query.jokeOfTheDay`, the same for everyone all UTC
 * day), read with the page's query and fetched again in the background every 6
 * hours. The joke crosses the strip on one line, paused while pointed at or focused or by its pause button; with
 * reduced motion it stands still, wrapped, whole. If there is none (the server could not answer), the strip says
 * the joke is warming up rather than showing a made-up one; a failed refresh keeps the joke on screen.
 */
import { Laugh, Pause, Play } from 'lucide-react';
import { useState, type CSSProperties } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { JokeMarquee_query$key } from '../../__generated__/JokeMarquee_query.graphql';
import type { JokeMarqueeQuery } from '../../__generated__/JokeMarqueeQuery.graphql';
import jokeQuery from '../../__generated__/JokeMarqueeQuery.graphql';
import { cn } from '../../lib/cn';
import { useRefresh } from '../../relay/refresh';
import { usePolling } from '../Shell/usePolling';

/** The joke is fetched again this often (also how long it counts as fresh). */
export const JOKE_REFRESH_MS = 6 * 60 * 60 * 1000;

/** About 8 characters a second, and never faster than one crossing in 12 s: slow enough to read. */
const crossingSeconds = (joke: string) => Math.max(12, Math.round(joke.length / 8 + 8));

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
  const [paused, setPaused] = useState(false);
  return (
    <div className="group flex min-w-0 flex-1 items-center gap-2 rounded-2xl bg-white/70 py-1.5 pr-1.5 pl-3 text-sm text-stone-700 ring-1 ring-brand-200">
      <Laugh aria-hidden className="size-4 shrink-0 text-brand-700" />
      {jokeOfTheDay ? (
        <>
          {/* The title gives the whole joke to whoever points at the moving one. */}
          <p className="min-w-0 flex-1 overflow-hidden motion-reduce:overflow-visible" title={jokeOfTheDay}>
            <span
              data-testid="joke-of-the-day"
              style={{ '--marquee-duration': `${crossingSeconds(jokeOfTheDay)}s` } as CSSProperties}
              className={cn(
                'inline-block motion-safe:animate-marquee motion-safe:pl-[100%] motion-safe:whitespace-nowrap',
                // Important: the animation shorthand of animate-marquee, a variant too, would reset the play state.
                'group-focus-within:[animation-play-state:paused]! group-hover:[animation-play-state:paused]!',
                paused && '[animation-play-state:paused]!',
              )}
            >
              <span className="sr-only">Dad joke of the day: </span>
              {jokeOfTheDay}
            </span>
          </p>
          <button
            type="button"
            aria-label={paused ? 'Play the joke' : 'Pause the joke'}
            title={paused ? 'Play the joke' : 'Pause the joke'}
            onClick={() => setPaused(!paused)}
            className="grid size-7 shrink-0 cursor-pointer place-items-center rounded-full text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600 motion-reduce:hidden"
          >
            {paused ? <Play aria-hidden className="size-3.5" /> : <Pause aria-hidden className="size-3.5" />}
          </button>
        </>
      ) : (
        <p className="min-w-0 flex-1 py-0.5 text-stone-600">
          Today’s dad joke is still warming up. Check back in a moment.
        </p>
      )}
    </div>
  );
}
