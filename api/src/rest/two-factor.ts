/**
 * Turning two-factor authentication on and off (docs/security.md#two-factor-authentication), for the signed-in
 * member's browser session (access tokens are refused in ./token-scopes.ts):
 *
 *   POST /api/users/two-factor/setup              200 {secret, uri, qrSvg}: a new secret, not in use yet
 *   POST /api/users/two-factor/enable {code}      200 {recoveryCodes}: on, with ten codes shown once
 *   POST /api/users/two-factor/disable {password, code}  200 {message}
 */
import { Router } from 'express';
import {
  TWO_FACTOR_OFF,
  beginTwoFactorSetup,
  disableTwoFactor,
  enableTwoFactor,
} from '../domain/accounts/two-factor.js';
import type { Services } from '../domain/services.js';
import { requestMeta, requireViewer } from './request.js';

export function twoFactorRoutes(services: Services): Router {
  const router = Router();

  router.post('/users/two-factor/setup', async (_req, res) => {
    const viewer = requireViewer(res);
    res.set('Cache-Control', 'no-store').json(await beginTwoFactorSetup(services, viewer.id));
  });

  router.post('/users/two-factor/enable', async (req, res) => {
    const viewer = requireViewer(res);
    const recoveryCodes = await enableTwoFactor(services, viewer.id, req.body ?? {});
    res.set('Cache-Control', 'no-store').json({ recoveryCodes });
  });

  router.post('/users/two-factor/disable', async (req, res) => {
    const viewer = requireViewer(res);
    await disableTwoFactor(services, viewer.id, req.body ?? {}, requestMeta(req));
    res.json({ message: TWO_FACTOR_OFF });
  });

  return router;
}
