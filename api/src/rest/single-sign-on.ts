/**
 * Single sign-on with OpenID Connect (docs/security.md#single-sign-on), for browsers only (a token is refused in
 * ./token-scopes.ts). The round trip is a pair of navigations, so both of its steps are GETs that write: each
 * runs in a unit of work of its own (http/unit-of-work.ts), and a refusal (4xx, 503) writes nothing.
 *
 *   GET /api/auth/oidc/providers           200 [{id, label}]: the configured providers, for the sign-in page
 *   GET /api/auth/oidc/:provider           303 to the provider: signed out, to sign in; signed in, to link
 *   GET /api/auth/oidc/:provider/callback  the provider's return: 303 into the app signed in (or to the profile,
 *                                          linked); 200 the sign-in page asking for the password to link; a refusal
 *                                          as the sign-in page (or, when linking, a page of its own) with its status
 */
import { Router, type Request, type Response } from 'express';
import { beginSingleSignOn } from '../domain/accounts/single-sign-on.js';
import { finishSingleSignOn } from '../domain/accounts/single-sign-on-callback.js';
import { signInProviders } from '../domain/accounts/single-sign-on-providers.js';
import { isAppError } from '../domain/errors.js';
import type { Services } from '../domain/services.js';
import type { LoginPage } from '../http/login-page.js';
import { clearedReferralCookie, readReferralCode } from '../http/referral.js';
import { safeReturnTo } from '../http/return-to.js';
import { unitOfWorkPerRequest } from '../http/unit-of-work.js';
import { sendLoginPage, signInAs } from './account-forms.js';
import { isOwnNavigation } from './logout-page.js';
import { requestMeta, viewerOf } from './request.js';
import {
  PENDING_LINK_COOKIE,
  ROUND_TRIP_COOKIE,
  challengeCookie,
  clearedChallengeCookie,
  readChallengeCookie,
} from './single-sign-on-cookies.js';
import { linkRefusedPage } from './single-sign-on-page.js';

export function singleSignOnRoutes(services: Services, loginPage: LoginPage): Router {
  const router = Router();
  const unitOfWork = unitOfWorkPerRequest(services);
  const { config } = services;

  /** A refusal, shown: to a member who was linking, a page of its own; to a visitor, the sign-in page. */
  function showRefusal(res: Response, error: unknown, returnTo?: string) {
    if (!isAppError(error)) throw error;
    if (error.extra.retryAfterSeconds) res.set('Retry-After', String(error.extra.retryAfterSeconds));
    if (viewerOf(res)) {
      return res.status(error.status).type('html').send(linkRefusedPage(config.productName, error.message));
    }
    sendLoginPage(res, loginPage, error.status, {
      mode: 'signin',
      error: error.message,
      ...(returnTo ? { returnTo } : {}),
    });
  }

  router.get('/auth/oidc/providers', (_req, res) => {
    res.json(signInProviders(config));
  });

  router.get('/auth/oidc/:provider', unitOfWork, async (req, res) => {
    const viewer = viewerOf(res);
    const returnTo = safeReturnTo(req.query.returnTo);
    // Another site may send a visitor to sign in, never a member to link an account: that starts in the profile.
    if (viewer && !isOwnNavigation(req)) return res.redirect(303, '/profile');
    try {
      const started = await beginSingleSignOn(services, {
        providerId: req.params.provider,
        viewerId: viewer?.id,
        returnTo,
      });
      res.append('Set-Cookie', challengeCookie(config, ROUND_TRIP_COOKIE, started.key));
      res.redirect(303, started.authorizationUrl);
    } catch (error) {
      showRefusal(res, error, returnTo);
    }
  });

  router.get('/auth/oidc/:provider/callback', unitOfWork, async (req: Request, res: Response) => {
    // The round trip is over whatever comes of it: its key is of no more use to this browser.
    const key = readChallengeCookie(req, ROUND_TRIP_COOKIE);
    res.append('Set-Cookie', clearedChallengeCookie(config, ROUND_TRIP_COOKIE));
    try {
      const outcome = await finishSingleSignOn(services, {
        providerId: req.params.provider,
        key,
        callbackQuery: new URL(req.originalUrl, 'http://callback.invalid').search,
        viewerId: viewerOf(res)?.id,
        ref: readReferralCode(req.headers.cookie),
        meta: requestMeta(req),
      });
      const returnTo = safeReturnTo(outcome.returnTo);
      if (outcome.kind === 'linked') return res.redirect(303, returnTo ?? '/profile');
      if (outcome.kind === 'confirm_link') {
        res.append('Set-Cookie', challengeCookie(config, PENDING_LINK_COOKIE, outcome.key));
        return sendLoginPage(res, loginPage, 200, {
          mode: 'signin',
          notice: outcome.notice,
          values: { email: outcome.email },
          ...(returnTo ? { returnTo } : {}),
        });
      }
      if (outcome.created) res.append('Set-Cookie', clearedReferralCookie());
      await signInAs(services, req, res, outcome.user, 'single_sign_on', 200, returnTo ?? '/');
    } catch (error) {
      showRefusal(res, error);
    }
  });

  return router;
}
