import { useId, useState } from 'react';
import { Input } from '../../../components/Input';
import { Label } from '../../../components/Label';
import { addEntry } from '../profile-draft';
import { RemovableChips } from './RemovableChips';

interface Props {
  label: string;
  placeholder: string;
  /** The entries typed so far (shown as chips under the field). */
  entries: readonly string[];
  /** Every entry of the list, to refuse a duplicate of a checked box too. */
  list: readonly string[];
  onChange: (list: readonly string[]) => void;
}

/** Free text added on Enter (a favorite team, a sport under Other): trimmed, never empty or twice. */
export function EntryInput({ label, placeholder, entries, list, onChange }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={text}
        placeholder={placeholder}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault(); // not the form's submit
          onChange(addEntry(list, text));
          setText('');
        }}
      />
      <p id={`${id}-hint`} className="text-xs text-stone-600">
        Press Enter to add.
      </p>
      <RemovableChips
        items={entries}
        label={label}
        onRemove={(entry) => onChange(list.filter((item) => item !== entry))}
      />
    </div>
  );
}
