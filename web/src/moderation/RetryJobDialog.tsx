/**
 * The dialog the Retry button of a failed job opens: what a retry does, the reason for the audit log, then Cancel
 * or Retry. A refusal stays in the dialog; once queued, a toast says so.
 */
import { useId, useState, type FormEvent } from 'react';
import { DialogDescription, DialogHeader, DialogTitle } from '../components/Dialog';
import { FieldProblem } from '../components/FieldProblem';
import { FormDialogFooter } from '../components/FormDialogFooter';
import { toast } from '../components/toast/toast-store';
import { reasonInput } from './moderation-input';
import { PendingDialog, type StaffDialogProps } from './PendingDialog';
import { useRetryJob } from './useRetryJob';
import { ReasonField } from './ReasonField';

/** The failed job to retry: its id and its kind. */
export interface PendingRetry {
  id: string;
  name: string;
}

export function RetryJobDialog({ pending, onClose, onDone }: StaffDialogProps<PendingRetry>) {
  return (
    <PendingDialog pending={pending} onClose={onClose} onDone={onDone}>
      {(job, done) => <RetryForm key={job.id} {...job} onCancel={onClose} onDone={done} />}
    </PendingDialog>
  );
}

function RetryForm({ id: jobId, name, onCancel, onDone }: PendingRetry & { onCancel: () => void; onDone: () => void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{ text: string; field?: string } | null>(null);
  const [retry, isSending] = useRetryJob();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = reasonInput(reason);
    if ('problem' in input) {
      setProblem({ text: input.problem, field: input.field });
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    try {
      await retry(jobId, input.reason);
    } catch (error) {
      setProblem({ text: error instanceof Error ? error.message : 'Something went wrong. Try again.' });
      return;
    }
    toast({ title: 'Job queued again', description: `${name} runs once more shortly.` });
    onDone();
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Retry this job</DialogTitle>
        <DialogDescription>
          The {name} job is queued again for one more attempt. Retry once what made it fail is fixed: it runs the same
          way with the same data.
        </DialogDescription>
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
        <FormDialogFooter onCancel={onCancel} loading={isSending}>
          Retry job
        </FormDialogFooter>
      </form>
    </>
  );
}
