/**
 * /api/users/referral-code, /api/users/generate-referral-code and /api/users/send-invites: the Invite dialog.
 */
import { Router } from 'express';
import { sendInvites } from '../domain/invites/send-invites.js';
import { ensureReferralCode, getReferralCode } from '../domain/referrals/code.js';
import type { Services } from '../domain/services.js';
import { requireViewer } from './request.js';

export function referralRoutes(services: Services): Router {
  const router = Router();

  router.get('/users/referral-code', async (_req, res) => {
    const viewer = requireViewer(res);
    res.json({ referralCode: await getReferralCode(services.prisma, viewer.id) });
  });

  router.post('/users/generate-referral-code', async (_req, res) => {
    const viewer = requireViewer(res);
    res.json({ referralCode: await ensureReferralCode(services.prisma, viewer.id) });
  });

  router.post('/users/send-invites', async (req, res) => {
    const viewer = requireViewer(res);
    const { sent } = await sendInvites(services, viewer.id, req.body ?? {});
    res.json({ success: true, sent });
  });

  return router;
}
