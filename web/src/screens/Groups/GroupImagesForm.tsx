/** Manage Group's images: a new banner and/or photo, uploaded then set on the group ('Image Uploaded'). */
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { toast } from '../../components/toast/toast-store';
import { GroupImageField } from './GroupImageField';
import { useUpdateGroup } from './useUpdateGroup';

export function GroupImagesForm({ groupId, onUploaded }: { groupId: string; onUploaded: () => void }) {
  const [banner, setBanner] = useState<File | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const { uploadImages } = useUpdateGroup();

  async function upload() {
    setBusy(true);
    try {
      await uploadImages(groupId, { banner, photo });
      setBanner(null);
      setPhoto(null);
      toast({ title: 'Image Uploaded' });
      onUploaded();
    } catch {
      toast({
        title: 'Upload Failed',
        description: 'Failed to upload group banner or photo. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-4 pt-2">
      <GroupImageField kind="banner" file={banner} onChange={setBanner} disabled={busy} />
      <GroupImageField kind="photo" file={photo} onChange={setPhoto} disabled={busy} />
      <Button className="justify-self-end" disabled={!banner && !photo} loading={busy} onClick={() => void upload()}>
        {!busy && <Upload aria-hidden />}
        Upload Images
      </Button>
    </div>
  );
}
