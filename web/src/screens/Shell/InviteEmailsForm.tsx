import { Send, TriangleAlert } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { DialogFooter } from '../../components/Dialog';
import { Label } from '../../components/Label';
import { Textarea } from '../../components/Textarea';
import { toast } from '../../components/toast/toast-store';
import { parseInviteEmails } from '../../lib/emails';
import { MutationError } from '../../relay/mutation';
import { sendInvitesLabel, sentInvitesMessage } from './referral-link';
import { MAX_INVITES_PER_REQUEST } from './shell-limits';
import { useSendInvites } from './useSendInvites';

interface Props {
  referralCode: string | null | undefined;
  /** After a successful send: the dialog closes. */
  onSent: () => void;
}

/** The e-mail invite: addresses split on commas or new lines, the valid ones counted, the invalid ones listed. */
export function InviteEmailsForm({ referralCode, onSent }: Props) {
  const [text, setText] = useState('');
  const { valid, invalid } = useMemo(() => parseInviteEmails(text), [text]);
  const [send, sending] = useSendInvites();
  const tooMany = valid.length > MAX_INVITES_PER_REQUEST;
  const id = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (valid.length === 0) {
      toast({
        title: 'No Valid Emails',
        description: 'Please enter at least one valid email address.',
        variant: 'destructive',
      });
      return;
    }
    try {
      const sent = await send(valid, referralCode ?? null);
      toast({ title: 'Invites Sent', description: sentInvitesMessage(sent) });
      setText('');
      onSent();
    } catch (error) {
      const rateLimited = error instanceof MutationError && error.code === 'RATE_LIMITED';
      toast({
        title: 'Error',
        description: rateLimited ? error.message : 'Failed to send invite emails. Please try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="grid gap-2" aria-label="Invite by e-mail">
      <Label htmlFor={`${id}-emails`}>Email addresses</Label>
      <Textarea
        id={`${id}-emails`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={'dad@example.com, friend@example.com'}
        aria-describedby={`${id}-hint`}
        aria-invalid={invalid.length > 0 || undefined}
        rows={3}
      />
      <p id={`${id}-hint`} className="text-xs text-stone-600">
        Separate addresses with commas or new lines
      </p>
      {invalid.length > 0 && (
        <div
          role="alert"
          className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700" />
          <div className="min-w-0">
            <p className="font-semibold">
              {invalid.length === 1 ? 'This address is not valid' : 'These addresses are not valid'} and will not be
              sent:
            </p>
            <ul className="mt-1 list-disc pl-5 break-all">
              {invalid.map((address) => (
                <li key={address}>{address}</li>
              ))}
            </ul>
          </div>
        </div>
      )}
      {tooMany && (
        <p role="alert" className="text-sm font-medium text-red-700">
          You can invite at most {MAX_INVITES_PER_REQUEST} addresses at a time.
        </p>
      )}
      <DialogFooter>
        <Button type="submit" loading={sending} disabled={valid.length === 0 || tooMany}>
          {!sending && <Send aria-hidden />}
          {sendInvitesLabel(valid.length)}
        </Button>
      </DialogFooter>
    </form>
  );
}
