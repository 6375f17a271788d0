/**
 * Password reset and e-mail verification (docs/security.md): the pages the mailed links open, and the calls
 * behind their forms. JSON calls get JSON; browser form posts get the sign-in page in the matching mode, or a
 * redirect once signed in.
 *
 *   POST /api/password/forgot {email}              202 {message}, the same for every address
 *   GET  /api/password/reset?token=                the page that asks for the new password (400: link refused)
 *   POST /api/password/reset {token, password}     200 the member, signed in; every other session ended (with
 *                                                  two-factor on: {message, code, challenge} for the second step)
 *   GET  /api/email/verify?token=                  the page with the button that verifies (400: link refused)
 *   POST /api/email/verify {token}                 200 {message}
 *   POST /api/email/verification                   202 {message, email}: a new link for the signed-in member
 */
import { Router } from 'express';
import { linkRefused, findUsableLink } from '../domain/accounts/account-links.js';
import {
  EMAIL_VERIFIED,
  resendVerification,
  verificationResent,
  verifyEmail,
} from '../domain/accounts/email-verification.js';
import {
  PASSWORD_CHANGED_SECOND_STEP,
  RESET_REQUESTED,
  requestPasswordReset,
  resetPassword,
} from '../domain/accounts/password-reset.js';
import { isAppError } from '../domain/errors.js';
import type { Services } from '../domain/services.js';
import type { LoginPage } from '../http/login-page.js';
import { accountForm, formFailure, secondStepBody, sendLoginPage, signInAs } from './account-forms.js';
import { isFormPost, queryText, requestMeta, requireViewer } from './request.js';

export function accountRecoveryRoutes(services: Services, loginPage: LoginPage): Router {
  const router = Router();

  router.post('/password/forgot', accountForm, async (req, res) => {
    try {
      await requestPasswordReset(services, req.body ?? {}, requestMeta(req));
      if (isFormPost(req)) return sendLoginPage(res, loginPage, 202, { mode: 'forgot', notice: RESET_REQUESTED });
      res.status(202).json({ message: RESET_REQUESTED });
    } catch (error) {
      formFailure(req, res, loginPage, 'forgot', error);
    }
  });

  router.get('/password/reset', async (req, res) => {
    const token = queryText(req.query.token);
    if (await findUsableLink(services.prisma, 'password_reset', token)) {
      return sendLoginPage(res, loginPage, 200, { mode: 'reset', token });
    }
    sendLoginPage(res, loginPage, 400, { mode: 'forgot', error: linkRefused('password_reset').message });
  });

  router.post('/password/reset', accountForm, async (req, res) => {
    try {
      const { user, challenge } = await resetPassword(services, req.body ?? {});
      if (user) return await signInAs(services, req, res, user, 'password_reset', 200);
      // The password is changed (200: it commits); signing in still takes the second factor.
      if (isFormPost(req)) return sendLoginPage(res, loginPage, 200, { mode: 'second-factor', challenge });
      res.json(secondStepBody(PASSWORD_CHANGED_SECOND_STEP, challenge));
    } catch (error) {
      const linkFailed = isAppError(error) && error.code === 'LINK_INVALID';
      const token = queryText((req.body as Record<string, unknown> | undefined)?.token);
      formFailure(req, res, loginPage, linkFailed ? 'forgot' : 'reset', error, linkFailed ? {} : { token });
    }
  });

  router.get('/email/verify', async (req, res) => {
    const token = queryText(req.query.token);
    if (await findUsableLink(services.prisma, 'email_verification', token)) {
      return sendLoginPage(res, loginPage, 200, { mode: 'verify', token });
    }
    sendLoginPage(res, loginPage, 400, { mode: 'verify', error: linkRefused('email_verification').message });
  });

  router.post('/email/verify', accountForm, async (req, res) => {
    try {
      await verifyEmail(services, req.body ?? {});
      if (isFormPost(req)) return sendLoginPage(res, loginPage, 200, { mode: 'verify', notice: EMAIL_VERIFIED });
      res.json({ message: EMAIL_VERIFIED });
    } catch (error) {
      formFailure(req, res, loginPage, 'verify', error);
    }
  });

  router.post('/email/verification', async (_req, res) => {
    const viewer = requireViewer(res);
    const email = await resendVerification(services, viewer.id);
    res.status(202).json({ message: verificationResent(email), email });
  });

  return router;
}
