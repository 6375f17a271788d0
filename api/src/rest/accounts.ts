/**
 * Sign-in, account creation, sign-out and the current member: /api/login, /api/register, /api/logout,
 * /api/auth/user. JSON calls get JSON; browser form posts get the sign-in page back or a redirect to /.
 */
import { Router, type Request, type Response } from 'express';
import { registerMember } from '../domain/accounts/register.js';
import { signIn } from '../domain/accounts/sign-in.js';
import { isAppError, unauthenticated } from '../domain/errors.js';
import { endSession, startSession } from '../domain/sessions/sessions.js';
import type { Services } from '../domain/services.js';
import type { User } from '../generated/prisma/client.js';
import { clearedSessionCookie, sessionCookie } from '../http/auth.js';
import type { LoginPage, LoginPageState } from '../http/login-page.js';
import { clearedReferralCookie, readReferralCode } from '../http/referral.js';
import { safeReturnTo } from '../http/return-to.js';
import { isOwnNavigation, logoutConfirmationPage } from './logout-page.js';
import { presentSelf } from './presenters/user.js';
import { ACCOUNT_FORM_LIMITS } from './body-limits.js';
import { authOf, isFormPost, requestMeta, requireViewer } from './request.js';
import { multipart } from './uploads.js';

/** The sign-in and registration forms as multipart: no files, and the few short fields of their JSON form. */
const accountForm = multipart([], undefined, {
  fields: ACCOUNT_FORM_LIMITS.items,
  fieldBytes: ACCOUNT_FORM_LIMITS.bytes,
});

function sendLoginPage(res: Response, loginPage: LoginPage, status: number, state: LoginPageState) {
  res.status(status).type('html').set('Cache-Control', 'no-store').send(loginPage(state));
}

/** What the visitor typed, minus passwords, to refill the form after an error. */
function typedValues(body: Record<string, unknown>): Record<string, string> {
  const keep = ['email', 'username', 'firstName', 'lastName'];
  return Object.fromEntries(keep.filter((k) => typeof body[k] === 'string').map((k) => [k, body[k] as string]));
}

export function accountRoutes(services: Services, loginPage: LoginPage): Router {
  const router = Router();

  /** `landOn`: where a form post goes next (a JSON caller's page decides for itself). */
  async function signInAs(req: Request, res: Response, user: User, status: number, landOn = '/') {
    const { token, expiresAt } = await startSession(services, user.id, requestMeta(req), authOf(res).token);
    res.append('Set-Cookie', sessionCookie(services.config, token, expiresAt));
    if (isFormPost(req)) return res.redirect(303, landOn);
    return res.status(status).json(await presentSelf(services, user));
  }

  /** Form posts show the error on the page, with the same status a JSON call gets. */
  function formFailure(req: Request, res: Response, mode: LoginPageState['mode'], error: unknown) {
    if (!isFormPost(req) || !isAppError(error)) throw error;
    if (error.extra.retryAfterSeconds) res.set('Retry-After', String(error.extra.retryAfterSeconds));
    const body = (req.body ?? {}) as Record<string, unknown>;
    sendLoginPage(res, loginPage, error.status, {
      mode,
      error: error.message,
      fieldErrors: error.extra.fieldErrors ?? [],
      values: typedValues(body),
      ref: typeof body.ref === 'string' ? body.ref : readReferralCode(req.headers.cookie),
      returnTo: safeReturnTo(body.returnTo),
    });
  }

  router.get('/login', (req, res) => {
    const returnTo = safeReturnTo(req.query.returnTo);
    if (authOf(res).viewer) return res.redirect(303, returnTo ?? '/');
    const mode = req.query.mode === 'register' ? 'register' : 'signin';
    sendLoginPage(res, loginPage, 200, { mode, ref: readReferralCode(req.headers.cookie), returnTo });
  });

  router.post('/login', accountForm, async (req, res) => {
    try {
      const user = await signIn(services, req.body ?? {}, requestMeta(req));
      await signInAs(req, res, user, 200, safeReturnTo((req.body as Record<string, unknown> | undefined)?.returnTo));
    } catch (error) {
      formFailure(req, res, 'signin', error);
    }
  });

  router.post('/register', accountForm, async (req, res) => {
    try {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const ref = (typeof body.ref === 'string' && body.ref) || readReferralCode(req.headers.cookie);
      const user = await registerMember(services, { ...body, ref }, requestMeta(req));
      res.append('Set-Cookie', clearedReferralCookie());
      await signInAs(req, res, user, 201);
    } catch (error) {
      formFailure(req, res, 'register', error);
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

  router.get('/auth/user', async (_req, res) => {
    const viewer = requireViewer(res);
    const user = await services.prisma.user.findUnique({ where: { id: viewer.id }, omit: { passwordHash: true } });
    if (!user) throw unauthenticated(); // deleted since the session was read
    res.set('Cache-Control', 'no-store').json(await presentSelf(services, user));
  });

  return router;
}
