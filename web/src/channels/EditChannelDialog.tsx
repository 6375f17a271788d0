/**
 * Edit Channel (the creator, from the directory's card or the channel's page): the create form's fields as the
 * channel has them. Checked as the server checks; success 'Channel updated'; a refusal shows the server's message
 * and the form keeps what was typed.
 */
import type { FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type {
  EditChannelDialog_channel$data,
  EditChannelDialog_channel$key,
} from '../__generated__/EditChannelDialog_channel.graphql';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/Dialog';
import { FormDialogFooter } from '../components/FormDialogFooter';
import { toast } from '../components/toast/toast-store';
import { draftOfChannel } from '../lib/channel-draft';
import { ChannelFields } from './ChannelFields';
import { showChannelError } from './channel-errors';
import { useChannelDraft } from './useChannelDraft';
import { useUpdateChannel } from './useUpdateChannel';

interface Props {
  channel: EditChannelDialog_channel$key;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function EditChannelDialog({ channel, open, onOpenChange }: Props) {
  const data = useFragment(
    graphql`
      fragment EditChannelDialog_channel on Channel {
        id
        name
        description
        categories
        hashtags
        contactEmail
        website
        subscriptionType
      }
    `,
    channel,
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        {/* Inside the content: each opening starts again from the channel as it is. */}
        <EditChannelForm channel={data} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function EditChannelForm({ channel, onDone }: { channel: EditChannelDialog_channel$data; onDone: () => void }) {
  const { draft, setDraft, errors, checkedInput } = useChannelDraft(() => draftOfChannel(channel));
  const [update, isSaving] = useUpdateChannel();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = checkedInput();
    if (!input) return;
    try {
      await update(channel.id, input);
      toast({ title: 'Channel updated', description: 'Your changes are saved.' });
      onDone();
    } catch (error) {
      showChannelError(error);
    }
  }

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate aria-label="Edit Channel">
      <DialogHeader>
        <DialogTitle>Edit Channel</DialogTitle>
        <DialogDescription>Changes show on your channel’s card and page at once.</DialogDescription>
      </DialogHeader>
      <ChannelFields draft={draft} onChange={setDraft} errors={errors} disabled={isSaving} />
      <FormDialogFooter onCancel={onDone} loading={isSaving}>
        Save Changes
      </FormDialogFooter>
    </form>
  );
}
