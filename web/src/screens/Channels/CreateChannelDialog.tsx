/**
 * Create Professional Channel: the channel fields, checked as the server checks
 * them, and optional profile and banner images (5MB at most, images only). Success 'Channel created'; a refused
 * image reads 'Upload failed', any other refusal shows the server's message, and the form keeps what was typed.
 */
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/api-error';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/Dialog';
import { FormDialogFooter } from '../../components/FormDialogFooter';
import { ImageFileField } from '../../components/ImageFileField';
import { toast } from '../../components/toast/toast-store';
import { ChannelFields } from '../../channels/ChannelFields';
import { ChannelImageHint } from '../../channels/ChannelImageHint';
import { showChannelError } from '../../channels/channel-errors';
import { useChannelDraft } from '../../channels/useChannelDraft';
import { NEW_CHANNEL } from '../../lib/channel-draft';
import { channelImageProblem } from '../../lib/channel-image';
import { useCreateChannel } from './useCreateChannel';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: () => void;
}

export function CreateChannelDialog({ open, onOpenChange, onCreated }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <CreateChannelForm
          onCancel={() => onOpenChange(false)}
          onCreated={() => {
            onOpenChange(false);
            onCreated();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function CreateChannelForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: () => void }) {
  const { draft, setDraft, errors, checkedInput } = useChannelDraft(NEW_CHANNEL);
  const [profileImage, setProfileImage] = useState<File | null>(null);
  const [bannerImage, setBannerImage] = useState<File | null>(null);
  const [create, isCreating] = useCreateChannel();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = checkedInput();
    if (!input) return;
    try {
      await create({ ...input, profileImage, bannerImage });
      toast({ title: 'Channel created', description: `"${draft.name.trim()}" is live.` });
      onCreated();
    } catch (error) {
      showChannelError(error, error instanceof ApiError ? 'Upload failed' : 'Error');
    }
  }

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate aria-label="Create Professional Channel">
      <DialogHeader>
        <DialogTitle>Create Professional Channel</DialogTitle>
        <DialogDescription>Share your expertise with other dads: tips, reviews, lessons and more.</DialogDescription>
      </DialogHeader>
      <ChannelFields draft={draft} onChange={setDraft} errors={errors} disabled={isCreating}>
        <div className="grid gap-4 sm:grid-cols-2">
          <ImageFileField
            label="Profile Image"
            hint={<ChannelImageHint kind="profile" />}
            shape="photo"
            file={profileImage}
            onChange={setProfileImage}
            check={channelImageProblem}
            disabled={isCreating}
          />
          <ImageFileField
            label="Banner Image"
            hint={<ChannelImageHint kind="banner" />}
            shape="banner"
            file={bannerImage}
            onChange={setBannerImage}
            check={channelImageProblem}
            disabled={isCreating}
          />
        </div>
      </ChannelFields>
      <FormDialogFooter onCancel={onCancel} loading={isCreating}>
        Create Channel
      </FormDialogFooter>
    </form>
  );
}
