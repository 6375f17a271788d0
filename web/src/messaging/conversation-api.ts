/**
 * The /api calls of the chat composer (docs/messaging.md): an attachment is uploaded first, then the message
 * that carries it is sent. Like api/client.ts (cookies, '{status}: {body text}' on failure, a 401 is a lost
 * session) without importing it: a lazy chunk that imports the entry's session code makes the bundler split
 * React out of the entry chunk (see session/signed-in.ts), ~0.8 KB more for everyone.
 */
import { ApiError } from '../api/api-error';
import { handleSessionLoss } from '../session/session-loss';

export interface UploadedAttachment {
  attachmentUrl: string;
  attachmentType: 'image' | 'file';
  attachmentName: string;
  attachmentSize: number;
}

/** POST /api/conversations/{id}/attachments, multipart field `attachment`; `conversationId` is the raw id. */
export async function uploadAttachment(conversationId: string, file: File): Promise<UploadedAttachment> {
  const form = new FormData();
  form.append('attachment', file, file.name);
  const response = await fetch(`/api/conversations/${encodeURIComponent(conversationId)}/attachments`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    body: form,
  });
  if (!response.ok) {
    if (response.status === 401) handleSessionLoss();
    throw new ApiError(response.status, (await response.text().catch(() => '')) || response.statusText);
  }
  return (await response.json()) as UploadedAttachment;
}
