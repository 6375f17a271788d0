/**
 * The creator's upload of a profile or banner image: the recommended size and
 * the 5MB limit, a preview, and the checks before the call ('No file selected', 'Invalid file type', 'File too
 * large'); then 'Image uploaded', or 'Upload failed' with the server's reason.
 */
import { useState } from 'react';
import { Button } from '../../components/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/Dialog';
import { ImageFileField } from '../../components/ImageFileField';
import { toast } from '../../components/toast/toast-store';
import { ChannelImageHint } from '../../channels/ChannelImageHint';
import { showChannelError } from '../../channels/channel-errors';
import { channelImageProblem, NO_FILE_SELECTED, type ChannelImageKind } from '../../lib/channel-image';

interface Props {
  kind: ChannelImageKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  upload: (kind: ChannelImageKind, file: File) => Promise<void>;
  isUploading: boolean;
}

const TITLES: Record<ChannelImageKind, string> = { profile: 'Upload Profile Image', banner: 'Upload Banner Image' };

export function ChannelImageUploadDialog({ kind, open, onOpenChange, upload, isUploading }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <UploadForm kind={kind} upload={upload} isUploading={isUploading} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function UploadForm({
  kind,
  upload,
  isUploading,
  onDone,
}: Omit<Props, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const [file, setFile] = useState<File | null>(null);

  async function submit() {
    // A chosen file was checked as it was picked; without one this says 'No file selected'.
    const problem = channelImageProblem(file);
    if (problem || !file) {
      toast({ ...(problem ?? NO_FILE_SELECTED), variant: 'destructive' });
      return;
    }
    try {
      await upload(kind, file);
      toast({
        title: 'Image uploaded',
        description:
          kind === 'banner' ? 'Your new banner is on the channel.' : 'Your new profile image is on the channel.',
      });
      onDone();
    } catch (error) {
      showChannelError(error, 'Upload failed');
    }
  }

  return (
    <div className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{TITLES[kind]}</DialogTitle>
        <DialogDescription>Choose an image from your device.</DialogDescription>
      </DialogHeader>
      <ImageFileField
        label={kind === 'banner' ? 'Banner Image' : 'Profile Image'}
        hint={<ChannelImageHint kind={kind} />}
        shape={kind === 'banner' ? 'banner' : 'photo'}
        file={file}
        onChange={setFile}
        check={channelImageProblem}
        disabled={isUploading}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button loading={isUploading} onClick={() => void submit()}>
          Upload
        </Button>
      </DialogFooter>
    </div>
  );
}
