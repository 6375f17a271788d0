/** The end of a dialog's form: Cancel, which closes it without sending, and the button that sends the form. */
import type { ReactNode } from 'react';
import { Button } from './Button';
import { DialogFooter } from './Dialog';

interface Props {
  onCancel: () => void;
  /** The submit button's look: destructive for what takes something away. */
  variant?: 'primary' | 'destructive';
  loading: boolean;
  disabled?: boolean;
  /** The submit button's words. */
  children: ReactNode;
}

export function FormDialogFooter({ onCancel, variant, loading, disabled, children }: Props) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" variant={variant} loading={loading} disabled={disabled}>
        {children}
      </Button>
    </DialogFooter>
  );
}
