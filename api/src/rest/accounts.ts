/**
 * Sign-in, account creation, sign-out and the current member: /api/login, /api/register, /api/logout,
 * /api/auth/user. JSON calls get JSON; browser form posts get the sign-in page back or a redirect to /.
 */
import { Router, type Request, type Response } from 'express';
import { registerMember } from '../domain/accounts/register.js';
import { signIn } from '../domain/accounts/sign-in.js';
import { isAppError, unauthenticated } from '../domain/errors.js';
import { SECOND_FACTOR_REQUIRED, completeSignIn } from '../domain/accounts/second-factor-sign-in.js';
import type { Services } from '../domain/services.js';
import { endSession } from '../domain/sessions/sessions.js';
import { clearedSessionCookie } from '../http/auth.js';
import type { LoginPage } from '../http/login-page.js';
import { clearedReferralCookie, readReferralCode } from '../http/referral.js';
import { safeReturnTo } from '../http/return-to.js';
import { accountForm, formFailure, secondStepBody, sendLoginPage, signInAs } from './account-forms.js';
import { isOwnNavigation, logoutConfirmationPage } from './logout-page.js';
import { presentSelf } from './presenters/user.js';
import { authOf, isFormPost, requestMeta, requireViewer } from './request.js';
import { linkPendingAccount } from './single-sign-on-cookies.js';
import { membersById } from '../domain/users/credentials.js';

/** The member's own profile, which every page load asks for (the caller's statement reads it: router.ts). */
export const CALLER_PATH = '/auth/user';

export function accountRoutes(services: Services, loginPage: LoginPage): Router {
  const router = Router();

  router.get('/login', (req, res) => {
    const returnTo = safeReturnTo(req.query.returnTo);
    if (authOf(res).viewer) return res.redirect(303, returnTo ?? '/');
    const mode = req.query.mode === 'register' || req.query.mode === 'forgot' ? req.query.mode : 'signin';
    sendLoginPage(res, loginPage, 200, { mode, ref: readReferralCode(req.headers.cookie), returnTo });
  });

  router.post('/login', accountForm, async (req, res) => {
    try {
      const { user, challenge } = await signIn(services, req.body ?? {}, requestMeta(req));
      const returnTo = safeReturnTo((req.body as Record<string, unknown> | undefined)?.returnTo);
      if (user) {
        // A provider account waiting for this password to link it (docs/security.md#single-sign-on).
        await linkPendingAccount(services, req, res, user);
        return await signInAs(services, req, res, user, 'password', 200, returnTo);
      }
      // Two-factor on: the password was right; the second step asks for a code.
      if (isFormPost(req)) {
        return sendLoginPage(res, loginPage, 401, {
          mode: 'second-factor',
          challenge,
          ...(returnTo ? { returnTo } : {}),
        });
      }
      res.status(401).json(secondStepBody(SECOND_FACTOR_REQUIRED, challenge));
    } catch (error) {
      formFailure(req, res, loginPage, 'signin', error);
    }
  });

  router.post('/login/second-factor', accountForm, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const returnTo = safeReturnTo(body.returnTo);
    try {
      const { user, method } = await completeSignIn(services, body, requestMeta(req));
      await linkPendingAccount(services, req, res, user);
      await signInAs(services, req, res, user, method, 200, returnTo);
    } catch (error) {
      const expired = isAppError(error) && error.code === 'LINK_INVALID';
      const challenge = typeof body.challenge === 'string' ? body.challenge : undefined;
      formFailure(req, res, loginPage, expired ? 'signin' : 'second-factor', error, expired ? {} : { challenge });
    }
  });

  router.post('/register', accountForm, async (req, res) => {
    try {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const ref = (typeof body.ref === 'string' && body.ref) || readReferralCode(req.headers.cookie);
      const user = await registerMember(services, { ...body, ref }, requestMeta(req));
      res.append('Set-Cookie', clearedReferralCookie());
      await signInAs(services, req, res, user, 'registration', 201);
    } catch (error) {
      formFailure(req, res, loginPage, 'register', error);
    }
  });

  const logout = async (_req: Request, res: Response) => {
    const { token } = authOf(res);
    if (token) await endSession(services, token);
    res.append('Set-Cookie', clearedSessionCookie(services.config));
    res.redirect(303, '/');
  };
  // A link or image on another site must not sign the member out: it gets the page that asks first.
  router.get('/logout', (req, res) => {
    if (isOwnNavigation(req)) return logout(req, res);
    res.status(200).type('html').send(logoutConfirmationPage(services.config.productName));
  });
  router.post('/logout', logout);

  router.get(CALLER_PATH, async (_req, res) => {
    const viewer = requireViewer(res);
    // Every page load asks: the session's (or token's) statement read the whole row with it (router.ts, withMember).
    // A path that is this route but not spelled CALLER_PATH (a trailing slash) has it read here.
    const user = authOf(res).member ?? (await membersById(services.prisma, [viewer.id]))[0];
    if (!user) throw unauthenticated(); // deleted since the session was read
    res.set('Cache-Control', 'no-store').json(await presentSelf(services, user));
  });

  return router;
}
