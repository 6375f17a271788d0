/**
 * Renaming a passkey: its name (1 to 60 characters) in a dialog. A refusal shows in the dialog in the server's
 * words; success closes it with a toast.
 */
import { useId, useState, type FormEvent } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/Dialog';
import { FieldProblem } from '../../../components/FieldProblem';
import { FormDialogFooter } from '../../../components/FormDialogFooter';
import { Input } from '../../../components/Input';
import { Label } from '../../../components/Label';
import { toast } from '../../../components/toast/toast-store';
import { passkeyProblem } from './passkey-problem';
import { useRenamePasskey } from './useRenamePasskey';

const RENAME_FAILED = 'We could not rename that passkey. Please try again.';
const PASSKEY_NAME_MAX = 60;

interface Props {
  passkey: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function RenamePasskeyDialog({ passkey, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Rename passkey</DialogTitle>
          <DialogDescription>A name that tells you where it lives: "Work laptop", "1Password".</DialogDescription>
        </DialogHeader>
        {/* Mounted with the dialog: each opening starts from the passkey's name. */}
        {open && <RenameForm passkey={passkey} onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function RenameForm({ passkey, onClose }: { passkey: Props['passkey']; onClose: () => void }) {
  const id = useId();
  const [name, setName] = useState(passkey.name);
  const [problem, setProblem] = useState<string | null>(null);
  const [rename, renaming] = useRenamePasskey();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    try {
      const saved = await rename(passkey.id, name);
      toast({ title: 'Passkey renamed', description: `It is now called ${saved}.` });
      onClose();
    } catch (error) {
      setProblem(passkeyProblem(error, RENAME_FAILED));
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input
          id={`${id}-name`}
          required
          maxLength={PASSKEY_NAME_MAX}
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
      </div>
      <FieldProblem id={`${id}-problem`} message={problem} />
      <FormDialogFooter onCancel={onClose} loading={renaming} disabled={!name.trim()}>
        Save
      </FormDialogFooter>
    </form>
  );
}
