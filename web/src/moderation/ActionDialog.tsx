/** The dialog a moderation action opens from its button: what it does, then its form (ActionForm). */
import { DialogDescription, DialogHeader, DialogTitle } from '../components/Dialog';
import { ActionForm, type PendingAction } from './ActionForm';
import { actionText } from './moderation-input';
import { PendingDialog, type StaffDialogProps } from './PendingDialog';

export function ActionDialog({ pending, onClose, onDone }: StaffDialogProps<PendingAction>) {
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
