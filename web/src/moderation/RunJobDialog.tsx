/**
 * The dialog the Run now button of a recurring kind of job opens (docs/jobs.md#in-the-app): it runs shortly rather
 * than at its next scheduled time, then the reason (ReasonForm).
 */
import { PendingDialog, type StaffDialogProps } from './PendingDialog';
import { ReasonForm } from './ReasonForm';
import { useRunJob } from './useRunJob';

/** The recurring kind of job to run now, by its name. */
export interface PendingRun {
  name: string;
}

export function RunJobDialog({ pending, onClose, onDone }: StaffDialogProps<PendingRun>) {
  const [run, isSending] = useRunJob();
  return (
    <PendingDialog pending={pending} onClose={onClose} onDone={onDone}>
      {(job, done) => (
        <ReasonForm
          key={job.name}
          title={`Run ${job.name} now?`}
          description="It runs shortly, and again at its scheduled time. Each run does only what is due."
          confirm="Run now"
          done={{ title: 'The job is queued: it runs shortly, and again at its scheduled time.' }}
          send={(reason) => run(job.name, reason)}
          sending={isSending}
          onCancel={onClose}
          onDone={done}
        />
      )}
    </PendingDialog>
  );
}
