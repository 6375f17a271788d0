/**
 * Deleting the account: the password confirms it (the server's refusal shows in the dialog); once done the
 * session is gone and the browser starts again at / as a visitor.
 */
import { useId, useState, type FormEvent } from 'react';
import { graphql } from 'react-relay/hooks';
import type { DeleteAccountDialogMutation } from '../../__generated__/DeleteAccountDialogMutation.graphql';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/Dialog';
import { FieldProblem } from '../../components/FieldProblem';
import { FormDialogFooter } from '../../components/FormDialogFooter';
import { Input } from '../../components/Input';
import { Label } from '../../components/Label';
import { successOf, usePromiseMutation } from '../../relay/mutation';
import { leaveApp } from '../../router/history';

const mutation = graphql`
  mutation DeleteAccountDialogMutation($password: String!) {
    deleteAccount(password: $password) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationDeleteAccountSuccess {
        data {
          success
        }
      }
    }
  }
`;

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function DeleteAccountDialog({ open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Delete account</DialogTitle>
          <DialogDescription>
            This deletes your profile, posts, comments, events and everything else you made. It cannot be undone. Enter
            your password to confirm.
          </DialogDescription>
        </DialogHeader>
        <DeleteAccountForm onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [commit, deleting] = usePromiseMutation<DeleteAccountDialogMutation>(mutation);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    try {
      successOf((await commit({ variables: { password } })).deleteAccount);
      // A fresh start: the visitor's app, with nothing of the member left in memory.
      leaveApp('/');
    } catch (error) {
      setProblem(
        error instanceof Error && error.message ? error.message : 'Failed to delete your account. Please try again.',
      );
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={id}>Password</Label>
        <Input
          id={id}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        <FieldProblem id={`${id}-problem`} message={problem} />
      </div>
      <FormDialogFooter onCancel={onCancel} variant="destructive" loading={deleting} disabled={!password}>
        Delete my account
      </FormDialogFooter>
    </form>
  );
}
