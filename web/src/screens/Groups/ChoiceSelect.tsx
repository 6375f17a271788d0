/** A labelled native select over a list of `{ id, label }` choices (the groups' filters and forms). */
import { useId } from 'react';
import { fieldClasses } from '../../components/Input';
import { Label } from '../../components/Label';
import { cn } from '../../lib/cn';

interface Props<T extends string> {
  label: string;
  value: T;
  choices: ReadonlyArray<{ readonly id: T; readonly label: string }>;
  onChange: (value: T) => void;
  /** The label shown to screen readers only (filters next to a search box). */
  hideLabel?: boolean;
  disabled?: boolean;
}

export function ChoiceSelect<T extends string>({ label, value, choices, onChange, hideLabel = false, disabled }: Props<T>) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
      <select id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value as T)} className={cn(fieldClasses, 'h-10')}>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
