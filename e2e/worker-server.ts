/**
 * One app server per Playwright worker, on a database of its own: the API serving the built web app, as
 * `npm start` runs it (the compiled server in api/dist: run `npm run build` after changing the API), on an
 * embedded database in a folder of this run. Tests of one worker share it and run one at a time; tests of two
 * workers never see each other's members, posts or channels, so a test may count on what it made being the
 * newest thing there. A worker Playwright starts again after a failure gets its slot's server again, on the same
 * database.
 *
 * Every test takes the server through `baseURL` (and so `page.goto('/...')` and `request`); nothing else names
 * its port.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { appServerPort, MAIL_SINK_URL, SMTP_PORT, serverClockPort } from './e2e-ports';
import { singleSignOnEnv } from './single-sign-on-env';

const repoRoot = path.resolve(__dirname, '..');

/**
 * Who registers with these addresses is a site admin (moderation-screen.spec.ts registers as the first,
 * moderation.spec.ts as the second, account-help.spec.ts as the third).
 */
export const E2E_ADMIN_EMAILS = [
  'site-admin@dadhood.test',
  'moderation-admin@dadhood.test',
  'account-help-admin@dadhood.test',
];

/** The server's configuration: hermetic, whatever the shell has set. */
function serverEnv(url: string, port: number, clockPort: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    // Where a test moves the server's clock (server-clock.ts).
    E2E_CLOCK_PORT: String(clockPort),
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    // The embedded database and in-process events.
    DATABASE_URL: '',
    REDIS_URL: '',
    SEED_DEMO: 'false',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    // Notification mail goes out a second after the notification rather than five minutes (the batching has its
    // API tests): a test waits for what a member would see, not for the batch window.
    NOTIFICATION_EMAIL_DELAY_SECONDS: '1',
    // The Newsfeed's stories come from e2e/news-fixture.ts, served by the mail sink.
    NEWS_FEEDS: `${MAIL_SINK_URL}/news.xml`,
    // Every test registers its members from 127.0.0.1: far above the per-address sign-up limit.
    REGISTRATIONS_PER_HOUR: '10000',
    // ...and every page of every test spends the one address's points budget (docs/graphql-limits.md).
    GRAPHQL_ADDRESS_POINTS_PER_MINUTE: '1000000',
    // The site admins the moderation specs register as (docs/moderation.md: admins are named by configuration).
    ADMIN_EMAILS: E2E_ADMIN_EMAILS.join(','),
    // Their specs are about moderating; the second factor staff need by default has API tests of its own.
    REQUIRE_2FA_FOR_STAFF: 'false',
    // Single sign-on with the run's OpenID Connect provider (single-sign-on-env.ts).
    ...singleSignOnEnv(),
    ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: path.resolve(process.env.WEB_DIST_DIR) } : {}),
  };
}

/**
 * Waits for the server to answer /readyz with its image model loaded (migrating a fresh database takes seconds,
 * far longer on a busy machine; the model too): a test's first upload would otherwise wait for the model, beside
 * the other worker's server loading its own.
 */
async function untilReady(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the app server at ${url} exited with ${server.exitCode}`);
    const ready = await fetch(`${url}/readyz`).then(
      async (response) => response.ok && ((await response.json()) as { images?: string }).images === 'ready',
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the app server at ${url} was not ready within ${timeoutMs / 1000} s`);
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

const STARTUP_TIMEOUT_MS = 180_000;

export interface ServerClock {
  /** From now until the end of the test, the server's clock runs `ms` ahead. */
  advance(ms: number): Promise<void>;
}

async function setClockOffset(clockPort: number, offsetMs: number): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${clockPort}/?offsetMs=${offsetMs}`, { method: 'PUT' });
  if (!response.ok) throw new Error(`the server clock answered ${response.status}`);
}

interface WorkerFixtures {
  /**
   * The host name members reach the app by (its PUBLIC_URL), 127.0.0.1 unless a file says otherwise: browsers
   * give passkeys to a domain only, so passkeys.spec.ts asks for `localhost` (and gets a worker of its own).
   */
  appHost: '127.0.0.1' | 'localhost';
  appServer: { url: string; clockPort: number };
}

export const test = base.extend<{ serverClock: ServerClock }, WorkerFixtures>({
  appHost: ['127.0.0.1', { option: true, scope: 'worker' }],
  appServer: [
    async ({ appHost }, use, workerInfo) => {
      const port = appServerPort(workerInfo.parallelIndex);
      const clockPort = serverClockPort(workerInfo.parallelIndex);
      const url = `http://${appHost}:${port}`;
      const dataDir = path.join(process.env.DADHOOD_E2E_DATA_DIR!, `worker-${workerInfo.parallelIndex}`);
      mkdirSync(dataDir, { recursive: true });
      const server = spawn(process.execPath, ['--import', 'tsx', 'e2e/server-clock.ts'], {
        cwd: repoRoot,
        env: serverEnv(url, port, clockPort, dataDir),
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      try {
        await untilReady(`http://127.0.0.1:${port}`, server, STARTUP_TIMEOUT_MS);
        // The worker's tests read links from the shared mail sink: only those this server wrote (support.ts).
        process.env.DADHOOD_E2E_APP_URL = url;
        await use({ url, clockPort });
      } finally {
        await stop(server);
      }
    },
    { scope: 'worker', timeout: STARTUP_TIMEOUT_MS + 30_000 },
  ],
  baseURL: async ({ appServer }, use) => {
    await use(appServer.url);
  },
  serverClock: async ({ appServer }, use) => {
    let moved = false;
    await use({
      advance: async (ms) => {
        moved = true;
        await setClockOffset(appServer.clockPort, ms);
      },
    });
    if (moved) await setClockOffset(appServer.clockPort, 0);
  },
});
