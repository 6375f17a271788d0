/**
 * GraphQL over HTTP at /graphql (GraphiQL when opened in a browser). The same instance serves the
 * WebSocket transport (./ws.ts) through getEnveloped, so both share plugins and context.
 */
import type { IncomingMessage } from 'node:http';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { Services } from '../domain/services.js';
import type { Authentication } from '../http/auth.js';
import { noteRequestMember, noteRequestOperation } from '../http/request-log.js';
import { createGraphQLContext, type GraphQLContext } from './context.js';
import { createMaskError } from './errors.js';
import { useAnonymousLimits } from './protection/anonymous.js';
import { useEarlyAuth } from './protection/caller.js';
import { useCostBudget } from './protection/cost-budget.js';
import { documentLimitPlugins, GRAPHQL_BODY_LIMIT_BYTES } from './protection/document-limits.js';
import { usePersistedOperations } from './protection/persisted.js';
import { useTimeBudget } from './protection/time-budget.js';
import { onboardingConfinementPlugin } from './onboarding-confinement.js';
import { useOperationMetrics } from './operation-metrics.js';
import { schema } from './schema/index.js';
import { useSharedDelivery } from './shared-delivery.js';
import { useSubscriptionsEndSafely } from './subscription-end.js';
import { unitOfWorkPlugin } from './unit-of-work.js';

/** What the server hands yoga: the Node request (Express adds `id` and `ip`), absent in yoga.fetch tests. */
export interface ServerContext {
  req?: IncomingMessage & { id?: unknown; ip?: string };
  /** The caller, authenticated before validation (protection/caller.ts) and reused by the context. */
  auth?: Authentication;
  /** graphql-ws: the connection_init payload, where a client puts `authorization: 'Bearer <token>'`. */
  connectionParams?: Readonly<Record<string, unknown>> | undefined;
}

/** The `authorization` of a graphql-ws connection_init payload (`Authorization` is accepted too). */
export function connectionAuthorization(params: Readonly<Record<string, unknown>> | undefined): string | undefined {
  const value = params?.authorization ?? params?.Authorization;
  return typeof value === 'string' ? value : undefined;
}

export type Yoga = YogaServerInstance<ServerContext, GraphQLContext>;

export const GRAPHQL_PATH = '/graphql';

export function createGraphQLServer(services: Services): Yoga {
  const cookiesFor = new WeakMap<Request, string[]>();
  const { logger } = services;
  return createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    landingPage: false,
    // CORS is the app's policy (http/origin.ts): yoga's default reflects any Origin, with credentials.
    cors: false,
    // No file uploads over GraphQL (they go to /api/uploads); bodies are small (Express reads them first).
    multipart: false,
    maxRequestBodySize: GRAPHQL_BODY_LIMIT_BYTES,
    // GraphiQL is our own bundled page (http/graphiql.ts), not yoga's, which loads its scripts from a CDN.
    graphiql: false,
    maskedErrors: { maskError: createMaskError(logger), errorMessage: 'Unexpected error.' },
    // Unexpected errors are logged (with the request id) where they are masked; yoga's own lines are detail.
    logging: {
      debug: (...args) => logger.debug(args.map(String).join(' ')),
      info: (...args) => logger.debug(args.map(String).join(' ')),
      warn: (...args) => logger.warn(args.map(String).join(' ')),
      error: (...args) => logger.debug(args.map(String).join(' ')),
    },
    context: async ({ request, req, auth, connectionParams }) => {
      const context = await createGraphQLContext(services, {
        auth,
        cookieHeader: request?.headers.get('cookie') ?? req?.headers.cookie,
        authorization:
          request?.headers.get('authorization') ??
          connectionAuthorization(connectionParams) ??
          req?.headers.authorization,
        requestId: typeof req?.id === 'string' ? req.id : (request?.headers.get('x-request-id') ?? undefined),
        meta: {
          ipAddress: req?.ip ?? req?.socket?.remoteAddress ?? 'unknown',
          userAgent: request?.headers.get('user-agent') ?? req?.headers['user-agent'],
        },
      });
      if (request) cookiesFor.set(request, context.responseCookies);
      noteRequestMember(req, context.viewer?.id);
      return context;
    },
    plugins: [
      {
        // The request's log line names the operation (http/request-log.ts).
        onParams({ params, context }) {
          const persistedId = (params.extensions?.persistedQuery as { sha256Hash?: unknown } | undefined)?.sha256Hash;
          noteRequestOperation(
            (context as { req?: IncomingMessage } | undefined)?.req,
            params.operationName ??
              (typeof persistedId === 'string' ? `persisted ${persistedId.slice(0, 12)}` : undefined),
          );
        },
      },
      {
        // Sessions started, renewed or ended during the operation reach the browser as cookies.
        onResponse({ request, response }) {
          for (const cookie of cookiesFor.get(request) ?? []) response.headers.append('set-cookie', cookie);
        },
      },
      // The protections of docs/graphql-limits.md: who calls, how big the document is, what it costs, how long it runs.
      useOperationMetrics(services.metrics),
      useEarlyAuth(services),
      // An id becomes the web app's operation; text only from whom the policy allows (it needs the caller).
      usePersistedOperations(services),
      ...documentLimitPlugins(),
      useAnonymousLimits(),
      useCostBudget(services),
      useTimeBudget(services.config.graphql.timeBudgetMs),
      onboardingConfinementPlugin(),
      // Subscribers of a count share one execution per value (./shared-delivery.ts).
      useSharedDelivery(),
      // Each mutation over HTTP runs in one transaction, answered only once committed; Idempotency-Key replays.
      unitOfWorkPlugin(services),
      // Last: a subscription that fails to stop its source still ends, and only for its subscriber.
      useSubscriptionsEndSafely(logger),
    ],
  });
}
