/**
 * Account help over /api (domain/moderation/account-help.ts, docs/moderation.md#account-help): an admin helps a
 * member who cannot get back into their account. Admins only: 403 to members and moderators; 404 to visitors and
 * access tokens, as every /api/moderation address (./token-scopes.ts).
 *
 *   POST /api/moderation/users/:id/password-reset {reason}                    201 {id, message}
 *   POST /api/moderation/users/:id/two-factor/disable {reason, identityChecked: true}  201 {id, message}
 *   POST /api/moderation/users/:id/sessions/end {reason}                      201 {id, ended}
 *   GET  /api/moderation/users/:id/sign-ins?limit=&cursor=                    a page of the member's sign-in history
 *   GET  /api/moderation/users/:id/storage                                    {bytes, files}: what their uploads take
 *
 * `id` is the audit log entry each action wrote.
 */
import { Router } from 'express';
import {
  RESET_LINK_SENT,
  TWO_FACTOR_TURNED_OFF,
  endMemberSessions,
  memberSignInHistory,
  memberStorageUse,
  sendPasswordResetLink,
  turnOffMemberTwoFactor,
} from '../domain/moderation/account-help.js';
import type { Services } from '../domain/services.js';
import { pageQuery, sendPage } from './paging.js';
import { presentSignIn } from './presenters/sign-in.js';
import { viewerOf } from './request.js';

export function accountHelpRoutes(services: Services): Router {
  const router = Router();

  router.post('/moderation/users/:id/password-reset', async (req, res) => {
    const id = await sendPasswordResetLink(services, viewerOf(res), req.params.id, req.body ?? {});
    res.status(201).json({ id, message: RESET_LINK_SENT });
  });

  router.post('/moderation/users/:id/two-factor/disable', async (req, res) => {
    const id = await turnOffMemberTwoFactor(services, viewerOf(res), req.params.id, req.body ?? {});
    res.status(201).json({ id, message: TWO_FACTOR_TURNED_OFF });
  });

  router.post('/moderation/users/:id/sessions/end', async (req, res) => {
    const { id, ended } = await endMemberSessions(services, viewerOf(res), req.params.id, req.body ?? {});
    res.status(201).json({ id, ended });
  });

  router.get('/moderation/users/:id/sign-ins', async (req, res) => {
    const page = await memberSignInHistory(services, viewerOf(res), req.params.id, pageQuery(req));
    sendPage(req, res, page.items.map(presentSignIn), page.nextCursor);
  });

  router.get('/moderation/users/:id/storage', async (req, res) => {
    const { bytes, files } = await memberStorageUse(services, viewerOf(res), req.params.id);
    res.json({ bytes, files });
  });

  return router;
}
