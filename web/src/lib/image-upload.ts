/**
 * Uploading one image from the browser with progress (XMLHttpRequest: fetch reports no upload progress).
 * The checks before an upload and the reading of a refusal live in image-checks.ts.
 */
import { ApiError } from '../api/api-error';
import { handleSessionLoss } from '../session/session-loss';

export interface UploadOptions {
  /** POST /api/uploads/images by default; the comment form uses /api/comments/upload-image. */
  path?: string;
  /** 0..1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Other form fields, sent before the image (a channel image's `type`). */
  fields?: Record<string, string>;
}

/** Uploads one image (multipart field `image`) and resolves to the stored image's URL. */
export function uploadImage(
  file: Blob,
  { path = '/api/uploads/images', onProgress, signal, fields = {} }: UploadOptions = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        try {
          resolve((JSON.parse(xhr.responseText) as { imageUrl: string }).imageUrl);
        } catch {
          reject(new ApiError(xhr.status, xhr.responseText));
        }
        return;
      }
      if (xhr.status === 401) handleSessionLoss();
      reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText));
    };
    xhr.onerror = () => reject(new Error('Network error'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append('image', file, file instanceof File ? file.name : 'image');
    xhr.send(body);
  });
}
