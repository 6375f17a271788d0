/** The dialog the Retry button of a failed job opens: what a retry does, then the reason (ReasonForm). */
import { PendingDialog, type StaffDialogProps } from './PendingDialog';
import { ReasonForm } from './ReasonForm';
import { useRetryJob } from './useRetryJob';

/** The failed job to retry: its id and its kind. */
export interface PendingRetry {
  id: string;
  name: string;
}

export function RetryJobDialog({ pending, onClose, onDone }: StaffDialogProps<PendingRetry>) {
  const [retry, isSending] = useRetryJob();
  return (
    <PendingDialog pending={pending} onClose={onClose} onDone={onDone}>
      {(job, done) => (
        <ReasonForm
          key={job.id}
          title="Retry this job"
          description={`The ${job.name} job is queued again for one more attempt. Retry once what made it fail is fixed: it runs the same way with the same data.`}
          confirm="Retry job"
          done={{ title: 'Job queued again', description: `${job.name} runs once more shortly.` }}
          send={(reason) => retry(job.id, reason)}
          sending={isSending}
          onCancel={onClose}
          onDone={done}
        />
      )}
    </PendingDialog>
  );
}
