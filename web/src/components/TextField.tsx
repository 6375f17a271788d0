/**
 * One labelled line or paragraph of a form (the channel, event and group forms), with its error under it: the field
 * then reads as invalid and points at the error. A one-line field takes the input's own attributes (type,
 * inputMode, placeholder...).
 */
import { useId, type ComponentProps } from 'react';
import { Input } from './Input';
import { Label } from './Label';
import { Textarea } from './Textarea';

type Props = Omit<ComponentProps<'input'>, 'id' | 'value' | 'onChange' | 'aria-invalid' | 'aria-describedby'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** A paragraph (a growing textarea) rather than a line; it takes the placeholder and disabled only. */
  multiline?: boolean;
};

export function TextField({
  label,
  value,
  onChange,
  error,
  multiline = false,
  placeholder,
  disabled,
  ...input
}: Props) {
  const id = useId();
  const errorId = useId();
  const field = {
    id,
    value,
    placeholder,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <Textarea {...field} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input {...input} {...field} onChange={(event) => onChange(event.target.value)} />
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
