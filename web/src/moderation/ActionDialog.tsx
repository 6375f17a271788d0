/** The dialog a moderation action opens from its button: what it does, then its form (ActionForm). */
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/Dialog';
import { ActionForm, type PendingAction } from './ActionForm';
import { actionText } from './moderation-input';

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
    <Dialog open={pending !== null} onOpenChange={(open) => !open && onClose()}>
      {pending && text && (
        <DialogContent className="sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>{text.title}</DialogTitle>
            <DialogDescription>{text.description}</DialogDescription>
          </DialogHeader>
          <ActionForm
            key={`${pending.action}:${pending.targetId}`}
            {...pending}
            onCancel={onClose}
            onDone={() => {
              onClose();
              onDone();
            }}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
