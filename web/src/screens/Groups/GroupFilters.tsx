/** A listing tab's search box, category filter and type filter (all, group, team); the server applies them. */
import { SearchField } from '../../components/SearchField';
import { FORMAT_FILTERS, GROUP_CATEGORIES, type FormatFilterId, type GroupCategoryId } from '../../lib/groups';
import { ChoiceSelect } from '../../components/ChoiceSelect';

export interface GroupFilterValues {
  search: string;
  category: GroupCategoryId | 'all';
  format: FormatFilterId;
}

export const NO_FILTERS: GroupFilterValues = { search: '', category: 'all', format: 'all' };

const CATEGORY_FILTERS = [{ id: 'all', label: 'All categories' }, ...GROUP_CATEGORIES] as const;

interface Props {
  /** Which tab's filters, for the fields' names ('My Groups & Teams'). */
  tabName: string;
  value: GroupFilterValues;
  onChange: (value: GroupFilterValues) => void;
}

export function GroupFilters({ tabName, value, onChange }: Props) {
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_12rem_10rem] sm:items-end">
      <SearchField
        label={`Search ${tabName}`}
        placeholder="Search groups and teams..."
        value={value.search}
        onValueChange={(search) => onChange({ ...value, search })}
      />
      <ChoiceSelect
        label="Category"
        hideLabel
        value={value.category}
        choices={CATEGORY_FILTERS}
        onChange={(category) => onChange({ ...value, category })}
      />
      <ChoiceSelect
        label="Type"
        hideLabel
        value={value.format}
        choices={FORMAT_FILTERS}
        onChange={(format) => onChange({ ...value, format })}
      />
    </div>
  );
}
