import { HandMetal } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { FistBumpButton_post$key } from '../__generated__/FistBumpButton_post.graphql';
import { Button } from '../components/Button';
import { cn } from '../lib/cn';
import { useFistBump } from './useFistBump';

const ALREADY_BUMPED = 'You already fistbumped this post';

/** The fist bump button with its count: a member bumps a post once, then the button is disabled. */
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
  const label = bumped ? ALREADY_BUMPED : `Fist bump (${data.fistBumpCount})`;
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={bumped || isInFlight}
      title={bumped ? ALREADY_BUMPED : 'Fist bump'}
      aria-label={label}
      onClick={() => void fistBump(data)}
      className={cn(bumped && 'text-brand-700 disabled:opacity-100')}
    >
      <HandMetal aria-hidden />
      <span className="tabular-nums" data-testid="fist-bump-count">
        {data.fistBumpCount}
      </span>
    </Button>
  );
}
