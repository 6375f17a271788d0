import { CirclePlus } from 'lucide-react';
import { useId } from 'react';
import { addEntry, toggleEntry } from '../profile-draft';
import { RemovableChips } from './RemovableChips';

interface Props {
  options: readonly string[];
  value: readonly string[];
  onChange: (value: readonly string[]) => void;
}

/** The interests as chips: the chosen ones with a remove button, then the others of the 23 to add. */
export function InterestChips({ options, value, onChange }: Props) {
  const id = useId();
  const chosen = new Set(value.map((interest) => interest.toLowerCase()));
  const more = options.filter((option) => !chosen.has(option.toLowerCase()));
  return (
    <div className="grid gap-3">
      {value.length > 0 ? (
        <RemovableChips
          items={value}
          label="Chosen interests"
          onRemove={(interest) => onChange(toggleEntry(value, interest))}
        />
      ) : (
        <p className="text-sm text-stone-600">No interests chosen yet.</p>
      )}
      {more.length > 0 && (
        <div className="grid gap-2">
          <h3 id={id} className="text-sm font-semibold text-stone-700">
            Add interests
          </h3>
          <ul aria-labelledby={id} className="flex flex-wrap gap-1.5">
            {more.map((interest) => (
              <li key={interest}>
                <button
                  type="button"
                  aria-label={`Add ${interest}`}
                  onClick={() => onChange(addEntry(value, interest))}
                  className="inline-flex cursor-pointer items-center gap-1 rounded-full bg-white px-3 py-1 text-sm font-semibold text-stone-700 ring-1 ring-stone-300 ring-inset hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <CirclePlus aria-hidden className="size-3.5" />
                  {interest}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
