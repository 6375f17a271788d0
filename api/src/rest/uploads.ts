/**
 * Multipart bodies for /api: files are streamed to temporary files for the length of the request
 * (./upload-storage.ts), validated and re-encoded before being stored, and anything over 5 MB is refused with 413.
 */
import type { RequestHandler } from 'express';
import multer from 'multer';
import { payloadTooLarge } from '../domain/errors.js';
import { requireViewer } from './request.js';
import { receivedFileStorage } from './upload-storage.js';

export { receivedFile } from './upload-storage.js';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** How many text fields a multipart form may hold, and how long each may be: most forms' (a post's text fits). */
const FORM_FIELDS = { fields: 100, fieldBytes: 100 * 1024 };

/**
 * Accepts the named file fields (one file each unless said otherwise) plus ordinary text fields (`textFields`:
 * how many and how long; a form that sends no files passes its route's body limits, ./body-limits.ts).
 */
export function multipart(
  files: { name: string; maxCount?: number }[] = [],
  maxBytes = MAX_UPLOAD_BYTES,
  textFields = FORM_FIELDS,
) {
  return multer({
    storage: receivedFileStorage,
    limits: {
      fileSize: maxBytes,
      files: files.reduce((sum, f) => sum + (f.maxCount ?? 1), 0),
      fields: textFields.fields,
      fieldSize: textFields.fieldBytes,
    },
    // Browsers send a file's name as UTF-8 bytes; busboy's default (latin1) would garble "Räucherofen.jpg".
    defParamCharset: 'utf8',
  }).fields(files.map((f) => ({ name: f.name, maxCount: f.maxCount ?? 1 })));
}

/** The first file sent in a field, if any. */
export function uploadedFile(files: unknown, field: string): Express.Multer.File | undefined {
  return (files as Record<string, Express.Multer.File[]> | undefined)?.[field]?.[0];
}

/** Signed in before the body is read, so a signed-out client does not get to send megabytes first. */
export const signedInFirst: RequestHandler = (_req, res, next) => {
  requireViewer(res);
  next();
};

/** The multipart parser for `files`, with the form's own wording (413) for a file over `maxBytes`. */
export function multipartBody(
  files: { name: string; maxCount?: number }[],
  tooLargeMessage: string,
  maxBytes = MAX_UPLOAD_BYTES,
): RequestHandler {
  const parse = multipart(files, maxBytes);
  return (req, res, next) => {
    parse(req, res, (error?: unknown) => {
      const tooLarge = error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE';
      next(tooLarge ? payloadTooLarge(tooLargeMessage) : error);
    });
  };
}
