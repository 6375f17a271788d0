import { useId, type ComponentProps } from 'react';
import { Input } from '../../../components/Input';
import { Label } from '../../../components/Label';

type Props = Omit<ComponentProps<'input'>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A line under the field, read with it. */
  hint?: string;
};

/** A labelled one-line field of the profile editor. */
export function TextField({ label, value, onChange, hint, ...props }: Props) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...props}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      )}
    </div>
  );
}
