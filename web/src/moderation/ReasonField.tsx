/**
 * The Reason every staff action asks for (a moderation action, account help, a job's retry or run): it goes into the
 * audit log, 1 to REASON_MAX characters. `id` is the form's own (useId); `invalid` carries the aria attributes
 * that point at the form's problem when the problem is this field's.
 */
import { Label } from '../components/Label';
import { Textarea } from '../components/Textarea';
import { REASON_MAX } from './moderation-input';

interface Props {
  id: string;
  value: string;
  onChange: (reason: string) => void;
  invalid: Record<string, unknown>;
}

export function ReasonField({ id, value, onChange, invalid }: Props) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-reason`}>Reason</Label>
      <Textarea
        id={`${id}-reason`}
        value={value}
        maxLength={REASON_MAX}
        required
        placeholder="Why, for the audit log"
        onChange={(event) => onChange(event.target.value)}
        {...invalid}
      />
    </div>
  );
}
