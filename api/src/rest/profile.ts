/**
 * The member's profile and settings over /api (docs/people.md): GET /api/users/profile-options,
 * PATCH /api/users/profile (multipart with an optional `profileImage`, or JSON), POST /api/users/change-password,
 * PATCH /api/users/feed-settings. Each answers the member as GET /api/auth/user does, but the password change.
 */
import { Router } from 'express';
import { changePassword } from '../domain/accounts/change-password.js';
import { IMAGE_TOO_LARGE_MESSAGE } from '../domain/images/intake.js';
import type { Services } from '../domain/services.js';
import { updateFeedSettings } from '../domain/users/feed-settings.js';
import { PROFILE_OPTIONS } from '../domain/users/profile-options.js';
import { updateProfile } from '../domain/users/update-profile.js';
import { presentSelf } from './presenters/user.js';
import { authOf, requestMeta, requireViewer } from './request.js';
import { multipartBody, receivedFile, signedInFirst, uploadedFile } from './uploads.js';

const profileBody = multipartBody([{ name: 'profileImage' }], IMAGE_TOO_LARGE_MESSAGE);

export function profileRoutes(services: Services): Router {
  const router = Router();

  router.get('/users/profile-options', (_req, res) => {
    res.json(PROFILE_OPTIONS);
  });

  router.patch('/users/profile', signedInFirst, profileBody, async (req, res) => {
    const viewer = requireViewer(res);
    const file = uploadedFile(req.files, 'profileImage');
    const image = file && { data: receivedFile(file), declaredType: file.mimetype, originalName: file.originalname };
    const user = await updateProfile(services, viewer.id, req.body ?? {}, image);
    res.json(await presentSelf(services, user));
  });

  router.post('/users/change-password', async (req, res) => {
    const viewer = requireViewer(res);
    await changePassword(services, viewer.id, req.body ?? {}, requestMeta(req), authOf(res).token);
    res.json({ message: 'Password changed' });
  });

  router.patch('/users/feed-settings', async (req, res) => {
    const viewer = requireViewer(res);
    const user = await updateFeedSettings(services, viewer.id, req.body ?? {});
    res.json({ filterPoliticalContent: user.filterPoliticalContent });
  });

  return router;
}
