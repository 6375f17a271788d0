/**
 * Stored uploads: bytes live in the Upload table (so every API process serves them) under a random,
 * unguessable key; the URL is /uploads/<key>.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { DbTx } from '../../db/prisma.js';

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
  data: Buffer;
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

/** Saves the bytes as they are (callers validate and re-encode first) and returns the public URL. */
export async function storeUpload(db: DbTx, upload: NewUpload): Promise<{ id: string; key: string; url: string }> {
  const extension = extensions[upload.mimeType] ?? 'bin';
  const key = `${randomBytes(16).toString('base64url')}.${extension}`;
  const row = await db.upload.create({
    data: {
      key,
      ownerId: upload.ownerId ?? null,
      mimeType: upload.mimeType,
      byteSize: upload.data.byteLength,
      width: upload.width ?? null,
      height: upload.height ?? null,
      originalName: upload.originalName ?? null,
      conversationId: upload.conversationId ?? null,
      sha256: createHash('sha256').update(upload.data).digest('hex'),
      data: new Uint8Array(upload.data),
    },
    select: { id: true, key: true },
  });
  return { ...row, url: uploadUrl(row.key) };
}

export function findUpload(db: DbTx, key: string) {
  return db.upload.findUnique({
    where: { key },
    select: { data: true, mimeType: true, byteSize: true, sha256: true, createdAt: true, originalName: true, conversationId: true },
  });
}
