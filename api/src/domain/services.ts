/**
 * The long-lived things every domain command needs, created once at start and passed down.
 */
import type { Logger } from 'pino';
import type { Config } from '../config/config.js';
import type { DbClient } from '../db/prisma.js';
import type { EventBus } from '../events/bus.js';

export interface Services {
  config: Config;
  prisma: DbClient;
  events: EventBus;
  logger: Logger;
}

/** What a command knows about the request that caused it. */
export interface RequestMeta {
  ipAddress: string;
  userAgent?: string | undefined;
}
