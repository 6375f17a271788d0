/**
 * The /api adapter: parses bodies, refuses cross-site writes, identifies the member, and hands each path to
 * its domain's routes. Handlers stay thin: rules live in src/domain.
 */
import { noteRequestMember } from '../http/request-log.js';
import { Router, type RequestHandler } from 'express';
import { unsupportedMediaType } from '../domain/errors.js';
import type { Services } from '../domain/services.js';
import { authenticate, type Authentication } from '../http/auth.js';
import type { LoginPage } from '../http/login-page.js';
import { crossOriginPolicy } from '../http/origin.js';
import { unitOfWorkPerWrite } from '../http/unit-of-work.js';
import { spendApiPoints } from '../limits/api-points.js';
import { accessTokenRoutes } from './access-tokens.js';
import { accountRecoveryRoutes } from './account-recovery.js';
import { accountRoutes, CALLER_PATH } from './accounts.js';
import { twoFactorRoutes } from './two-factor.js';
import { passkeyRoutes } from './passkeys.js';
import { singleSignOnRoutes } from './single-sign-on.js';
import { linkedAccountRoutes } from './linked-accounts.js';
import { accountDataRoutes } from './account-data.js';
import { accountHelpRoutes } from './account-help.js';
import { readBodyWithinLimits } from './body-limits.js';
import { channelRoutes } from './channels.js';
import { commentRoutes } from './comments.js';
import { connectionRoutes } from './connections.js';
import { connectionWriteRoutes } from './connection-writes.js';
import { dadScoreRoutes } from './dad-score.js';
import { errorHandler, notFoundRoute } from './errors.js';
import { eventRoutes } from './events.js';
import { eventWriteRoutes } from './event-writes.js';
import { eventAttendanceRoutes } from './event-attendance.js';
import { eventPhotoRoutes } from './event-photos.js';
import { calendarRoutes } from './calendar.js';
import { groupRoutes } from './groups.js';
import { groupWriteRoutes } from './group-writes.js';
import { groupAdminRoutes } from './group-admin.js';
import { refuseUnreadableInput } from './input-guard.js';
import { imageRoutes } from './images.js';
import { jobRoutes } from './jobs.js';
import { jokeRoutes } from './jokes.js';
import { messagingRoutes } from './messaging.js';
import { newsRoutes } from './news.js';
import { notificationSettingsRoutes } from './notification-settings.js';
import { notificationRoutes } from './notifications.js';
import { onboardingRoutes } from './onboarding.js';
import { onboardingConfinement } from './onboarding-confinement.js';
import { panicRoutes } from './panic.js';
import { postRoutes } from './posts.js';
import { profileRoutes } from './profile.js';
import { questionRoutes } from './questions.js';
import { referralRoutes } from './referrals.js';
import { reportRoutes } from './reports.js';
import { searchRoutes } from './search.js';
import { sessionRoutes } from './sessions.js';
import { signInHistoryRoutes } from './sign-in-history.js';
import { suggestionRoutes } from './suggestions.js';
import { requireTokenScopes } from './token-scopes.js';
import { userRoutes } from './users.js';

/** A body must be JSON, a form or multipart; anything else is a 415 rather than a silently empty body. */
const knownBodyTypes: RequestHandler = (req, _res, next) => {
  const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
  if (!hasBody || req.is(['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'])) {
    return next();
  }
  next(unsupportedMediaType('Send JSON, a form, or multipart/form-data.'));
};

function identifyMember(services: Services): RequestHandler {
  return async (req, res, next) => {
    const auth = await authenticate(services, {
      cookieHeader: req.headers.cookie,
      authorization: req.headers.authorization,
      withMember: req.method === 'GET' && req.path === CALLER_PATH,
    });
    if (auth.setCookie) res.append('Set-Cookie', auth.setCookie);
    res.locals.auth = auth;
    noteRequestMember(req, auth.viewer?.id);
    next();
  };
}

export function createApiRouter(services: Services, loginPage: LoginPage): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.use(crossOriginPolicy(services.config), knownBodyTypes);
  // JSON and forms within the limits of the route they go to (./body-limits.ts); multipart bodies are parsed by
  // the routes that take them (multipart() from ./uploads.js).
  router.use(readBodyWithinLimits());
  router.use(refuseUnreadableInput);
  router.use(identifyMember(services));
  // The points budget GraphQL spends too, at a flat price per request (docs/graphql-limits.md).
  router.use(
    spendApiPoints(services, (res) => {
      const auth = res.locals.auth as Authentication | undefined;
      return { memberId: auth?.viewer?.id, tokenId: auth?.grant?.id };
    }),
  );
  // An access token's scopes (./token-scopes.ts); a browser session passes.
  router.use(requireTokenScopes);
  router.use(onboardingConfinement);
  // Each write runs in one transaction, answered only once committed; Idempotency-Key replays (http/unit-of-work.ts).
  router.use(unitOfWorkPerWrite(services));

  router.use(accountRoutes(services, loginPage));
  router.use(accountRecoveryRoutes(services, loginPage));
  router.use(twoFactorRoutes(services));
  router.use(passkeyRoutes(services));
  router.use(singleSignOnRoutes(services, loginPage));
  router.use(linkedAccountRoutes(services));
  router.use(dadScoreRoutes(services));
  // Before userRoutes: its /users/:id would take /users/profile-options, /users/referral-code...
  router.use(profileRoutes(services));
  router.use(accountDataRoutes(services));
  router.use(signInHistoryRoutes(services));
  router.use(referralRoutes(services));
  router.use(onboardingRoutes(services));
  router.use(userRoutes(services));
  router.use(notificationSettingsRoutes(services));
  router.use(notificationRoutes(services));
  router.use(connectionRoutes(services));
  router.use(connectionWriteRoutes(services));
  router.use(messagingRoutes(services));
  router.use(searchRoutes(services));
  router.use(postRoutes(services));
  router.use(commentRoutes(services));
  router.use(groupRoutes(services));
  router.use(eventRoutes(services));
  router.use(groupWriteRoutes(services));
  router.use(groupAdminRoutes(services));
  router.use(eventWriteRoutes(services));
  router.use(eventAttendanceRoutes(services));
  router.use(eventPhotoRoutes(services));
  router.use(calendarRoutes(services));
  router.use(imageRoutes(services));
  router.use(newsRoutes(services));
  router.use(jokeRoutes(services));
  router.use(panicRoutes(services));
  router.use(channelRoutes(services));
  router.use(suggestionRoutes(services));
  router.use(questionRoutes(services));
  router.use(accessTokenRoutes(services));
  router.use(sessionRoutes(services));
  // Before reportRoutes, whose last route answers 404 to every other /moderation address.
  router.use(accountHelpRoutes(services));
  router.use(jobRoutes(services));
  router.use(reportRoutes(services));

  router.use(notFoundRoute);
  router.use(errorHandler);
  return router;
}
