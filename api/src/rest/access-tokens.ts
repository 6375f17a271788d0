/**
 * /api/access-tokens: the member's personal access tokens (docs/integrations.md), as the Developer settings
 * page manages them over GraphQL. Browser sessions only: a token is refused here whatever its scopes
 * (./token-scopes.ts).
 */
import { Router } from 'express';
import {
  createAccessToken,
  listAccessTokens,
  revokeAccessToken,
  type AccessTokenRecord,
} from '../domain/access-tokens/access-tokens.js';
import type { Services } from '../domain/services.js';
import { pageQuery, sendPage } from './paging.js';
import { requireViewer } from './request.js';

function presentToken(record: AccessTokenRecord) {
  return {
    id: record.id,
    name: record.name,
    scopes: record.scopes,
    createdAt: record.createdAt.toISOString(),
    expiresAt: record.expiresAt?.toISOString() ?? null,
    lastUsedAt: record.lastUsedAt?.toISOString() ?? null,
  };
}

export function accessTokenRoutes(services: Services): Router {
  const router = Router();

  router.get('/access-tokens', async (req, res) => {
    const viewer = requireViewer(res);
    const page = await listAccessTokens(services, viewer.id, pageQuery(req));
    sendPage(req, res, page.items.map(presentToken), page.nextCursor);
  });

  router.post('/access-tokens', async (req, res) => {
    const viewer = requireViewer(res);
    const { token, record } = await createAccessToken(services, viewer.id, req.body);
    res.status(201).json({ ...presentToken(record), token });
  });

  router.delete('/access-tokens/:id', async (req, res) => {
    const viewer = requireViewer(res);
    await revokeAccessToken(services, viewer.id, req.params.id);
    res.status(204).end();
  });

  return router;
}
