/** The dialog a moderation action opens from its button: what it does, then its form (ActionForm). */
import { DialogDescription, DialogHeader, DialogTitle } from '../components/Dialog';
import { ActionForm, type PendingAction } from './ActionForm';
import { actionText } from './moderation-input';
import { PendingDialog } from './PendingDialog';

interface Props {
  /** The action to confirm; null when the dialog is closed. */
  pending: PendingAction | null;
  onClose: () => void;
  /** After the server took it: the list shown is fetched again. */
  onDone: () => void;
}

export function ActionDialog({ pending, onClose, onDone }: Props) {
  const text = pending && actionText(pending.action, pending.targetType);
  return (
    <PendingDialog pending={text ? pending : null} onClose={onClose} onDone={onDone}>
      {(action, done) => (
        <>
          <DialogHeader>
            <DialogTitle>{text!.title}</DialogTitle>
            <DialogDescription>{text!.description}</DialogDescription>
          </DialogHeader>
          <ActionForm key={`${action.action}:${action.targetId}`} {...action} onCancel={onClose} onDone={done} />
        </>
      )}
    </PendingDialog>
  );
}
