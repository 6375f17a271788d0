/**
 * End-to-end tests against the real app: the compiled API serving the built web app (run `npm run build` first;
 * the root `e2e` script does), one server per worker on a fresh embedded database per run (worker-server.ts), and
 * a mail sink shared by all. `npx playwright test -c e2e`.
 *
 * Browser: Debian's Chromium at /usr/bin/chromium (Playwright cannot download its own here). Set
 * PLAYWRIGHT_CHROMIUM_PATH to another binary, or to an empty value for Playwright's own browser.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_PORT, MAIL_SINK_PORT, SMTP_PORT } from './e2e-ports';
import { OIDC_ISSUER } from './single-sign-on-env';

const repoRoot = path.resolve(__dirname, '..');

/** A new folder per run for the workers' databases; the previous run's is removed (~40 MB a worker). */
function freshDataDir(): string {
  const parent = path.join(os.tmpdir(), `dadhood-e2e-${E2E_PORT}`);
  rmSync(parent, { recursive: true, force: true });
  mkdirSync(parent, { recursive: true });
  return mkdtempSync(path.join(parent, 'run-'));
}
// The config is evaluated again in each worker: they inherit the variable and keep the run's folder.
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
  // At least two workers (half the cores above four): each has its own app server and database
  // (worker-server.ts). On the two-core CI machine two workers run the suite in about two thirds of one's time,
  // as a worker waits on its server and browser much of the time.
  workers: Number(process.env.E2E_WORKERS ?? Math.max(2, Math.floor(os.cpus().length / 2))),
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: path.join(repoRoot, 'playwright-report') }]]
    : 'list',
  // A ceiling for a hung test, not a speed check: every step waits for what the user would see. On a shared
  // two-core machine a test of three members with two accessibility scans has taken 32 s, so 30 s failed tests
  // that were only slow; those known to be heavier set their own.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // No entrance animations: axe's contrast checks and screenshots see the settled page.
    reducedMotion: 'reduce',
    // No service worker but in pwa.spec.ts, which allows it: page.route, which many specs steer the app with, does
    // not see the requests a worker answers, and an installed worker would outlive its test.
    serviceWorkers: 'block',
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
      // The OpenID Connect provider members sign in with (single-sign-on.spec.ts).
      command: 'node_modules/.bin/tsx e2e/oidc-provider.ts',
      cwd: repoRoot,
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
