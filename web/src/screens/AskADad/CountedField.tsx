/**
 * A labelled field with a 1000-character counter under it (questions and answers): typing and pasting
 * stop at the limit, and the counter is the field's description for screen readers.
 */
import { useId } from 'react';
import { Input } from '../../components/Input';
import { Label } from '../../components/Label';
import { MentionTextarea } from '../../components/mentions/MentionTextarea';
import { Textarea } from '../../components/Textarea';
import { askCounter, ASK_TEXT_LIMIT, clampAskText } from '../../lib/ask-a-dad';

interface Props {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  placeholder?: string;
  /** A one-line field (a title) instead of a text area. */
  singleLine?: boolean;
  disabled?: boolean;
  /** Offer members after an `@` (answers, whose mentions notify; not the anonymous questions). */
  mentions?: boolean;
}

export function CountedField({
  label,
  value,
  onValueChange,
  placeholder,
  singleLine = false,
  disabled,
  mentions = false,
}: Props) {
  const id = useId();
  const counterId = `${id}-counter`;
  const field = {
    id,
    value,
    placeholder,
    disabled,
    maxLength: ASK_TEXT_LIMIT,
    'aria-describedby': counterId,
  };
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {singleLine ? (
        <Input {...field} onChange={(event) => onValueChange(clampAskText(event.target.value))} />
      ) : mentions ? (
        <MentionTextarea {...field} rows={4} onChange={(event) => onValueChange(clampAskText(event.target.value))} />
      ) : (
        <Textarea {...field} rows={4} onChange={(event) => onValueChange(clampAskText(event.target.value))} />
      )}
      <span id={counterId} className="justify-self-end text-xs text-stone-500 tabular-nums">
        {askCounter(value)}
      </span>
    </div>
  );
}
