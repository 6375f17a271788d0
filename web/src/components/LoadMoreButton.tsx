import { useTransition } from 'react';
import { Button } from './Button';

interface Props {
  /** From Relay's usePaginationFragment: nothing shows without a next page. */
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: () => void;
  /** The button's words: 'Load more' unless the list says otherwise ('Show more'). */
  label?: string;
}

/** 'Load more' under a paged list; the next page loads in a transition, so what is shown stays. */
export function LoadMoreButton({ hasNext, isLoadingNext, loadNext, label = 'Load more' }: Props) {
  const [, startTransition] = useTransition();
  if (!hasNext) return null;
  return (
    <Button
      variant="outline"
      className="justify-self-center"
      loading={isLoadingNext}
      onClick={() => startTransition(loadNext)}
    >
      {label}
    </Button>
  );
}
