/**
 * The long-lived things every domain command needs, created once at start and passed down.
 */
import type { Logger } from 'pino';
import type { Config } from '../config/config.js';
import type { DbClient } from '../db/prisma.js';
import type { BackgroundTasks } from '../events/background.js';
import type { EventBus } from '../events/bus.js';
import type { JobQueue } from '../jobs/queue.js';
import type { Metrics } from '../metrics/metrics.js';
import type { RateLimits } from '../limits/limits.js';
import type { RedisHealth } from '../redis/connection.js';
import type { ModerationClassifier } from './images/moderation.js';
import type { ImagePool } from './images/pool.js';
import type { Mailer } from './mail/mailer.js';
import type { NewsFeed } from './news/feed.js';

export interface Services {
  config: Config;
  prisma: DbClient;
  events: EventBus;
  logger: Logger;
  mailer: Mailer;
  /** The news cache and its refresher (domain/news). */
  news: NewsFeed;
  /** Image work off the request thread: decoding, re-encoding and adult-image scoring (domain/images/pool.ts). */
  images: ImagePool;
  /** The same pool seen as the adult-image classifier: `ready()` resolves once its workers loaded the model. */
  moderation: ModerationClassifier;
  /** Shared rate-limit counters (Redis when configured, so limits hold across API processes). */
  limits: RateLimits;
  /** Work started after a request, tracked in this process only, waited for at shutdown. */
  background: BackgroundTasks;
  /** Durable work outside requests: written with the change that causes it, run once by some process (jobs/). */
  jobs: JobQueue;
  /** This process's metrics, served at /metrics (metrics/metrics.ts). */
  metrics: Metrics;
  /** Whether the configured Redis answers, kept up to date in the background (none without REDIS_URL): /readyz. */
  redis?: RedisHealth | undefined;
}

/** What a command knows about the request that caused it. */
export interface RequestMeta {
  ipAddress: string;
  userAgent?: string | undefined;
}
