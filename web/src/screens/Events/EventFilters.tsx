/**
 * A listing tab's filters: search, category, time, visibility and type (applied on the server), and distance
 * (applied here to the loaded events, by their location's text: lib/event-distance.ts). Distance does not apply to
 * virtual events: choosing the virtual type turns it off.
 */
import { useId } from 'react';
import { ChoiceSelect } from '../../components/ChoiceSelect';
import { SearchField } from '../../components/SearchField';
import { DISTANCE_FILTERS, type DistanceFilterId } from '../../lib/event-distance';
import {
  EVENT_CATEGORIES,
  TIME_FILTERS,
  TYPE_FILTERS,
  VISIBILITY_FILTERS,
  type EventCategoryId,
  type TimeFilterId,
  type TypeFilterId,
  type VisibilityFilterId,
} from '../../lib/events';

export interface EventFilterValues {
  search: string;
  category: EventCategoryId | 'all';
  time: TimeFilterId;
  visibility: VisibilityFilterId;
  type: TypeFilterId;
  distance: DistanceFilterId;
}

export const NO_FILTERS: EventFilterValues = {
  search: '',
  category: 'all',
  time: 'ALL',
  visibility: 'ALL',
  type: 'ALL',
  distance: 'all',
};

const CATEGORY_FILTERS = [{ id: 'all', label: 'All categories' }, ...EVENT_CATEGORIES] as const;

/** Any filter narrows the list (the empty state then says "No events found"). */
export function isFiltered(filters: EventFilterValues): boolean {
  return JSON.stringify({ ...filters, search: filters.search.trim() }) !== JSON.stringify(NO_FILTERS);
}

interface Props {
  /** Which tab's filters, for the search box's name ('My Events'). */
  tabName: string;
  value: EventFilterValues;
  onChange: (value: EventFilterValues) => void;
}

export function EventFilters({ tabName, value, onChange }: Props) {
  const distanceHint = useId();
  const virtual = value.type === 'VIRTUAL';
  return (
    <div className="grid gap-3">
      <SearchField
        label={`Search ${tabName}`}
        placeholder="Search events by title, description or place..."
        value={value.search}
        onValueChange={(search) => onChange({ ...value, search })}
      />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
        <ChoiceSelect
          label="Category"
          value={value.category}
          choices={CATEGORY_FILTERS}
          onChange={(category) => onChange({ ...value, category })}
        />
        <ChoiceSelect
          label="Time"
          value={value.time}
          choices={TIME_FILTERS}
          onChange={(time) => onChange({ ...value, time })}
        />
        <ChoiceSelect
          label="Visibility"
          value={value.visibility}
          choices={VISIBILITY_FILTERS}
          onChange={(visibility) => onChange({ ...value, visibility })}
        />
        <ChoiceSelect
          label="Type"
          value={value.type}
          choices={TYPE_FILTERS}
          onChange={(type) => onChange({ ...value, type, distance: type === 'VIRTUAL' ? 'all' : value.distance })}
        />
        <div className="grid gap-1">
          <ChoiceSelect
            label="Distance"
            value={value.distance}
            choices={DISTANCE_FILTERS}
            disabled={virtual}
            describedBy={distanceHint}
            onChange={(distance) => onChange({ ...value, distance })}
          />
          <p id={distanceHint} className="text-xs text-stone-600">
            {virtual ? 'Distance does not apply to virtual events.' : 'From your location, by place name.'}
          </p>
        </div>
      </div>
    </div>
  );
}
