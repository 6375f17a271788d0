import { Trophy } from 'lucide-react';
import { useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { DadScoreBadge_viewer$key } from '../../__generated__/DadScoreBadge_viewer.graphql';
import { Popover, PopoverAnchor, PopoverContent } from '../../components/Popover';
import { DAD_SCORE_STATS, statCounts, statValue } from './dad-score-stats';

/** Time to move the pointer from the badge into its popover before it closes. */
const CLOSE_DELAY_MS = 150;

/**
 * The member's Dad Score; hovering or focusing it shows what the score is made of. The server keeps the stored
 * score current as the member's activity changes (docs/dad-score.md), so the page only reads it.
 */
export function DadScoreBadge({ viewer }: { viewer: DadScoreBadge_viewer$key }) {
  const { dadScore, stats } = useFragment(
    graphql`
      fragment DadScoreBadge_viewer on User {
        dadScore
        stats {
          posts
          connections
          groups
          events
        }
      }
    `,
    viewer,
  );
  const [open, setOpen] = useState(false);
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = () => {
    clearTimeout(closing.current);
    setOpen(true);
  };
  const hide = () => {
    closing.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  const counts = statCounts(stats);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverAnchor asChild>
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          onPointerEnter={show}
          onPointerLeave={hide}
          onFocus={show}
          onBlur={hide}
          className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-full bg-linear-to-r from-amber-400 to-brand-500 px-3.5 text-sm font-bold text-stone-950 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <Trophy aria-hidden className="size-4" />
          Dad Score <span className="tabular-nums">{(dadScore ?? 0).toLocaleString('en-US')}</span>
        </button>
      </PopoverAnchor>
      <PopoverContent
        align="end"
        className="w-60"
        aria-label="Dad Score breakdown"
        onOpenAutoFocus={(event) => event.preventDefault()}
        onPointerEnter={show}
        onPointerLeave={hide}
      >
        <p className="text-sm font-bold text-ink">Your Dad Score</p>
        <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
          {DAD_SCORE_STATS.map((stat) => (
            <div key={stat} className="contents">
              <dt className="text-stone-600">{stat}</dt>
              <dd className="text-right font-semibold text-ink tabular-nums">{statValue(counts, stat)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-xs text-stone-600">Post, connect, join groups and attend events to raise it.</p>
      </PopoverContent>
    </Popover>
  );
}
