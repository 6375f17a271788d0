/** A feed's posts as a labelled list with 'Load more' for the next page (the Dadfeed, the Groupfeed). */
import { useTransition, type ReactNode } from 'react';
import { Button } from '../../components/Button';

interface Props<T extends { id: string }> {
  label: string;
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: () => void;
}

export function FeedPageList<T extends { id: string }>({
  label,
  items,
  renderItem,
  hasNext,
  isLoadingNext,
  loadNext,
}: Props<T>) {
  const [, startTransition] = useTransition();
  return (
    <div className="grid gap-4">
      <ul aria-label={label} className="grid gap-4">
        {items.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
      {hasNext && (
        <Button
          variant="outline"
          className="justify-self-center"
          loading={isLoadingNext}
          onClick={() => startTransition(loadNext)}
        >
          Load more
        </Button>
      )}
    </div>
  );
}
