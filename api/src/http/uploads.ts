/**
 * GET /uploads/<key>: stored files. Public uploads (post and profile images) are cacheable forever (a key
 * never changes content). A message attachment (bound to a conversation) is served only to that
 * conversation's participants, privately; anyone else, visitors included, gets the same 404 as for a key that
 * does not exist. Only images display inline; any other file downloads, under its original name.
 */
import { Router } from 'express';
import type { Services } from '../domain/services.js';
import { findUpload } from '../domain/uploads/store.js';
import { grantAllows } from '../domain/access-tokens/scopes.js';
import { authenticate } from './auth.js';

/**
 * A Content-Disposition for a download, with the name in both forms (RFC 6266): ASCII for old clients, and
 * UTF-8 %-encoded (RFC 5987, where ' ( ) * must be escaped too, which encodeURIComponent leaves).
 */
function attachmentDisposition(name: string | null): string {
  if (!name) return 'attachment';
  const ascii = name.replace(/[^\x20-\x7E]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export function uploadRoutes(services: Services): Router {
  const { prisma } = services;
  const router = Router();
  router.get('/:key', async (req, res) => {
    const upload = /^[A-Za-z0-9_-]{22}\.[a-z0-9]{2,5}$/.test(req.params.key)
      ? await findUpload(prisma, req.params.key)
      : null;
    let allowed = upload !== null;
    if (upload?.conversationId) {
      const { viewer, setCookie, grant } = await authenticate(services, {
        cookieHeader: req.headers.cookie,
        authorization: req.headers.authorization,
      });
      if (setCookie) res.append('Set-Cookie', setCookie);
      allowed =
        viewer !== null &&
        grantAllows(grant, 'read') &&
        (await prisma.conversationParticipant.count({
          where: { conversationId: upload.conversationId, userId: viewer.id },
        })) > 0;
    }
    if (!upload || !allowed) {
      res.status(404).type('text').set('Cache-Control', 'no-store').send('Not found');
      return;
    }
    const etag = `"${upload.sha256}"`;
    res.set({
      'Content-Type': upload.mimeType,
      'Cache-Control': upload.conversationId ? 'private, no-cache' : 'public, max-age=31536000, immutable',
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; sandbox",
    });
    if (!upload.mimeType.startsWith('image/')) {
      res.set('Content-Disposition', attachmentDisposition(upload.conversationId ? upload.originalName : null));
    }
    if (upload.conversationId) res.vary('Cookie, Authorization');
    if (req.get('if-none-match') === etag) {
      res.status(304).end();
      return;
    }
    res.send(Buffer.from(upload.data));
  });
  return router;
}
