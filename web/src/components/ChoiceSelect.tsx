/** A labelled native select over a list of `{ id, label }` choices (the groups' and events' filters and forms). */
import { useId } from 'react';
import { fieldClasses } from './Input';
import { Label } from './Label';
import { cn } from '../lib/cn';

interface Props<T extends string> {
  label: string;
  value: T;
  choices: ReadonlyArray<{ readonly id: T; readonly label: string }>;
  onChange: (value: T) => void;
  /** The label shown to screen readers only (filters next to a search box). */
  hideLabel?: boolean;
  disabled?: boolean;
  /** The id of a hint under the field. */
  describedBy?: string;
}

export function ChoiceSelect<T extends string>({
  label,
  value,
  choices,
  onChange,
  hideLabel = false,
  disabled,
  describedBy,
}: Props<T>) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value as T)}
        className={cn(fieldClasses, 'h-10')}
      >
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
