/**
 * End-to-end tests against the real app: the API serving the built web app (run `npm run build` first; the
 * root `e2e` script does), on a fresh embedded database per run. `npx playwright test -c e2e`.
 *
 * Browser: Debian's Chromium at /usr/bin/chromium (Playwright cannot download its own here). Set
 * PLAYWRIGHT_CHROMIUM_PATH to another binary, or to an empty value for Playwright's own browser.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** E2E_PORT lets two runs share a machine; the mail sink takes the two ports after it. */
const PORT = Number(process.env.E2E_PORT ?? 3123);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const SMTP_PORT = PORT + 1;
const MAIL_SINK_PORT = PORT + 2;
const repoRoot = path.resolve(__dirname, '..');
/** Who registers with these addresses is a site admin (moderation-screen.spec.ts registers as the first). */
const E2E_ADMIN_EMAIL = 'site-admin@dadhood.test';
/** ...and moderation.spec.ts registers as this one (each address registers once per run). */
const E2E_MODERATION_ADMIN_EMAIL = 'moderation-admin@dadhood.test';

/** A new database folder per run; the previous run's is removed (they are ~40 MB each). */
function freshDataDir(): string {
  const parent = path.join(os.tmpdir(), `dadhood-e2e-${PORT}`);
  rmSync(parent, { recursive: true, force: true });
  mkdirSync(parent, { recursive: true });
  return mkdtempSync(path.join(parent, 'run-'));
}
// The config is evaluated again in each worker: they inherit the variable and keep the server's folder.
process.env.DADHOOD_E2E_DATA_DIR ??= freshDataDir();

const chromiumPath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';
const isRoot = process.getuid?.() === 0;

type TraceMode = 'off' | 'on' | 'retain-on-failure' | 'on-first-retry';
function traceMode(value: string | undefined): TraceMode {
  const modes: TraceMode[] = ['off', 'on', 'retain-on-failure', 'on-first-retry'];
  if (!value) return 'off';
  if (!modes.includes(value as TraceMode)) throw new Error(`E2E_TRACE must be one of ${modes.join(', ')}`);
  return value as TraceMode;
}

export default defineConfig({
  testDir: '.',
  outputDir: path.join(repoRoot, 'test-results'),
  fullyParallel: true,
  // Playwright's default, half the cores. On the two-core CI machine that is one browser: with two, the pages'
  // own JavaScript starved for CPU (seconds between requests) and the run took longer (11.1 min against 8.7).
  // E2E_WORKERS overrides.
  ...(process.env.E2E_WORKERS ? { workers: Number(process.env.E2E_WORKERS) } : {}),
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: path.join(repoRoot, 'playwright-report') }]]
    : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    // No entrance animations: axe's contrast checks and screenshots see the settled page.
    reducedMotion: 'reduce',
    browserName: 'chromium',
    // No trace by default: recording one costs about a fifth of the run's time, and CI keeps only what the run
    // prints. To look at a failure, run it again with `--trace retain-on-failure` (or E2E_TRACE=retain-on-failure)
    // and open it with `npx playwright show-trace`.
    trace: traceMode(process.env.E2E_TRACE),
    launchOptions: {
      ...(chromiumPath ? { executablePath: chromiumPath } : {}),
      args: [
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        ...(isRoot ? ['--no-sandbox'] : []),
      ],
    },
  },
  webServer: [
    {
      command: `node_modules/.bin/tsx e2e/mail-sink.ts ${SMTP_PORT} ${MAIL_SINK_PORT}`,
      cwd: repoRoot,
      url: `http://127.0.0.1:${MAIL_SINK_PORT}/readyz`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // Node itself with tsx's loader, as `npm start` runs it: SIGTERM reaches the server, not a relaying launcher.
      command: 'node --import tsx api/src/main.ts',
      cwd: repoRoot,
      url: `${BASE_URL}/readyz`,
      reuseExistingServer: false,
      // Migrating a fresh embedded database takes seconds alone, far longer on a busy shared machine.
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: BASE_URL,
        DATA_DIR: process.env.DADHOOD_E2E_DATA_DIR,
        // Hermetic: the embedded database and in-process events, whatever the shell has set.
        DATABASE_URL: '',
        REDIS_URL: '',
        SEED_DEMO: 'false',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        // The Newsfeed's stories come from e2e/news-fixture.ts, served by the mail sink.
        NEWS_FEEDS: `http://127.0.0.1:${MAIL_SINK_PORT}/news.xml`,
        // Every test registers its members from 127.0.0.1: far above the per-address sign-up limit.
        REGISTRATIONS_PER_HOUR: '10000',
        // ...and every page of every parallel test spends the one address's points budget (docs/graphql-limits.md).
        GRAPHQL_ADDRESS_POINTS_PER_MINUTE: '1000000',
        // The site admin the moderation specs register as (docs/moderation.md: admins are named by configuration).
        ADMIN_EMAILS: `${E2E_ADMIN_EMAIL},${E2E_MODERATION_ADMIN_EMAIL}`,
        // Their specs are about moderating; the second factor staff need by default has API tests of its own.
        REQUIRE_2FA_FOR_STAFF: 'false',
        ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: path.resolve(process.env.WEB_DIST_DIR) } : {}),
      },
    },
  ],
});
