/**
 * `npm run size`: the JavaScript downloaded for `/` by a signed-out visitor and by a signed-in member (the demo
 * member of the seeded community), measured in a real browser against the built app: every script response,
 * gzipped at level 9 as a server would send it. Fails above either budget. The last line is one JSON object.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { startApi } from './lib/app-process.mjs';

interface Measurement {
  /** Its figure's name in the JSON line. */
  key: 'signedOutKb' | 'signedInKb';
  label: string;
  budgetKb: number;
  /** Signs the context in (or not) before `/` opens. */
  prepare: (context: BrowserContext) => Promise<void>;
  /** What the person sees once the page is there; then the network must go idle. */
  ready: (page: Page) => Promise<void>;
}

const DEMO_MEMBER = { email: 'demo@dadhood.app', password: 'fistbump-demo' };

const measurements: Measurement[] = [
  {
    key: 'signedOutKb',
    label: 'Signed-out visitor at /',
    budgetKb: 150,
    prepare: async () => {},
    ready: (page) => page.getByText('Dads Connected').first().waitFor(),
  },
  {
    key: 'signedInKb',
    label: 'Signed-in member at /',
    budgetKb: 200,
    prepare: async (context) => {
      const signIn = await context.request.post('/api/login', { data: DEMO_MEMBER });
      if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()}`);
    },
    // The feed's first post: the dashboard has rendered and its first queries have answered.
    ready: (page) =>
      page.getByRole('list', { name: 'Posts' }).getByRole('article').first().waitFor({ timeout: 60_000 }),
  },
];

interface Script {
  file: string;
  raw: number;
  gzip: number;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function scriptsFor(browser: Browser, baseURL: string, measurement: Measurement): Promise<Script[]> {
  const context = await browser.newContext({ baseURL });
  try {
    await measurement.prepare(context);
    const page = await context.newPage();
    const scripts: Script[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then((body) => {
          scripts.push({
            file: new URL(response.url()).pathname,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          });
        }),
      );
    });
    await page.goto('/');
    await measurement.ready(page);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    return scripts.sort((a, b) => b.gzip - a.gzip);
  } finally {
    await context.close();
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dadhood-size-'));
const app = await startApi({ DATA_DIR: dataDir, SEED_DEMO: 'true', ALLOW_DEMO_STAFF_PASSWORDS: 'true' });
const chromiumPath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';
const totalsKb: Record<string, number> = {};
let exitCode = 0;
try {
  const browser = await chromium.launch({
    ...(chromiumPath ? { executablePath: chromiumPath } : {}),
    args: ['--disable-gpu', '--disable-dev-shm-usage', ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
  });
  try {
    for (const measurement of measurements) {
      const scripts = await scriptsFor(browser, app.url, measurement);
      const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
      console.log(`\n${measurement.label}`);
      for (const s of scripts)
        console.log(`${kb(s.gzip).padStart(7)} KB gzip  ${kb(s.raw).padStart(7)} KB raw  ${s.file}`);
      console.log(
        `${measurement.label}: ${scripts.length} scripts, ${kb(total)} KB gzip (budget ${measurement.budgetKb} KB)`,
      );
      if (total > measurement.budgetKb * 1024) {
        console.error(`${measurement.label}: over budget by ${kb(total - measurement.budgetKb * 1024)} KB`);
        exitCode = 1;
      }
      totalsKb[measurement.key] = Number(kb(total));
    }
  } finally {
    await browser.close();
  }
} finally {
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
const budgetsKb = Object.fromEntries(measurements.map((m) => [m.key.replace(/Kb$/, 'BudgetKb'), m.budgetKb]));
console.log(JSON.stringify({ ...totalsKb, ...budgetsKb }));
process.exit(exitCode);
