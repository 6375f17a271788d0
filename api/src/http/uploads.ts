/**
 * GET /uploads/<key>: stored files, each served only to whoever may see what shows it (a post, a group, a
 * message...), by that content's own rule (domain/uploads/access.ts); anyone else, visitors included, gets the
 * same 404 as for a key that does not exist. Only images display inline; any other file downloads, under its
 * original name.
 */
import { Router, type Response } from 'express';
import type { Services } from '../domain/services.js';
import { uploadAccess } from '../domain/uploads/access.js';
import { grantAllows } from '../domain/access-tokens/scopes.js';
import { authenticate } from './auth.js';
import { sendUploadBytes } from './upload-bytes.js';

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

/**
 * What may keep a copy. A picture everyone may see (a member's profile picture): any cache, for a day, so a
 * replaced or deleted one fades from shared caches by the next day. Anything else depends on who asks and
 * can stop being theirs (a member removed, a post hidden): the viewer's browser only, asking again at each use
 * (a 304 when unchanged, without the bytes). An answer carrying a session cookie is never for shared caches.
 */
function cacheControl(everyone: boolean, setsCookie: boolean): string {
  if (!everyone) return 'private, no-cache';
  return `${setsCookie ? 'private' : 'public'}, max-age=86400`;
}

const notFound = (res: Response) => res.status(404).type('text').set('Cache-Control', 'no-store').send('Not found');

export function uploadRoutes(services: Services): Router {
  const { prisma } = services;
  const router = Router();
  router.get('/:key', async (req, res) => {
    // The caller first, whatever the key: a refusal and a key never stored answer alike, Set-Cookie included.
    const { viewer, setCookie, grant } = await authenticate(services, {
      cookieHeader: req.headers.cookie,
      authorization: req.headers.authorization,
    });
    // A token that may not read is a visitor here.
    const reader = viewer && grantAllows(grant, 'read') ? viewer : null;
    const upload = /^[A-Za-z0-9_-]{22}\.[a-z0-9]{2,5}$/.test(req.params.key)
      ? await uploadAccess(prisma, req.params.key, reader)
      : null;
    // A renewed or cleared session cookie must reach the browser, and never a shared cache.
    if (setCookie) res.append('Set-Cookie', setCookie);
    if (!upload?.allowed) {
      notFound(res);
      return;
    }
    const etag = `"${upload.sha256}"`;
    res.set({
      'Content-Type': upload.mimeType,
      'Cache-Control': cacheControl(upload.everyone, setCookie !== undefined),
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; sandbox",
    });
    if (!upload.mimeType.startsWith('image/')) {
      res.set('Content-Disposition', attachmentDisposition(upload.conversationId ? upload.originalName : null));
    }
    if (!upload.everyone) res.vary('Cookie, Authorization');
    if (req.get('if-none-match') === etag) {
      res.status(304).end();
      return;
    }
    await sendUploadBytes(req, res, prisma, upload);
  });
  return router;
}
