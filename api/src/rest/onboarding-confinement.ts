/**
 * Applies the onboarding confinement (domain/onboarding/confinement.ts) to /api: a member who has not finished
 * onboarding gets 403 for any write outside onboarding, profile and sign-in/out.
 */
import type { RequestHandler } from 'express';
import { restWriteRefusal } from '../domain/onboarding/confinement.js';
import { viewerOf } from './request.js';

export const onboardingConfinement: RequestHandler = (req, res, next) => {
  next(restWriteRefusal(viewerOf(res), req.method, req.path) ?? undefined);
};
