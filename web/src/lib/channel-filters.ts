/**
 * The /channels directory's search and filters: the choices as the directory names them (the
 * option values as /api spells them), and the variables of the GraphQL `channels` connection they stand for.
 */
import { CHANNEL_CATEGORIES, categoryIdOf, categorySlug, type ChannelCategoryId } from './channel-categories';

export const CATEGORY_FILTERS = [
  { id: 'all', label: 'All Categories' },
  ...CHANNEL_CATEGORIES.map((category) => ({ id: categorySlug(category.id), label: category.label })),
] as const;

export const PRICE_FILTERS = [
  { id: 'all', label: 'All' },
  { id: 'free', label: 'Free Only' },
  { id: 'paid', label: 'Paid Only' },
] as const;

export const OWNERSHIP_FILTERS = [
  { id: 'all', label: 'All' },
  { id: 'following', label: 'Following' },
  { id: 'not-following', label: 'Not Following' },
  { id: 'mine', label: 'My Channels' },
] as const;

export const CHANNEL_SORTS = [
  { id: 'followers', label: 'Most Followers' },
  { id: 'posts', label: 'Most Posts' },
  { id: 'newest', label: 'Newest' },
  { id: 'name', label: 'A-Z' },
] as const;

export type PriceFilter = (typeof PRICE_FILTERS)[number]['id'];
export type OwnershipFilter = (typeof OWNERSHIP_FILTERS)[number]['id'];
export type ChannelSortId = (typeof CHANNEL_SORTS)[number]['id'];

export interface ChannelFilterValues {
  search: string;
  /** 'all' or a category spelled with dashes ('cooking-bbq'). */
  category: string;
  price: PriceFilter;
  ownership: OwnershipFilter;
  sort: ChannelSortId;
}

export const NO_CHANNEL_FILTERS: ChannelFilterValues = {
  search: '',
  category: 'all',
  price: 'all',
  ownership: 'all',
  sort: 'followers',
};

/** The server's limit on a search. */
export const MAX_CHANNEL_SEARCH = 200;

export interface ChannelDirectoryVariables {
  search: string | null;
  category: ChannelCategoryId | null;
  price: 'ALL' | 'FREE' | 'PAID';
  ownership: 'ALL' | 'FOLLOWING' | 'NOT_FOLLOWING' | 'MINE';
  sort: 'FOLLOWERS' | 'POSTS' | 'NEWEST' | 'NAME';
}

/** GraphQL's enum values: 'not-following' -> 'NOT_FOLLOWING'. */
const enumValue = <T extends string>(id: string) => id.replaceAll('-', '_').toUpperCase() as T;

export function directoryVariables(filters: ChannelFilterValues): ChannelDirectoryVariables {
  const search = filters.search.trim().slice(0, MAX_CHANNEL_SEARCH);
  return {
    search: search === '' ? null : search,
    category: filters.category === 'all' ? null : categoryIdOf(filters.category),
    price: enumValue(filters.price),
    ownership: enumValue(filters.ownership),
    sort: enumValue(filters.sort),
  };
}

/** A search or a filter narrows the list (the sort does not): an empty list then reads 'No channels found…'. */
export function isNarrowed(filters: ChannelFilterValues): boolean {
  return (
    filters.search.trim() !== '' || filters.category !== 'all' || filters.price !== 'all' || filters.ownership !== 'all'
  );
}
