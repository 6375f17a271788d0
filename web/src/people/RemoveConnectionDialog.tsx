import { useState } from 'react';
import { Button } from '../components/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../components/Dialog';

interface Props {
  /** The connection's name as the list shows it; null when the dialog is closed. */
  name: string | null;
  removing: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirmation before a connection is removed. */
export function RemoveConnectionDialog({ name, removing, onCancel, onConfirm }: Props) {
  // The name stays in the text while the dialog closes.
  const [shownName, setShownName] = useState(name);
  if (name !== null && name !== shownName) setShownName(name);
  return (
    <Dialog open={name !== null} onOpenChange={(open) => !open && !removing && onCancel()}>
      <DialogContent hideClose className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Remove Connection</DialogTitle>
          <DialogDescription>
            {`Are you sure you want to remove your connection with ${shownName ?? ''}? This action cannot be undone.`}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" disabled={removing} onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="destructive" loading={removing} onClick={onConfirm}>
            {removing ? 'Removing...' : 'Remove Connection'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
