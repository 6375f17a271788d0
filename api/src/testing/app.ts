/**
 * The whole API in-process for tests: a migrated database of its own, the Express app listening on a free
 * port (for /api, uploads and WebSockets), and the yoga instance for in-process GraphQL calls.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { inject } from 'vitest';
import { loadConfig, type Config, type Environment } from '../config/config.js';
import type { Database } from '../db/database.js';
import type { PrismaOptions } from '../db/prisma.js';
import type { Services } from '../domain/services.js';
import { attachGraphQLWebSocket } from '../graphql/ws.js';
import { createGraphQLServer, type Yoga } from '../graphql/yoga.js';
import { createApp } from '../http/app.js';
import { createHttpServer } from '../http/server.js';
import { createServices } from '../server.js';
import { createMigratedDatabase } from './databases.js';
import { HttpClient } from './http-client.js';

export interface TestApp {
  db: Database;
  config: Config;
  services: Services;
  yoga: Yoga;
  /** http://127.0.0.1:<port> */
  url: string;
  /** The HTTP server (its upgrade requests: WebSocket tests). */
  server: Server;
  /** A new browser-like client (its own cookie jar and address) for the running app. */
  client(ipAddress?: string): HttpClient;
  /**
   * Runs every due job now, in this process, as a worker would (a test app starts no workers, so what a request
   * enqueued waits for this); returns how many ran.
   */
  runJobs(names?: string[]): Promise<number>;
  close(): Promise<void>;
}

let webDist: string | undefined;

/**
 * The API tests do not need the built web app (the browser tests do): a stand-in web/dist with the pages the
 * server serves from it, made once per test process, so the suite passes on a clean checkout before any build.
 * The sign-in page is left out: the server has its own fallback for it, which its tests check.
 */
function standInWebDist(): string {
  if (webDist) return webDist;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dadhood-test-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Dadhood</title><div id="root"></div>\n');
  writeFileSync(
    path.join(dir, 'graphiql.html'),
    '<!doctype html><title>Dadhood GraphiQL</title><div id="graphiql"></div>\n',
  );
  webDist = dir;
  return dir;
}

/**
 * `db` lets two apps share one database (as two API processes would); `options.onQuery` sees every SQL
 * statement the app sends (tests count what a request costs).
 */
export async function createTestApp(
  env: Environment = {},
  shared?: { db: Database },
  /** `logLines`: every log line at `info` and above, parsed (the app's logger is silent otherwise). */
  options: { onQuery?: PrismaOptions['onQuery']; logLines?: (line: Record<string, unknown>) => void } = {},
): Promise<TestApp> {
  const db = shared?.db ?? (await createMigratedDatabase(inject('template')));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    TRUST_PROXY: 'true',
    // Rate-limit counters in a shared Redis must not leak between test apps (or runs); two apps that stand
    // for two processes of one deployment pass the same prefix.
    REDIS_KEY_PREFIX: `test_${randomBytes(6).toString('hex')}`,
    WEB_DIST_DIR: standInWebDist(),
    ...env,
  });
  const { services, close: closeServices } = createServices(
    config,
    db,
    options.logLines
      ? pino(
          { level: 'info' },
          { write: (line: string) => options.logLines!(JSON.parse(line) as Record<string, unknown>) },
        )
      : pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    options.onQuery ? { onQuery: options.onQuery } : {},
  );
  const yoga = createGraphQLServer(services);
  const app = createApp({ services, db, yoga, isAccepting: () => true });
  const server: Server = createHttpServer(app);
  const ws = attachGraphQLWebSocket(server, yoga, services);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Same-origin checks compare against PUBLIC_URL; make it the test server's address.
  config.publicUrl = env.PUBLIC_URL ?? url;
  return {
    db,
    config,
    services,
    yoga,
    url,
    server,
    client: (ipAddress) => new HttpClient(url, ipAddress),
    runJobs: (names) => services.jobs.drain(services, names),
    async close() {
      await ws.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeServices();
      if (!shared) await db.close();
    },
  };
}
