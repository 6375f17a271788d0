/** The directory's search box (a spinner while a search is under way) and its category, price, ownership and sort choices. */
import { LoaderCircle } from 'lucide-react';
import { ChoiceSelect } from '../../components/ChoiceSelect';
import { SearchField } from '../../components/SearchField';
import {
  CATEGORY_FILTERS,
  CHANNEL_SORTS,
  MAX_CHANNEL_SEARCH,
  OWNERSHIP_FILTERS,
  PRICE_FILTERS,
  type ChannelFilterValues,
} from '../../lib/channel-filters';

interface Props {
  value: ChannelFilterValues;
  onChange: (value: ChannelFilterValues) => void;
  searching: boolean;
}

export function ChannelFilters({ value, onChange, searching }: Props) {
  const set = <K extends keyof ChannelFilterValues>(key: K, next: ChannelFilterValues[K]) =>
    onChange({ ...value, [key]: next });
  return (
    <div className="grid gap-3">
      <div className="relative">
        <SearchField
          label="Search channels"
          placeholder="Search channels by name or description..."
          maxLength={MAX_CHANNEL_SEARCH}
          value={value.search}
          onValueChange={(search) => set('search', search)}
          className="relative [&_input]:pr-11"
        />
        {searching && (
          <span role="status" className="absolute top-1/2 right-3.5 -translate-y-1/2">
            <LoaderCircle aria-hidden className="size-5 text-brand-600 motion-safe:animate-spin" />
            <span className="sr-only">Searching…</span>
          </span>
        )}
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <ChoiceSelect
          label="Category"
          value={value.category}
          choices={CATEGORY_FILTERS}
          onChange={(category) => set('category', category)}
        />
        <ChoiceSelect
          label="Price"
          value={value.price}
          choices={PRICE_FILTERS}
          onChange={(price) => set('price', price)}
        />
        <ChoiceSelect
          label="Ownership"
          value={value.ownership}
          choices={OWNERSHIP_FILTERS}
          onChange={(ownership) => set('ownership', ownership)}
        />
        <ChoiceSelect
          label="Sort by"
          value={value.sort}
          choices={CHANNEL_SORTS}
          onChange={(sort) => set('sort', sort)}
        />
      </div>
    </div>
  );
}
