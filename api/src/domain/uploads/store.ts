/**
 * Stored uploads: bytes live in the database (so every API process serves them), in chunks (./chunks.ts),
 * under a random, unguessable key; the URL is /uploads/<key>.
 */
import { randomBytes } from 'node:crypto';
import type { DbTx } from '../../db/prisma.js';
import { sha256Of, type UploadBytes } from './bytes.js';
import { writeChunks } from './chunks.js';

const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
  'text/plain': 'txt',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

export const UPLOAD_URL_PREFIX = '/uploads/';

export interface NewUpload {
  data: UploadBytes;
  mimeType: string;
  ownerId?: string | null;
  width?: number;
  height?: number;
  originalName?: string;
  /** A message attachment: served only to this conversation's participants. */
  conversationId?: string;
}

export function uploadUrl(key: string): string {
  return `${UPLOAD_URL_PREFIX}${key}`;
}

/** The key of an upload named by its URL (/uploads/<key>, or the absolute address under `publicUrl`), or ''. */
export function uploadKeyOf(publicUrl: string, url: string): string {
  const path = url.startsWith(publicUrl) ? url.slice(publicUrl.replace(/\/$/, '').length) : url;
  const key = path.startsWith(UPLOAD_URL_PREFIX) ? path.slice(UPLOAD_URL_PREFIX.length) : '';
  return key.includes('/') ? '' : key;
}

/** A version 7 UUID (time-ordered, as the table's default): an upload's id is known before its row is written. */
function uuid7(): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(Date.now(), 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Saves the bytes as they are (callers validate and re-encode first) and returns the public URL. The chunks go
 * first, ahead of the request's transaction when they can; the row that makes them an upload goes in it, so a
 * request that fails leaves only orphan chunks, which nothing serves and the sweep deletes.
 */
export async function storeUpload(db: DbTx, upload: NewUpload): Promise<{ id: string; key: string; url: string }> {
  const extension = extensions[upload.mimeType] ?? 'bin';
  const key = `${randomBytes(16).toString('base64url')}.${extension}`;
  const id = uuid7();
  const sha256 = await sha256Of(upload.data);
  await writeChunks(db, id, upload.data);
  const row = await db.upload.create({
    data: {
      id,
      key,
      ownerId: upload.ownerId ?? null,
      mimeType: upload.mimeType,
      byteSize: upload.data.byteLength,
      width: upload.width ?? null,
      height: upload.height ?? null,
      originalName: upload.originalName ?? null,
      conversationId: upload.conversationId ?? null,
      sha256,
    },
    select: { id: true, key: true },
  });
  return { ...row, url: uploadUrl(row.key) };
}
