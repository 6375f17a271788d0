/**
 * The member's linked provider accounts (docs/security.md#single-sign-on), for their browser session only (a token
 * is refused in ./token-scopes.ts). Linking is a round trip to the provider: GET /api/auth/oidc/:provider while
 * signed in (./single-sign-on.ts).
 *
 *   GET    /api/users/linked-accounts             200 [{provider, label, email, createdAt, lastUsedAt}], paged
 *   DELETE /api/users/linked-accounts/:provider   204; 404 when no account at that provider is linked
 */
import { Router } from 'express';
import { providerLabel } from '../domain/accounts/single-sign-on-providers.js';
import { type LinkedAccount, listLinkedAccounts, unlinkAccount } from '../domain/accounts/single-sign-on-links.js';
import type { Services } from '../domain/services.js';
import { pageQuery, sendPage } from './paging.js';
import { requireViewer } from './request.js';

export function linkedAccountRoutes(services: Services): Router {
  const router = Router();
  const present = (account: LinkedAccount) => ({
    provider: account.provider,
    label: providerLabel(services.config, account.provider),
    email: account.email,
    createdAt: account.createdAt.toISOString(),
    lastUsedAt: account.lastUsedAt?.toISOString() ?? null,
  });

  router.get('/users/linked-accounts', async (req, res) => {
    const viewer = requireViewer(res);
    const page = await listLinkedAccounts(services, viewer.id, pageQuery(req));
    sendPage(req, res, page.items.map(present), page.nextCursor);
  });

  router.delete('/users/linked-accounts/:provider', async (req, res) => {
    const viewer = requireViewer(res);
    await unlinkAccount(services, viewer.id, req.params.provider);
    res.status(204).end();
  });

  return router;
}
