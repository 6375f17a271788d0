/**
 * What the account routes (sign-in, registration, password reset, e-mail verification) share: their forms'
 * body limits, the sign-in page as an answer, a failure shown on that page to a browser form post (with the
 * status a JSON call gets), and starting the session of the member who just proved who they are.
 */
import { type SignInMethod, startSignedInSession } from '../domain/accounts/sign-in-history.js';
import type { Request, Response } from 'express';
import type { Services } from '../domain/services.js';
import { isAppError } from '../domain/errors.js';
import type { User } from '../generated/prisma/client.js';
import { sessionCookie } from '../http/auth.js';
import type { LoginPage, LoginPageState } from '../http/login-page.js';
import { readReferralCode } from '../http/referral.js';
import { safeReturnTo } from '../http/return-to.js';
import { ACCOUNT_FORM_LIMITS } from './body-limits.js';
import { presentSelf } from './presenters/user.js';
import { authOf, isFormPost, requestMeta } from './request.js';
import { multipart } from './uploads.js';
import type { CredentialColumn } from '../domain/users/credentials.js';

/** The account forms as multipart: no files, and the few short fields of their JSON form. */
export const accountForm = multipart([], undefined, {
  fields: ACCOUNT_FORM_LIMITS.items,
  fieldBytes: ACCOUNT_FORM_LIMITS.bytes,
});

/**
 * The sign-in page in one of its modes. Never cached, and named in a Referer only to this site: a reset or
 * verification page's address holds the link's token. (`no-referrer` would also make the browser send
 * `Origin: null` with the page's own form posts, which the cross-site check refuses.)
 */
export function sendLoginPage(res: Response, loginPage: LoginPage, status: number, state: LoginPageState) {
  res
    .status(status)
    .type('html')
    .set('Cache-Control', 'no-store')
    .set('Referrer-Policy', 'same-origin')
    .send(loginPage(state));
}

/** What the visitor typed, minus passwords and tokens, to refill the form after an error. */
function typedValues(body: Record<string, unknown>): Record<string, string> {
  const keep = ['email', 'username', 'firstName', 'lastName'];
  return Object.fromEntries(keep.filter((k) => typeof body[k] === 'string').map((k) => [k, body[k] as string]));
}

/**
 * A form post's failure shown on the page in `mode` (what the visitor typed comes back), with the status a JSON
 * call gets; a JSON call's failure goes on to the error handler. `state` adds to what the page shows.
 */
export function formFailure(
  req: Request,
  res: Response,
  loginPage: LoginPage,
  mode: LoginPageState['mode'],
  error: unknown,
  state: Partial<LoginPageState> = {},
) {
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
    ...state,
  });
}

/**
 * The JSON answer when a right password (or a used reset link) leaves the second factor to give: `message` says
 * what to do, `challenge` goes to POST /api/login/second-factor (docs/security.md#two-factor-authentication).
 */
export const secondStepBody = (message: string, challenge: string) => ({
  message,
  code: 'SECOND_FACTOR_REQUIRED' as const,
  challenge,
});

/**
 * Starts `user`'s session in this browser (ending the one it had). A form post, or a navigation (single sign-on's
 * return from the provider), goes on to `landOn`; a JSON call gets the member with `status`.
 */
export async function signInAs(
  services: Services,
  req: Request,
  res: Response,
  user: Omit<User, CredentialColumn>,
  method: SignInMethod,
  status: number,
  landOn = '/',
) {
  const meta = requestMeta(req);
  const { token, expiresAt } = await startSignedInSession(services, user.id, method, meta, authOf(res).token);
  res.append('Set-Cookie', sessionCookie(services.config, token, expiresAt));
  if (isFormPost(req) || req.method === 'GET') return res.redirect(303, landOn);
  return res.status(status).json(await presentSelf(services, user));
}
