/**
 * Message attachments (docs/messaging.md): recognised by their content, never by their name or declared type.
 * Images go through the post image pipeline (re-encoded, metadata stripped, adult images refused); PDF, Word
 * (doc, docx) and plain text files are kept as sent, up to 10 MB. Either way the upload is bound to its
 * conversation, so /uploads/<key> serves it to the conversation's participants only.
 */
import type { DbTx } from '../../db/prisma.js';
import { consume } from '../../limits/limits.js';
import { badInput, payloadTooLarge, unsupportedMediaType } from '../errors.js';
import { acceptImage } from '../images/intake.js';
import type { Services } from '../services.js';
import { includesBytes, type UploadBytes } from '../uploads/bytes.js';
import { DOCX, isPlainText, sniffType } from '../uploads/sniff.js';
import { storeUpload, uploadKeyOf, uploadUrl } from '../uploads/store.js';
import type { AttachmentKind } from './read.js';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const FILE_TOO_LARGE_MESSAGE = 'File too large: attachments can be at most 10 MB.';
export const UNSUPPORTED_ATTACHMENT_MESSAGE = 'Attach an image, PDF, Word document or text file.';
export const NOT_THIS_CONVERSATIONS_ATTACHMENT = 'Attach a file you uploaded to this conversation.';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
const DOC = 'application/msword';
const PDF = 'application/pdf';
const TEXT = 'text/plain';

export interface IncomingFile {
  data: UploadBytes;
  /** What the client called it: kept for display only. */
  originalName?: string | undefined;
}

export interface StoredAttachment {
  attachmentUrl: string;
  attachmentType: AttachmentKind;
  attachmentName: string;
  attachmentSize: number;
}

/**
 * The media type the bytes are, if they are something a member may attach (bounded work: ../uploads/sniff.ts).
 * Text has no magic bytes, and file-type reads some ordinary first words as a format's signature ("BM..." a
 * bitmap, "MZ..." an executable): whatever else it names, bytes that are all printable UTF-8 are text (and
 * are served as text/plain).
 */
export async function sniffAttachment(data: UploadBytes): Promise<string | null> {
  const sniffed = await sniffType(data);
  if (sniffed) {
    if (IMAGE_TYPES.has(sniffed) || sniffed === PDF || sniffed === DOCX) return sniffed;
    // A .doc is an OLE compound file holding a "WordDocument" stream (its directory names are UTF-16).
    if (sniffed === 'application/x-cfb' && (await includesBytes(data, Buffer.from('WordDocument', 'utf16le'))))
      return DOC;
  }
  return (await isPlainText(data)) ? TEXT : null;
}

/** A display name: the last path segment, without control characters, at most 255 characters. */
export function attachmentDisplayName(name: string | undefined, fallback: string): string {
  const cleaned = (name ?? '')
    .split(/[\\/]/)
    .pop()!
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips control characters from the file name
    .replace(/[\u0000-\u001F\u007F]/g, '')
    .trim();
  return (cleaned || fallback).slice(0, 255);
}

const extensionOf: Record<string, string> = { [PDF]: 'pdf', [DOCX]: 'docx', [DOC]: 'doc', [TEXT]: 'txt' };

/**
 * Validates and stores a file sent to a conversation the caller has checked the member is in. Refusals:
 * 413 over the size limit, 415 for anything but an image, PDF, Word document or text, 400 for an adult image.
 */
export async function acceptAttachment(
  services: Pick<Services, 'prisma' | 'images' | 'limits' | 'config'>,
  memberId: string,
  conversationId: string,
  file: IncomingFile,
): Promise<StoredAttachment> {
  if (file.data.byteLength > MAX_FILE_BYTES) throw payloadTooLarge(FILE_TOO_LARGE_MESSAGE);
  const mimeType = await sniffAttachment(file.data);
  if (!mimeType) throw unsupportedMediaType(UNSUPPORTED_ATTACHMENT_MESSAGE);

  if (IMAGE_TYPES.has(mimeType)) {
    // The upload keeps the name shown, so an image sent by its URL later (GraphQL) shows the same one.
    const attachmentName = attachmentDisplayName(file.originalName, 'image');
    const image = await acceptImage(services, {
      data: file.data,
      ownerId: memberId,
      conversationId,
      originalName: attachmentName,
    });
    return { attachmentUrl: image.url, attachmentType: 'image', attachmentName, attachmentSize: image.byteSize };
  }

  const { perMemberPerHour } = services.config.uploads;
  const limiter = services.limits.limiter({
    name: 'attachments:member',
    points: perMemberPerHour,
    durationSeconds: 60 * 60,
  });
  await consume(
    limiter,
    memberId,
    1,
    `You have reached the limit of ${perMemberPerHour} attachments an hour: please try again later.`,
  );
  const attachmentName = attachmentDisplayName(file.originalName, `attachment.${extensionOf[mimeType]}`);
  const stored = await storeUpload(services.prisma, {
    data: file.data,
    mimeType,
    ownerId: memberId,
    originalName: attachmentName,
    conversationId,
  });
  return { attachmentUrl: stored.url, attachmentType: 'file', attachmentName, attachmentSize: file.data.byteLength };
}

/**
 * An attachment uploaded first (POST /api/conversations/{id}/attachments) and named by its URL when sending:
 * it must be the member's own upload to this conversation.
 */
export async function requireConversationAttachment(
  db: DbTx,
  publicUrl: string,
  memberId: string,
  conversationId: string,
  url: string,
): Promise<StoredAttachment> {
  const key = uploadKeyOf(publicUrl, url);
  const upload = key
    ? await db.upload.findUnique({
        where: { key },
        select: { ownerId: true, conversationId: true, mimeType: true, originalName: true, byteSize: true },
      })
    : null;
  if (!upload || upload.ownerId !== memberId || upload.conversationId !== conversationId) {
    throw badInput(NOT_THIS_CONVERSATIONS_ATTACHMENT, [
      { field: 'attachmentUrl', message: NOT_THIS_CONVERSATIONS_ATTACHMENT },
    ]);
  }
  const isImage = upload.mimeType.startsWith('image/');
  return {
    attachmentUrl: uploadUrl(key),
    attachmentType: isImage ? 'image' : 'file',
    attachmentName: upload.originalName ?? (isImage ? 'image' : `attachment.${extensionOf[upload.mimeType] ?? 'bin'}`),
    attachmentSize: upload.byteSize,
  };
}
