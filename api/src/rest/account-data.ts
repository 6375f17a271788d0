/**
 * The member's own data over /api: GET /api/users/me/export (one JSON file to keep) and DELETE /api/users/me
 * (deletes the account after the password, and signs this browser out).
 */
import { Router } from 'express';
import { deleteAccount } from '../domain/accounts/delete-account.js';
import { exportAccountData } from '../domain/accounts/export.js';
import type { Services } from '../domain/services.js';
import { clearedSessionCookie } from '../http/auth.js';
import { requestMeta, requireViewer } from './request.js';

export function accountDataRoutes(services: Services): Router {
  const router = Router();
  const { config } = services;

  router.get('/users/me/export', async (_req, res) => {
    const viewer = requireViewer(res);
    const data = await exportAccountData(services.prisma, viewer.id, config.productName);
    // Usernames are letters, digits and underscores: safe in a file name as they are.
    const filename = `${config.productName.toLowerCase()}-data-${data.profile.username}.json`;
    res
      .attachment(filename)
      .type('application/json')
      .send(JSON.stringify(data, null, 2));
  });

  router.delete('/users/me', async (req, res) => {
    const viewer = requireViewer(res);
    await deleteAccount(services, viewer.id, req.body ?? {}, requestMeta(req));
    res.append('Set-Cookie', clearedSessionCookie(config));
    res.json({ message: 'Your account has been deleted.' });
  });

  return router;
}
