/** A groups listing tab's filters (search, category, type), applied on the server (relay/useRefetchingFilters.ts). */
import { useRefetchingFilters, type ListRefetch } from '../../relay/useRefetchingFilters';
import { NO_FILTERS, type GroupFilterValues } from './GroupFilters';

export interface GroupListVariables {
  search: string | null;
  category: Exclude<GroupFilterValues['category'], 'all'> | null;
  format: Exclude<GroupFilterValues['format'], 'all'> | null;
}

export function listVariables(filters: GroupFilterValues): GroupListVariables {
  const search = filters.search.trim();
  return {
    search: search === '' ? null : search,
    category: filters.category === 'all' ? null : filters.category,
    format: filters.format === 'all' ? null : filters.format,
  };
}

export function useGroupListFilters(refetch: ListRefetch<GroupListVariables>, refreshKey: number) {
  return useRefetchingFilters(NO_FILTERS, listVariables, refetch, refreshKey);
}
