import { CircleX } from 'lucide-react';

interface Props {
  items: readonly string[];
  /** Names the list for screen readers ('Chosen interests'). */
  label: string;
  onRemove: (item: string) => void;
}

/** Chosen entries as chips, each with its remove button. */
export function RemovableChips({ items, label, onRemove }: Props) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li
          key={item}
          className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-semibold text-brand-900 ring-1 ring-brand-200 ring-inset"
        >
          {item}
          <button
            type="button"
            aria-label={`Remove ${item}`}
            title={`Remove ${item}`}
            onClick={() => onRemove(item)}
            className="grid size-6 cursor-pointer place-items-center rounded-full text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <CircleX aria-hidden className="size-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}
