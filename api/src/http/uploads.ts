/**
 * GET /uploads/<key>: stored files, cacheable forever (a key never changes content). Only images display
 * inline; any other file downloads.
 */
import { Router } from 'express';
import type { Services } from '../domain/services.js';
import { findUpload } from '../domain/uploads/store.js';

export function uploadRoutes({ prisma }: Services): Router {
  const router = Router();
  router.get('/:key', async (req, res) => {
    const upload = /^[A-Za-z0-9_-]{22}\.[a-z0-9]{2,5}$/.test(req.params.key)
      ? await findUpload(prisma, req.params.key)
      : null;
    if (!upload) {
      res.status(404).type('text').send('Not found');
      return;
    }
    const etag = `"${upload.sha256}"`;
    res.set({
      'Content-Type': upload.mimeType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; sandbox",
    });
    if (!upload.mimeType.startsWith('image/')) res.set('Content-Disposition', 'attachment');
    if (req.get('if-none-match') === etag) {
      res.status(304).end();
      return;
    }
    res.send(Buffer.from(upload.data));
  });
  return router;
}
