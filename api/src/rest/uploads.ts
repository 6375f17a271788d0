/**
 * Multipart bodies for /api: files stay in memory (they are validated and re-encoded before being stored)
 * and anything over 5 MB is refused with 413.
 */
import multer from 'multer';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Accepts the named file fields (one file each unless said otherwise) plus ordinary text fields. */
export function multipart(files: { name: string; maxCount?: number }[] = []) {
  return multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: files.reduce((sum, f) => sum + (f.maxCount ?? 1), 0),
      fields: 100,
      fieldSize: 100 * 1024,
    },
    // Browsers send a file's name as UTF-8 bytes; busboy's default (latin1) would garble "Räucherofen.jpg".
    defParamCharset: 'utf8',
  }).fields(files.map((f) => ({ name: f.name, maxCount: f.maxCount ?? 1 })));
}

/** The first file sent in a field, if any. */
export function uploadedFile(files: unknown, field: string): Express.Multer.File | undefined {
  return (files as Record<string, Express.Multer.File[]> | undefined)?.[field]?.[0];
}
