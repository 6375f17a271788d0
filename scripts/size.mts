/**
 * `npm run size`: the JavaScript a signed-out visitor downloads for `/`, measured in a real browser against
 * the built app (every script response, gzipped at level 9 as a server would send it). Fails above the budget.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startApi } from './lib/app-process.mjs';

const BUDGET_KB = 150;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dadhood-size-'));
const app = await startApi({ DATA_DIR: dataDir });
const baseUrl = app.url;

const chromiumPath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';
let exitCode = 0;
try {
  const browser = await chromium.launch({
    ...(chromiumPath ? { executablePath: chromiumPath } : {}),
    args: ['--disable-gpu', '--disable-dev-shm-usage', ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
  });
  const page = await browser.newPage();
  const scripts: Array<{ file: string; raw: number; gzip: number }> = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => {
        scripts.push({ file: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
      }),
    );
  });
  await page.goto(`${baseUrl}/`);
  await page.getByText('Dads Connected').first().waitFor();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await browser.close();

  scripts.sort((a, b) => b.gzip - a.gzip);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  for (const s of scripts) console.log(`${kb(s.gzip).padStart(7)} KB gzip  ${kb(s.raw).padStart(7)} KB raw  ${s.file}`);
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  console.log(`Signed-out visitor at /: ${scripts.length} scripts, ${kb(total)} KB gzip (budget ${BUDGET_KB} KB)`);
  if (total > BUDGET_KB * 1024) {
    console.error(`Over budget by ${kb(total - BUDGET_KB * 1024)} KB`);
    exitCode = 1;
  }
} finally {
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
