/**
 * Which files a chat composer takes: the dashboard's floating chat
 * takes images only (a type starting with image/); the inbox also takes pdf, doc, docx and txt. The server
 * checks the content again; these checks spare an upload it would refuse.
 */
export type ChatComposerKind = 'floating' | 'inbox';

const DOCUMENT_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
] as const;
const DOCUMENT_EXTENSIONS = ['.pdf', '.doc', '.docx', '.txt'] as const;

/** The file input's `accept`. */
export const CHAT_ACCEPT: Record<ChatComposerKind, string> = {
  floating: 'image/*',
  inbox: ['image/*', ...DOCUMENT_EXTENSIONS, ...DOCUMENT_TYPES].join(','),
};

/** Images at most 5 MB, documents at most 10 MB (the server's limits, docs/messaging.md). */
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CHAT_FILE_MAX_BYTES = 10 * 1024 * 1024;

export const isImageFile = (file: Pick<File, 'type'>) => file.type.startsWith('image/');

function isDocument(file: Pick<File, 'name' | 'type'>): boolean {
  const name = file.name.toLowerCase();
  // Some systems give no type (or a generic one) for .doc and .txt: the extension decides then.
  return (
    (DOCUMENT_TYPES as readonly string[]).includes(file.type) || DOCUMENT_EXTENSIONS.some((ext) => name.endsWith(ext))
  );
}

export interface AttachmentProblem {
  title: string;
  description: string;
}

/** Why the composer cannot take this file, or null when it can. */
export function chatAttachmentProblem(
  file: Pick<File, 'name' | 'type' | 'size'>,
  kind: ChatComposerKind,
): AttachmentProblem | null {
  if (isImageFile(file)) {
    return file.size >= CHAT_IMAGE_MAX_BYTES
      ? { title: 'File too large', description: 'Please select an image under 5MB' }
      : null;
  }
  if (kind === 'floating') return { title: 'Invalid file', description: 'Please select an image file.' };
  if (!isDocument(file))
    return { title: 'Invalid file', description: 'Attach an image, PDF, Word document or text file.' };
  return file.size > CHAT_FILE_MAX_BYTES
    ? { title: 'File too large', description: 'Attachments can be at most 10 MB.' }
    : null;
}
