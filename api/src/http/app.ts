/**
 * The Express application: operations endpoints, the /api adapter, GraphQL, uploads and the web app.
 */
import { randomUUID } from 'node:crypto';
import express, { type Express, type RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import { requestLogFields, requestLogLevel, requestSerializer, responseSerializer } from './request-log.js';
import type { Database } from '../db/database.js';
import { signInProviders } from '../domain/accounts/single-sign-on-providers.js';
import type { Services } from '../domain/services.js';
import { readGraphQLBody } from '../graphql/protection/http-body.js';
import type { Yoga } from '../graphql/yoga.js';
import { createApiRouter } from '../rest/router.js';
import { graphiqlRoute } from './graphiql.js';
import { measureRequests, metricsRoute } from './metrics-route.js';
import { createLoginPage } from './login-page.js';
import { crossOriginPolicy, graphqlTransportError } from './origin.js';
import { readinessRoute } from './readiness.js';
import { rememberReferral } from './referral.js';
import { withRequestContext } from './request-context.js';
import { securityHeaders } from './security-headers.js';
import { uploadRoutes } from './uploads.js';
import { webRoutes } from './web.js';

export interface AppParts {
  services: Services;
  db: Database;
  yoga: Yoga;
  /** False while the process is shutting down: /readyz turns away new traffic. */
  isAccepting: () => boolean;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

export function createApp({ services, db, yoga, isAccepting }: AppParts): Express {
  const { config, logger } = services;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxyHops);

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const given = req.headers['x-request-id'];
        const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      serializers: { req: requestSerializer, res: responseSerializer },
      customProps: (req) => requestLogFields(req),
      customLogLevel: requestLogLevel,
    }),
  );
  app.use(
    measureRequests(services.metrics, (err) => logger.error({ err }, 'measuring a request failed')),
    withRequestContext,
    securityHeaders(config),
  );

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get(
    '/readyz',
    readinessRoute({
      db,
      redis: services.redis,
      isAccepting,
      imagesReady: () => services.images.stats().modelReady,
    }),
  );

  app.get('/metrics', metricsRoute(services.metrics, config.metrics));

  app.use(rememberReferral(config));
  const loginPage = createLoginPage(config.webDistDir, config.productName, signInProviders(config));
  app.use('/api', createApiRouter(services, loginPage));

  // Before the GraphiQL page's GET route, which would answer a CORS preflight to /graphql with its own Allow.
  app.use(yoga.graphqlEndpoint, crossOriginPolicy(config));
  app.use(graphiqlRoute(config, yoga.graphqlEndpoint));
  // yoga is an Express-compatible handler; its own types do not say so.
  app.use(yoga.graphqlEndpoint, readGraphQLBody, yoga as unknown as RequestHandler, graphqlTransportError);

  app.use('/uploads', uploadRoutes(services));
  app.use(webRoutes(config));
  return app;
}
