/**
 * Turning two-factor off: the password and a code (from the app, or a recovery code) confirm it. A refusal shows in
 * the dialog, beside the fields it names; success closes it with the server's words in a toast.
 */
import { useId, useState, type FormEvent } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/Dialog';
import { FieldProblem } from '../../../components/FieldProblem';
import { FormDialogFooter } from '../../../components/FormDialogFooter';
import { Input } from '../../../components/Input';
import { Label } from '../../../components/Label';
import { toast } from '../../../components/toast/toast-store';
import { normalizeTwoFactorCode } from '../../../lib/two-factor';
import { MutationError } from '../../../relay/mutation';
import { twoFactorProblem } from './two-factor-problem';
import { useDisableTwoFactor } from './useDisableTwoFactor';

const DISABLE_FAILED = 'We could not turn off two-factor authentication. Please try again.';

interface Props {
  viewerId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function TurnOffTwoFactorDialog({ viewerId, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Turn off two-factor authentication</DialogTitle>
          <DialogDescription>
            Signing in will ask for your password only. Enter your password and a code to confirm.
          </DialogDescription>
        </DialogHeader>
        <TurnOffForm viewerId={viewerId} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

interface Refusal {
  message: string;
  /** The fields the server named; none named, the message is about the form. */
  fields: readonly string[];
}

function TurnOffForm({ viewerId, onClose }: { viewerId: string; onClose: () => void }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [disable, disabling] = useDisableTwoFactor(viewerId);
  const typedCode = normalizeTwoFactorCode(code);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    try {
      const message = await disable(password, typedCode);
      toast({ title: 'Two-factor authentication is off', description: message });
      onClose();
    } catch (error) {
      const fields = error instanceof MutationError ? error.fieldErrors.map((each) => each.field) : [];
      setRefusal({ message: twoFactorProblem(error, DISABLE_FAILED), fields });
    }
  }

  // A field the refusal names is marked invalid and points at the message.
  const problemOf = (field: string) =>
    refusal?.fields.includes(field)
      ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-problem` }
      : { 'aria-describedby': refusal ? `${id}-problem` : undefined };

  return (
    <form onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-password`}>Password</Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          {...problemOf('password')}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-code`}>Code from your app or a recovery code</Label>
        <Input
          id={`${id}-code`}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={24}
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
          className="font-mono"
          {...problemOf('code')}
        />
      </div>
      <FieldProblem id={`${id}-problem`} message={refusal?.message} />
      <FormDialogFooter onCancel={onClose} variant="destructive" loading={disabling} disabled={!password || !typedCode}>
        Turn off
      </FormDialogFooter>
    </form>
  );
}
