/** One labelled line or paragraph of the channel forms, with its error under it (the field reads as invalid). */
import { useId } from 'react';
import { Input } from '../components/Input';
import { Label } from '../components/Label';
import { Textarea } from '../components/Textarea';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  multiline?: boolean;
  type?: 'text' | 'email' | 'url';
  placeholder?: string;
  disabled?: boolean;
}

export function TextField({
  label,
  value,
  onChange,
  error,
  multiline = false,
  type = 'text',
  placeholder,
  disabled,
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
        <Input
          {...field}
          type={type}
          inputMode={type === 'url' ? 'url' : type === 'email' ? 'email' : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
