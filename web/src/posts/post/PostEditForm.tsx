import { X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PostEditForm_post$key } from '../../__generated__/PostEditForm_post.graphql';
import { Button } from '../../components/Button';
import { SafeImage } from '../../components/SafeImage';
import { MentionTextarea } from '../../components/mentions/MentionTextarea';
import { toast } from '../../components/toast/toast-store';
import { uploadImage } from '../../lib/image-upload';
import { ImageBlockedModal } from '../ImageBlockedModal';
import { canSaveEdit, editDraftOf, overHashtagLimit, savedPost, tagsInUse } from './edit-draft';
import { EditHashtags } from './EditHashtags';
import { reportImageUploadFailure } from './image-upload-failure';
import { ImagePickButton } from '../../components/ImagePickButton';
import { useObjectUrl } from '../../components/useObjectUrl';
import { useUpdatePost } from './useUpdatePost';

/**
 * The owner's inline editor: the text without its hashtags, the hashtags as
 * chips, and the image kept, removed or replaced. Saving appends the hashtags to the text; Cancel discards.
 */
export function PostEditForm({ post, onDone }: { post: PostEditForm_post$key; onDone: () => void }) {
  const data = useFragment(
    graphql`
      fragment PostEditForm_post on Post {
        id
        content
        hashtags
        imageUrl
      }
    `,
    post,
  );
  const [draft, setDraft] = useState(() => editDraftOf(data.content, data.hashtags));
  const [newImage, setNewImage] = useState<File | null>(null);
  const [removedImage, setRemovedImage] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [blocked, setBlocked] = useState<string | null>(null);
  const [update, isSaving] = useUpdatePost();
  const newImagePreview = useObjectUrl(newImage);
  const keepsImage = Boolean(data.imageUrl) && !removedImage && !newImage;
  const shownImage = newImagePreview ?? (keepsImage ? data.imageUrl : null);

  async function upload(file: File): Promise<string | null> {
    try {
      return await uploadImage(file);
    } catch (error) {
      setNewImage(null);
      reportImageUploadFailure(error, setBlocked);
      return null;
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    let imageUrl: string | null | undefined; // undefined keeps the image
    if (newImage) {
      setUploading(true);
      imageUrl = await upload(newImage);
      setUploading(false);
      if (!imageUrl) return;
    } else if (removedImage && data.imageUrl) {
      imageUrl = null;
    }
    try {
      await update({ postId: data.id, ...savedPost(draft), imageUrl });
      toast({ title: 'Post updated successfully.' });
      onDone();
    } catch {
      toast({ title: 'Error', description: 'Failed to update post. Please try again.', variant: 'destructive' });
    }
  }

  const canSave = canSaveEdit({
    text: draft.text,
    hasNewImage: newImage !== null,
    keepsImage,
    overLimit: overHashtagLimit(draft),
  });
  return (
    <form aria-label="Edit post" onSubmit={(event) => void save(event)} className="grid gap-3">
      <MentionTextarea
        aria-label="Edit post text"
        value={draft.text}
        onChange={(event) => setDraft({ ...draft, text: event.target.value })}
        autoFocus
      />
      <EditHashtags
        tags={draft.hashtags}
        inUse={tagsInUse(draft).length}
        onChange={(hashtags) => setDraft({ ...draft, hashtags })}
      />
      {shownImage && (
        <div className="relative justify-self-start">
          <SafeImage src={shownImage} alt="Post image preview" className="max-h-60 rounded-lg object-cover" />
          <Button
            variant="outline"
            size="icon"
            aria-label="Remove image"
            className="absolute top-2 right-2 size-8"
            onClick={() => (newImage ? setNewImage(null) : setRemovedImage(true))}
          >
            <X aria-hidden />
          </Button>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <ImagePickButton form="post" inputLabel="Post image" onPick={setNewImage}>
          {shownImage ? 'Replace image' : 'Add image'}
        </ImagePickButton>
        <Button variant="outline" size="sm" className="ml-auto" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={!canSave} loading={uploading || isSaving}>
          Save
        </Button>
      </div>
      <ImageBlockedModal message={blocked} onClose={() => setBlocked(null)} />
    </form>
  );
}
