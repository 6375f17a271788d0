import { Send, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { MentionTextarea } from '../../components/mentions/MentionTextarea';
import { toast } from '../../components/toast/toast-store';
import { uploadImage } from '../../lib/image-upload';
import { ImageBlockedModal } from '../ImageBlockedModal';
import { clampComment, commentCounter, MAX_COMMENT_LENGTH } from './comment-limits';
import { reportImageUploadFailure } from './image-upload-failure';
import { ImagePickButton } from '../../components/ImagePickButton';
import { useAddComment } from './useAddComment';
import { useObjectUrl } from '../../components/useObjectUrl';

export const COMMENT_IMAGE_UPLOAD_PATH = '/api/comments/upload-image';

/** The comment form: at most 500 characters with a counter, and an optional image. */
export function CommentForm({ postId }: { postId: string }) {
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [blocked, setBlocked] = useState<string | null>(null);
  const [add, isAdding] = useAddComment(postId);
  const preview = useObjectUrl(image);
  const counterId = useId();
  const canPost = text.trim() !== '' || image !== null;

  async function uploadChosen(file: File): Promise<string | null> {
    setUploading(true);
    try {
      return await uploadImage(file, { path: COMMENT_IMAGE_UPLOAD_PATH });
    } catch (error) {
      setImage(null);
      reportImageUploadFailure(error, setBlocked);
      return null;
    } finally {
      setUploading(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canPost) return;
    const imageUrl = image ? await uploadChosen(image) : undefined;
    if (imageUrl === null) return;
    try {
      await add({ content: text.trim(), imageUrl });
      setText('');
      setImage(null);
      toast({ title: 'Comment added!' });
    } catch {
      toast({ title: 'Error', description: 'Failed to post comment. Please try again.', variant: 'destructive' });
    }
  }

  return (
    <form aria-label="Add a comment" onSubmit={(event) => void submit(event)} className="grid gap-2">
      <MentionTextarea
        aria-label="Comment"
        aria-describedby={counterId}
        placeholder="Write a comment..."
        value={text}
        maxLength={MAX_COMMENT_LENGTH}
        onChange={(event) => setText(clampComment(event.target.value))}
        rows={2}
      />
      {preview && (
        <div className="relative justify-self-start">
          {/* biome-ignore lint/a11y/noRedundantAlt: "Comment image preview" names the comment's attached image (not the element kind), and is the text tests and users know it by */}
          <img src={preview} alt="Comment image preview" className="max-h-40 rounded-lg object-cover" />
          <Button
            variant="outline"
            size="icon"
            aria-label="Remove image"
            className="absolute top-1.5 right-1.5 size-7"
            onClick={() => setImage(null)}
          >
            <X aria-hidden />
          </Button>
        </div>
      )}
      <div className="flex items-center gap-2">
        <ImagePickButton form="comment" inputLabel="Comment image" onPick={setImage} disabled={uploading || isAdding}>
          Photo
        </ImagePickButton>
        <span id={counterId} className="ml-auto text-xs text-stone-500 tabular-nums">
          {commentCounter(text)}
        </span>
        <Button type="submit" size="sm" disabled={!canPost} loading={uploading || isAdding}>
          <Send aria-hidden />
          Post
        </Button>
      </div>
      <ImageBlockedModal message={blocked} onClose={() => setBlocked(null)} />
    </form>
  );
}
