import { cn } from '../../../lib/cn';

export interface GroupOption {
  /** The group's global id. */
  id: string;
  name: string;
}

interface Props {
  groups: readonly GroupOption[];
  /** The chosen group's id; null is 'All Groups'. */
  value: string | null;
  onChange: (groupId: string | null) => void;
}

const chip = (pressed: boolean) =>
  cn(
    'inline-flex h-8 cursor-pointer items-center rounded-full px-3 text-sm font-semibold whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    pressed ? 'bg-brand-700 text-white' : 'bg-white text-stone-700 ring-1 ring-stone-300 hover:bg-stone-100',
  );

/** The Groupfeed's filter: 'All Groups', then one chip per group of the member's. */
export function GroupChips({ groups, value, onChange }: Props) {
  const options: (GroupOption | { id: null; name: string })[] = [{ id: null, name: 'All Groups' }, ...groups];
  return (
    <ul aria-label="Filter by group" className="flex flex-wrap gap-2">
      {options.map((option) => (
        <li key={option.id ?? 'all'}>
          <button
            type="button"
            aria-pressed={value === option.id}
            className={chip(value === option.id)}
            onClick={() => onChange(option.id)}
          >
            {option.name}
          </button>
        </li>
      ))}
    </ul>
  );
}
