/**
 * PATCH /api/users/onboarding: the last step of the onboarding wizard. Calling it accepts the terms.
 */
import { Router } from 'express';
import { completeOnboarding } from '../domain/onboarding/complete.js';
import type { Services } from '../domain/services.js';
import { presentSelf } from './presenters/user.js';
import { requireViewer } from './request.js';

export function onboardingRoutes(services: Services): Router {
  const router = Router();

  router.patch('/users/onboarding', async (req, res) => {
    const viewer = requireViewer(res);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const user = await completeOnboarding(services, viewer, { ...body, acceptTerms: body.acceptTerms ?? true });
    res.json(await presentSelf(services, user));
  });

  return router;
}
