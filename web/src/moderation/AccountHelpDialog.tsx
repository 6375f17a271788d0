/**
 * The dialog an Account help button opens: what the action does, the reason for the audit log, and for turning the
 * second factor off, "I checked this member's identity"; then Cancel or the action. A refusal stays in the dialog;
 * once done, a toast says so.
 */
import { useId, useState, type FormEvent } from 'react';
import { Checkbox } from '../components/Checkbox';
import { DialogDescription, DialogHeader, DialogTitle } from '../components/Dialog';
import { FieldProblem } from '../components/FieldProblem';
import { FormDialogFooter } from '../components/FormDialogFooter';
import { Label } from '../components/Label';
import { toast } from '../components/toast/toast-store';
import { accountHelpInput, accountHelpText } from './account-help';
import type { AccountHelpAction } from './moderation-labels';
import { PendingDialog, type StaffDialogProps } from './PendingDialog';
import { useAccountHelp } from './useAccountHelp';
import { ReasonField } from './ReasonField';

export interface PendingHelp {
  action: AccountHelpAction;
  /** The member's global id and username. */
  member: { id: string; username: string };
}

export function AccountHelpDialog({ pending, onClose, onDone }: StaffDialogProps<PendingHelp>) {
  return (
    <PendingDialog pending={pending} onClose={onClose} onDone={onDone}>
      {(help, done) => <HelpForm key={`${help.action}:${help.member.id}`} {...help} onCancel={onClose} onDone={done} />}
    </PendingDialog>
  );
}

function HelpForm({ action, member, onCancel, onDone }: PendingHelp & { onCancel: () => void; onDone: () => void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [identityChecked, setIdentityChecked] = useState(false);
  const [problem, setProblem] = useState<{ text: string; field?: string } | null>(null);
  const [help, isSending] = useAccountHelp();
  const text = accountHelpText(action, member.username);
  const invalid = (field: string) =>
    problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': `${id}-problem` } : {};

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = accountHelpInput(action, { reason, identityChecked });
    if ('problem' in input) {
      setProblem({ text: input.problem, field: input.field });
      document.getElementById(`${id}-${input.field}`)?.focus();
      return;
    }
    try {
      await help(action, member.id, input.reason);
    } catch (error) {
      setProblem({ text: error instanceof Error ? error.message : 'Something went wrong. Try again.' });
      return;
    }
    toast({ title: text.done, description: `For ${member.username}.` });
    onDone();
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{text.title}</DialogTitle>
        <DialogDescription>{text.description}</DialogDescription>
      </DialogHeader>
      <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
        <ReasonField
          id={id}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setProblem(null);
          }}
          invalid={invalid('reason')}
        />
        {action === 'turn_off_two_factor' && (
          <div className="flex items-start gap-2">
            <Checkbox
              id={`${id}-identityChecked`}
              checked={identityChecked}
              onCheckedChange={(checked) => {
                setIdentityChecked(checked === true);
                setProblem(null);
              }}
              {...invalid('identityChecked')}
            />
            <Label htmlFor={`${id}-identityChecked`} className="font-normal">
              I checked this member's identity
            </Label>
          </div>
        )}
        <FieldProblem id={`${id}-problem`} message={problem?.text} />
        <FormDialogFooter
          onCancel={onCancel}
          variant={action === 'send_password_reset' ? 'primary' : 'destructive'}
          loading={isSending}
        >
          {text.confirm}
        </FormDialogFooter>
      </form>
    </>
  );
}
