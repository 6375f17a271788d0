/**
 * GET /api/users/me/sign-ins?limit=&cursor=: the member's own sign-in history, newest first
 * (docs/security.md#sign-in-history). Browser sessions only: a token is refused whatever its scopes
 * (./token-scopes.ts). Admins read a member's at /api/moderation/users/:id/sign-ins (./account-help.ts).
 */
import { Router } from 'express';
import { listSignInHistory } from '../domain/accounts/sign-in-history-list.js';
import type { Services } from '../domain/services.js';
import { pageQuery, sendPage } from './paging.js';
import { presentSignIn } from './presenters/sign-in.js';
import { requireViewer } from './request.js';

export function signInHistoryRoutes(services: Services): Router {
  const router = Router();

  router.get('/users/me/sign-ins', async (req, res) => {
    const viewer = requireViewer(res);
    const page = await listSignInHistory(services, viewer.id, pageQuery(req));
    sendPage(req, res, page.items.map(presentSignIn), page.nextCursor);
  });

  return router;
}
