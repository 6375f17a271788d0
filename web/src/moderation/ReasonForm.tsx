/**
 * What a staff dialog shows when the action asks for nothing but a reason (a job's retry, running a job now): its
 * title and what it does, the Reason for the audit log, then Cancel or the action. A refusal stays in the dialog;
 * once the server took it, a toast says so and `onDone` closes the dialog.
 */
import { useId, useState, type FormEvent } from 'react';
import { DialogDescription, DialogHeader, DialogTitle } from '../components/Dialog';
import { FieldProblem } from '../components/FieldProblem';
import { FormDialogFooter } from '../components/FormDialogFooter';
import { toast, type ToastInput } from '../components/toast/toast-store';
import { reasonInput } from './moderation-input';
import { ReasonField } from './ReasonField';

interface Props {
  title: string;
  /** What the action does, under the title. */
  description: string;
  /** The button that does it. */
  confirm: string;
  /** The toast once the server took it. */
  done: ToastInput;
  /** Sends the action with the reason: resolves once taken, throws (a MutationError) when refused. */
  send: (reason: string) => Promise<void>;
  sending: boolean;
  onCancel: () => void;
  onDone: () => void;
}

export function ReasonForm({ title, description, confirm, done, send, sending, onCancel, onDone }: Props) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{ text: string; field?: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = reasonInput(reason);
    if ('problem' in input) {
      setProblem({ text: input.problem, field: input.field });
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    try {
      await send(input.reason);
    } catch (error) {
      setProblem({ text: error instanceof Error ? error.message : 'Something went wrong. Try again.' });
      return;
    }
    toast(done);
    onDone();
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
        <ReasonField
          id={id}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setProblem(null);
          }}
          invalid={problem?.field === 'reason' ? { 'aria-invalid': true, 'aria-describedby': `${id}-problem` } : {}}
        />
        <FieldProblem id={`${id}-problem`} message={problem?.text} />
        <FormDialogFooter onCancel={onCancel} loading={sending}>
          {confirm}
        </FormDialogFooter>
      </form>
    </>
  );
}
