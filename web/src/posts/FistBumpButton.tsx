import { HandMetal } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { FistBumpButton_post$key } from '../__generated__/FistBumpButton_post.graphql';
import { Button } from '../components/Button';
import { cn } from '../lib/cn';
import { useFistBump } from './useFistBump';

const ALREADY_BUMPED = 'You already fistbumped this post';
/** Not the button's words again: those are also a toast's ('Already Fistbumped'), and one text should mean one thing. */
const BUMPED_TOOLTIP = 'You fist bumped this post (one per post)';

/**
 * The fist bump button with its count: a member bumps a post once, then the button is disabled. The bumped state
 * shows to everyone, not only to screen readers: a filled fist, a 'Fist bumped' label, and a tooltip on hover.
 * A disabled button takes no pointer events (no `title` tooltip), so the tooltip belongs to its wrapper; it is in
 * the page only while pointed at, so that it never doubles the words of a toast.
 */
export function FistBumpButton({ post }: { post: FistBumpButton_post$key }) {
  const data = useFragment(
    graphql`
      fragment FistBumpButton_post on Post {
        id
        fistBumpCount
        viewerHasFistBumped
      }
    `,
    post,
  );
  const [fistBump, isInFlight] = useFistBump();
  const bumped = data.viewerHasFistBumped;
  const [pointedAt, setPointedAt] = useState(false);
  const label = bumped ? ALREADY_BUMPED : `Fist bump (${data.fistBumpCount})`;
  return (
    <span
      className="relative inline-flex items-center"
      data-state={bumped ? 'bumped' : 'idle'}
      onPointerEnter={() => setPointedAt(true)}
      onPointerLeave={() => setPointedAt(false)}
    >
      <Button
        variant="ghost"
        size="sm"
        disabled={bumped || isInFlight}
        title={bumped ? ALREADY_BUMPED : 'Fist bump'}
        aria-label={label}
        onClick={() => void fistBump(data)}
        className={cn(bumped && 'bg-brand-50 text-brand-700 disabled:opacity-100 [&_svg]:fill-brand-200')}
      >
        <HandMetal aria-hidden />
        <span className="tabular-nums" data-testid="fist-bump-count">
          {data.fistBumpCount}
        </span>
      </Button>
      {bumped && (
        <>
          {/* The button's name says it already; this is the sighted member's copy. */}
          <span aria-hidden className="pr-2 pl-1 text-xs font-semibold text-brand-700">
            Fist bumped
          </span>
          {pointedAt && (
            <span
              role="tooltip"
              className="pointer-events-none absolute bottom-full left-0 z-10 mb-1 rounded-md bg-stone-900 px-2 py-1 text-xs font-medium whitespace-nowrap text-white shadow"
            >
              {BUMPED_TOOLTIP}
            </span>
          )}
        </>
      )}
    </span>
  );
}
