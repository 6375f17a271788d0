/** A labelled time of day ("HH:MM"), with the problem the server or the form found under it. */
import { useId } from 'react';
import { FieldProblem } from '../../components/FieldProblem';
import { Input } from '../../components/Input';
import { Label } from '../../components/Label';

interface Props {
  label: string;
  value: string;
  error?: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}

export function TimeField({ label, value, error, disabled, onChange }: Props) {
  const id = useId();
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="time"
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldProblem id={`${id}-error`} message={error} />
    </div>
  );
}
