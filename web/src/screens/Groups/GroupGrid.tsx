/** A listing tab's cards with 'Load more', or the tab's empty state (one for no groups, one for no matches). */
import { SearchX, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { GroupCard_group$key } from '../../__generated__/GroupCard_group.graphql';
import { EmptyState } from '../../components/EmptyState';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { cn } from '../../lib/cn';
import { GroupCard } from './GroupCard';

interface Props {
  label: string;
  groups: ReadonlyArray<{ readonly id: string } & GroupCard_group$key>;
  filtered: boolean;
  /** A refetch is under way: the cards shown fade until the new ones are there. */
  pending: boolean;
  empty: { title: string; text: string; action?: ReactNode };
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: () => void;
  onChanged: () => void;
}

export function GroupGrid({
  label,
  groups,
  filtered,
  pending,
  empty,
  hasNext,
  isLoadingNext,
  loadNext,
  onChanged,
}: Props) {
  if (groups.length === 0) {
    return filtered ? (
      <EmptyState icon={SearchX} title="No groups found" text="Try another search, category or type." />
    ) : (
      <EmptyState icon={Users} title={empty.title} text={empty.text} action={empty.action} />
    );
  }
  return (
    <div className="grid grid-cols-1 gap-4" aria-busy={pending}>
      <ul
        aria-label={label}
        className={cn('grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3', pending && 'opacity-60')}
      >
        {groups.map((group) => (
          <li key={group.id}>
            <GroupCard group={group} onChanged={onChanged} />
          </li>
        ))}
      </ul>
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} />
    </div>
  );
}
