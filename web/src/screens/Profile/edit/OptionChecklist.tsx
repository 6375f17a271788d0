import { useId, useState } from 'react';
import { Checkbox } from '../../../components/Checkbox';
import { Label } from '../../../components/Label';
import { customEntries, toggleEntry } from '../profile-draft';
import { EntryInput } from './EntryInput';

interface Props {
  legend: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (value: readonly string[]) => void;
  /** An 'Other' box that opens a field for the member's own entries, labelled so. */
  other?: { label: string; placeholder: string };
}

/** A fixed list as checkboxes (sports, outdoor activities, collectibles), optionally with Other. */
export function OptionChecklist({ legend, options, value, onChange, other }: Props) {
  const id = useId();
  const own = other ? customEntries(value, options) : [];
  const [otherChecked, setOtherChecked] = useState(own.length > 0);
  const checked = (option: string) => value.some((item) => item.toLowerCase() === option.toLowerCase());
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-sm font-semibold text-stone-800">{legend}</legend>
      <div className="grid grid-cols-2 gap-x-4 gap-y-2.5 sm:grid-cols-3">
        {options.map((option, index) => (
          <div key={option} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${index}`}
              checked={checked(option)}
              onCheckedChange={() => onChange(toggleEntry(value, option))}
            />
            <Label htmlFor={`${id}-${index}`} className="font-normal">
              {option}
            </Label>
          </div>
        ))}
        {other && (
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${id}-other`}
              checked={otherChecked}
              onCheckedChange={(state) => {
                setOtherChecked(state === true);
                // Unticking Other takes the member's own entries away with it.
                if (state !== true) onChange(value.filter((item) => !own.includes(item)));
              }}
            />
            <Label htmlFor={`${id}-other`} className="font-normal">
              Other
            </Label>
          </div>
        )}
      </div>
      {other && otherChecked && (
        <EntryInput
          label={other.label}
          placeholder={other.placeholder}
          entries={own}
          list={value}
          onChange={onChange}
        />
      )}
    </fieldset>
  );
}
