/**
 * The dialog of a staff action that asks for a reason (a moderation action, account help, a job's retry or run):
 * open while `pending` names what it confirms, closed when it is null. `children` renders its content for what is
 * pending, with `done` for the form to call once the server took it: the dialog closes, then `onDone` tells the
 * screen (which fetches its list again).
 */
import type { ReactNode } from 'react';
import { Dialog, DialogContent } from '../components/Dialog';

/** What a screen gives a staff dialog: what is pending (null: closed), and what to do on close and once done. */
export interface StaffDialogProps<Pending> {
  pending: Pending | null;
  onClose: () => void;
  /** After the server took it: the list shown is fetched again. */
  onDone: () => void;
}

interface Props<Pending> extends StaffDialogProps<Pending> {
  children: (pending: Pending, done: () => void) => ReactNode;
}

export function PendingDialog<Pending>({ pending, onClose, onDone, children }: Props<Pending>) {
  const done = () => {
    onClose();
    onDone();
  };
  return (
    <Dialog open={pending !== null} onOpenChange={(open) => !open && onClose()}>
      {pending !== null && <DialogContent className="sm:max-w-lg">{children(pending, done)}</DialogContent>}
    </Dialog>
  );
}
