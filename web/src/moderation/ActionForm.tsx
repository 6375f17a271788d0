/**
 * A moderation action's form: the reason (always, for the audit log), the message to the member (a warning
 * requires it; hiding or deleting may carry a note), a suspension's days or Permanent; then Cancel or the
 * action itself. A refusal from the server stays in the form.
 */
import { useId, useState, type FormEvent } from 'react';
import { Checkbox } from '../components/Checkbox';
import { FieldProblem } from '../components/FieldProblem';
import { FormDialogFooter } from '../components/FormDialogFooter';
import { Input } from '../components/Input';
import { Label } from '../components/Label';
import { Textarea } from '../components/Textarea';
import { toast } from '../components/toast/toast-store';
import {
  actionText,
  MESSAGE_MAX,
  moderateInput,
  SUSPENSION_DAYS_MAX,
  takesMessage,
  type ActionDraft,
} from './moderation-input';
import type { ModerationAction, TargetType } from './moderation-labels';
import { useModerate } from './useModerate';
import { ReasonField } from './ReasonField';

export interface PendingAction {
  action: ModerationAction;
  targetType: TargetType;
  targetId: string;
}

interface Props extends PendingAction {
  onCancel: () => void;
  onDone: () => void;
}

export function ActionForm({ action, targetType, targetId, onCancel, onDone }: Props) {
  const id = useId();
  const [draft, setDraft] = useState<ActionDraft>({ reason: '', message: '', days: '7', permanent: false });
  const [problem, setProblem] = useState<{ text: string; field?: string } | null>(null);
  const [moderate, isSending] = useModerate();
  const text = actionText(action, targetType);
  const edit = (change: Partial<ActionDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setProblem(null);
  };
  const invalid = (field: string) =>
    problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': `${id}-problem` } : {};

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = moderateInput(action, targetType, targetId, draft);
    if ('problem' in input) {
      setProblem({ text: input.problem, field: input.field });
      document.getElementById(`${id}-${input.field}`)?.focus();
      return;
    }
    try {
      await moderate(input);
    } catch (error) {
      setProblem({ text: error instanceof Error ? error.message : 'Something went wrong. Try again.' });
      return;
    }
    toast({ title: text.done });
    onDone();
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
      <ReasonField id={id} value={draft.reason} onChange={(reason) => edit({ reason })} invalid={invalid('reason')} />
      {takesMessage(action) && (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-message`}>
            {action === 'warn' ? 'Message to the member' : 'Note to the member (optional)'}
          </Label>
          <Textarea
            id={`${id}-message`}
            value={draft.message}
            maxLength={MESSAGE_MAX}
            required={action === 'warn'}
            onChange={(event) => edit({ message: event.target.value })}
            {...invalid('message')}
          />
        </div>
      )}
      {action === 'suspend' && (
        <fieldset className="grid gap-3">
          <legend className="text-sm font-semibold text-stone-800">How long</legend>
          <div className="flex items-center gap-2">
            <Input
              id={`${id}-days`}
              type="number"
              inputMode="numeric"
              min={1}
              max={SUSPENSION_DAYS_MAX}
              className="w-24"
              value={draft.days}
              disabled={draft.permanent}
              onChange={(event) => edit({ days: event.target.value })}
              {...invalid('days')}
            />
            <Label htmlFor={`${id}-days`} className="font-normal">
              Days
            </Label>
          </div>
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${id}-permanent`}
              checked={draft.permanent}
              onCheckedChange={(checked) => edit({ permanent: checked === true })}
            />
            <Label htmlFor={`${id}-permanent`} className="font-normal">
              Permanent
            </Label>
          </div>
        </fieldset>
      )}
      <FieldProblem id={`${id}-problem`} message={problem?.text} />
      <FormDialogFooter
        onCancel={onCancel}
        variant={
          action === 'dismiss' || action === 'unhide' || action === 'lift_suspension' ? 'primary' : 'destructive'
        }
        loading={isSending}
      >
        {text.confirm}
      </FormDialogFooter>
    </form>
  );
}
