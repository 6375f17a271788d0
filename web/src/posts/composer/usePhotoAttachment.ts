/**
 * One photo attached to a composer (the Dadfeed's, the Groupfeed's): choose it (checked on the client), preview
 * it, remove it, and upload it with progress when the post is sent. Failures are reported here, so every
 * composer says the same thing:
 *
 *   const photo = usePhotoAttachment();
 *   <PhotoButton photo={photo} />            // the toolbar's "Add photo" button (holds the hidden file input)
 *   <PhotoPreview photo={photo} />           // the preview, Remove, the upload's progress bar, and the
 *                                            // 'Image Cannot Be Posted' modal
 *   async function submit() {
 *     try {
 *       const imageUrl = await photo.upload();           // null without a photo
 *       await createPost({ ..., imageUrl });
 *       photo.remove();
 *     } catch (error) {
 *       reportPostFailure(error, photo);                 // ./report-post-failure.ts
 *     }
 *   }
 *
 * `upload()` throws a PhotoUploadFailed once it has told the member (the blocked modal, with the photo
 * discarded, or the 'Image upload failed' toast); `reportBlocked(error)` does the same for a refusal that comes
 * from the post itself and answers whether it did.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { toast } from '../../components/toast/toast-store';
import { imageFileProblem, type ImageForm } from '../../lib/image-checks';
import { photoRefusalMessage } from './photo-refusal';

export interface PhotoAttachment {
  file: File | null;
  /** An object URL of the chosen file, for the preview. */
  previewUrl: string | null;
  /** 0..1 while the upload runs, null otherwise. */
  progress: number | null;
  /** The server's refusal while the image-blocked modal is open. */
  blockedMessage: string | null;
  /** Checks the file (toast 'File too large' / 'Invalid file' when it cannot be used) and attaches it. */
  choose: (file: File) => void;
  remove: () => void;
  /** Uploads the photo; null when there is none. Throws PhotoUploadFailed after telling the member. */
  upload: () => Promise<string | null>;
  /** When `error` is the server refusing the image's content: opens the modal, drops the photo, returns true. */
  reportBlocked: (error: unknown) => boolean;
  dismissBlocked: () => void;
}

/** The upload failed and the member has been told: the caller stops without a toast of its own. */
export class PhotoUploadFailed extends Error {
  override name = 'PhotoUploadFailed';
}

export const isPhotoAlreadyReported = (error: unknown) => error instanceof PhotoUploadFailed;

interface Options {
  /** Which form's texts (the comment form's end with a full stop). Default 'post'. */
  form?: ImageForm;
  /** Where to upload; default POST /api/uploads/images. */
  uploadPath?: string;
}

export function usePhotoAttachment({ form = 'post', uploadPath }: Options = {}): PhotoAttachment {
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [blockedMessage, setBlockedMessage] = useState<string | null>(null);
  // The object URL to free when the photo changes or the composer goes away.
  const urlRef = useRef<string | null>(null);
  // The last upload: if posting fails after it, trying again does not upload the same photo twice.
  const uploadedRef = useRef<{ file: File; imageUrl: string } | null>(null);

  const setPhoto = useCallback((next: File | null) => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = next ? URL.createObjectURL(next) : null;
    setFile(next);
    setPreviewUrl(urlRef.current);
  }, []);
  useEffect(
    () => () => {
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    },
    [],
  );

  const choose = useCallback(
    (chosen: File) => {
      const problem = imageFileProblem(chosen, form);
      if (problem) toast({ ...problem, variant: 'destructive' });
      else setPhoto(chosen);
    },
    [form, setPhoto],
  );
  const remove = useCallback(() => setPhoto(null), [setPhoto]);

  const reportBlocked = useCallback(
    (error: unknown) => {
      const message = photoRefusalMessage(error);
      if (message === null) return false;
      setBlockedMessage(message);
      setPhoto(null);
      return true;
    },
    [setPhoto],
  );

  const upload = useCallback(async () => {
    if (!file) return null;
    if (uploadedRef.current?.file === file) return uploadedRef.current.imageUrl;
    setProgress(0);
    try {
      // The upload code loads with the first photo sent, not with the dashboard.
      const { uploadImage } = await import('../../lib/image-upload');
      const imageUrl = await uploadImage(file, { path: uploadPath, onProgress: setProgress });
      uploadedRef.current = { file, imageUrl };
      return imageUrl;
    } catch (error) {
      // A lost session is already being reported (toast and redirect).
      if (!reportBlocked(error) && !(error instanceof ApiError && error.status === 401)) {
        toast({
          title: 'Image upload failed',
          description: 'Failed to upload image. Please try again.',
          variant: 'destructive',
        });
      }
      throw new PhotoUploadFailed(error instanceof Error ? error.message : 'Upload failed');
    } finally {
      setProgress(null);
    }
  }, [file, uploadPath, reportBlocked]);

  const dismissBlocked = useCallback(() => setBlockedMessage(null), []);

  return { file, previewUrl, progress, blockedMessage, choose, remove, upload, reportBlocked, dismissBlocked };
}
