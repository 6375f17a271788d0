/**
 * The end of a moderation dialog's form (an action, account help): what went wrong, if anything, as an alert the
 * fields point to (`<id>-problem`), then Cancel and the confirming submit button.
 */
import type { ReactNode } from 'react';
import { Button } from '../components/Button';
import { DialogFooter } from '../components/Dialog';

interface Props {
  /** The form's id stem: the alert is `${id}-problem`, which invalid fields' aria-describedby names. */
  id: string;
  problem: { text: string } | null;
  onCancel: () => void;
  /** The submit button's variant: destructive for what takes something away. */
  variant: 'primary' | 'destructive';
  loading: boolean;
  children: ReactNode;
}

export function ConfirmFooter({ id, problem, onCancel, variant, loading, children }: Props) {
  return (
    <>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-red-700">
          {problem.text}
        </p>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant={variant} loading={loading}>
          {children}
        </Button>
      </DialogFooter>
    </>
  );
}
