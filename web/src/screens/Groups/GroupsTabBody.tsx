/** What both listing tabs show: the filters (applied on the server), then the cards or the empty state. */
import { useEffect } from 'react';
import type { GroupCard_group$key } from '../../__generated__/GroupCard_group.graphql';
import { GroupFilters } from './GroupFilters';
import { GroupGrid } from './GroupGrid';
import { useGroupListFilters, type GroupListVariables } from './useGroupListFilters';

export const GROUPS_PAGE_SIZE = 12;

/** What the screen gives each tab. */
export interface TabProps<K> {
  query: K;
  /** Changes after a join, a create or a delete: the tab fetches its list again. */
  refreshKey: number;
  onChanged: () => void;
  /** The names the tab has loaded, for the create form's uniqueness check. */
  onNames: (names: string[]) => void;
}

interface Props extends Omit<TabProps<unknown>, 'query'> {
  tabName: string;
  listLabel: string;
  empty: { title: string; text: string };
  groups: ReadonlyArray<{ readonly id: string; readonly name: string } & GroupCard_group$key>;
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number) => unknown;
  refetch: (variables: GroupListVariables, options: { fetchPolicy: 'network-only' | 'store-and-network' }) => unknown;
}

export function GroupsTabBody({
  tabName,
  listLabel,
  empty,
  groups,
  hasNext,
  isLoadingNext,
  loadNext,
  refetch,
  refreshKey,
  onChanged,
  onNames,
}: Props) {
  const { filters, setFilters, isPending } = useGroupListFilters(refetch, refreshKey);
  const names = groups.map((group) => group.name).join('\n');
  useEffect(() => onNames(names === '' ? [] : names.split('\n')), [names, onNames]);
  return (
    <section aria-label={tabName} className="grid gap-4">
      <GroupFilters tabName={tabName} value={filters} onChange={setFilters} />
      <GroupGrid
        label={listLabel}
        groups={groups}
        filtered={filters.search.trim() !== '' || filters.category !== 'all' || filters.format !== 'all'}
        pending={isPending}
        empty={empty}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        loadNext={() => loadNext(GROUPS_PAGE_SIZE)}
        onChanged={onChanged}
      />
    </section>
  );
}
