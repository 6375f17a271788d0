/**
 * An upload's bytes on their way out: read one chunk per statement (domain/uploads/chunks.ts) as fast as the
 * client takes them, so a 10 MB file is never whole in memory and other requests run between its chunks.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import type { DbTx } from '../db/prisma.js';
import { readChunks } from '../domain/uploads/chunks.js';

export async function sendUploadBytes(
  req: Request,
  res: Response,
  db: DbTx,
  upload: { id: string; byteSize: number },
): Promise<void> {
  res.set('Content-Length', String(upload.byteSize));
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  try {
    await pipeline(Readable.from(readChunks(db, upload.id, upload.byteSize)), res);
  } catch (error) {
    // The headers are gone: a failure can only cut the answer short. A client that left is no failure.
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE')
      req.log.warn({ err: error }, 'sending an upload failed');
    res.destroy();
  }
}
