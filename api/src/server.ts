/**
 * Assembles the running service from its parts (database, services, HTTP, GraphQL over HTTP and WebSocket)
 * and takes it apart again in order: stop accepting, finish in-flight requests, close sockets, then the
 * database.
 */
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { Config } from './config/config.js';
import type { Database } from './db/database.js';
import { createPrisma, type PrismaOptions } from './db/prisma.js';
import { createImagePool } from './domain/images/pool.js';
import { ensureDadJokes } from './domain/jokes/jokes.js';
import { createMailer } from './domain/mail/mailer.js';
import { configuredProviders, createNewsFeed } from './domain/news/feed.js';
import type { Services } from './domain/services.js';
import { BackgroundTasks } from './events/background.js';
import { createEventBus } from './events/bus.js';
import { attachGraphQLWebSocket } from './graphql/ws.js';
import { JOBS } from './jobs/catalogue.js';
import { createJobQueue } from './jobs/queue.js';
import { createMetrics } from './metrics/metrics.js';
import { syncSiteAdmins } from './domain/moderation/site-roles.js';
import { createGraphQLServer } from './graphql/yoga.js';
import { createApp } from './http/app.js';
import { createRateLimits } from './limits/limits.js';
import { connectRedis } from './redis/connection.js';
import { createHttpServer } from './http/server.js';

const SHUTDOWN_GRACE_MS = 10_000;

export interface ServicesHandle {
  services: Services;
  close(): Promise<void>;
}

/** `prisma` options: tests pass an onQuery to count the SQL statements a request costs. */
export function createServices(
  config: Config,
  db: Database,
  logger: Logger,
  prismaOptions: PrismaOptions = {},
): ServicesHandle {
  // One Redis connection set for live events and rate limits, with one health state (/readyz).
  const redis = config.redisUrl
    ? connectRedis(config.redisUrl, { timeoutMs: config.redisTimeoutMs, logger })
    : undefined;
  const bus = createEventBus(redis, config.redisKeyPrefix);
  logger.info(`Live events: ${bus.description}`);
  const prisma = createPrisma(db, prismaOptions);
  const mailer = createMailer(config, prisma, logger);
  logger.info(`Mail: ${mailer.description}`);
  const news = createNewsFeed({ prisma, logger, providers: configuredProviders(config.news) });
  logger.info(`News: ${news.description}`);
  // Started on first use: at start-up when the model is preloaded, else by the first upload.
  const images = createImagePool({ threads: config.uploads.imageWorkers, logger });
  const limits = createRateLimits(config, redis);
  logger.info(`Rate limits: ${limits.description}`);
  const background = new BackgroundTasks(logger);
  const metrics = createMetrics();
  const jobs = createJobQueue(db, prisma, logger, JOBS, { onAttempt: metrics.jobAttempt });
  metrics.jobs(() => jobs.counts());
  metrics.pool(() => db.poolStats?.());
  const services: Services = {
    config,
    prisma,
    events: bus.events,
    logger,
    mailer,
    images,
    moderation: images,
    news,
    limits,
    background,
    jobs,
    metrics,
    redis: redis?.health,
  };
  return {
    services,
    async close() {
      await jobs.stop();
      await background.idle();
      await news.close();
      await images.close();
      await mailer.close();
      await bus.close();
      await limits.close();
      await redis?.close();
      await services.prisma.$disconnect();
    },
  };
}

/**
 * The first request down a path compiles it (the middleware, the /api router, the first Prisma query) and took
 * ~100-300 ms on the build machine: pay for it before the 'serving' line, so the first callers are answered as
 * fast as the next ones. Read-only paths; the request id says what they were in the log.
 */
const WARM_UP_PATHS = ['/readyz', '/api/users/count'];

function warmUp(url: string): Promise<void> {
  return new Promise((resolve) => {
    const request = get(url, { agent: false, headers: { 'X-Request-Id': 'warm-up' } }, (response) =>
      response.resume().once('end', resolve),
    );
    request.setTimeout(5_000, () => request.destroy());
    request.once('error', () => resolve());
  });
}

export interface RunningServer {
  url: string;
  services: Services;
  close(): Promise<void>;
}

export async function startServer(
  config: Config,
  db: Database,
  logger: Logger,
  prismaOptions: PrismaOptions = {},
): Promise<RunningServer> {
  const { services, close: closeServices } = createServices(config, db, logger, prismaOptions);
  const admins = await syncSiteAdmins(services.prisma, config.adminEmails);
  if (admins.promoted || admins.demoted) logger.info(admins, 'Site admins set from ADMIN_EMAILS');
  // The joke collection is product content, not demo data: present even when the demo seed is off.
  const newJokes = await ensureDadJokes(services.prisma);
  if (newJokes) logger.info(`Added ${newJokes} dad jokes`);
  let accepting = true;
  const yoga = createGraphQLServer(services);
  const app = createApp({ services, db, yoga, isAccepting: () => accepting });
  const server = createHttpServer(app);
  const ws = attachGraphQLWebSocket(server, yoga, services);

  // This process works on the job queue: the recurring housekeeping and whatever requests enqueued.
  await services.jobs.start(services);
  logger.info(`Jobs: ${services.jobs.description}`);
  // Load the image moderation model in the image workers (a few seconds, off this thread) so the first upload
  // does not wait for it.
  if (config.preloadImageModeration) {
    services.moderation
      .ready()
      .catch((err: unknown) => logger.error({ err }, 'loading the image moderation model failed'));
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  for (const path of WARM_UP_PATHS) await warmUp(`http://${host}:${port}${path}`);

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      accepting = false;
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await ws.close();
      const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      await stopped;
      clearTimeout(force);
      await closeServices();
    })());

  return { url: `http://${host}:${port}`, services, close };
}
