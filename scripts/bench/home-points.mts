/**
 * `tsx scripts/bench/home-points.mts`: what the web app's heaviest screen, the signed-in home page, spends of
 * the points budget (docs/graphql-limits.md). Starts the real app on a fresh PGlite folder with the demo
 * community (the web app must be built), signs in as the demo member in Chromium, opens `/`, waits for the page
 * to settle, and lists every /graphql and /api request with its cost, and the WebSockets it opened (the unread
 * count's subscription). The last line is one JSON object.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Response } from '@playwright/test';
import { startApi } from '../lib/app-process.mjs';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dadhood-home-points-'));
const chromiumPath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';
const api = await startApi({ DATA_DIR: dataDir, SEED_DEMO: 'true', ALLOW_DEMO_STAFF_PASSWORDS: 'true' });

interface Row {
  request: string;
  status: number;
  remaining: number;
  requested?: number;
  actual?: number | null;
}

async function describeResponse(response: Response): Promise<Row | undefined> {
  const url = new URL(response.url());
  if (!url.pathname.startsWith('/graphql') && !url.pathname.startsWith('/api/')) return undefined;
  const remaining = Number(response.headers()['ratelimit-remaining']);
  if (url.pathname !== '/graphql')
    return { request: `${response.request().method()} ${url.pathname}`, status: response.status(), remaining };
  // The web app sends its operations by id and name (docs/persisted-operations.md).
  const sent = JSON.parse(response.request().postData() ?? '{}') as { operationName?: string; query?: string };
  const name =
    sent.operationName ??
    /^\s*(?:query|mutation|subscription)\s+(\w+)/.exec(sent.query ?? '')?.[1] ??
    'anonymous operation';
  const cost = (
    (await response.json()) as {
      extensions?: { cost?: { requestedQueryCost: number; actualQueryCost: number | null } };
    }
  ).extensions?.cost;
  return {
    request: name,
    status: response.status(),
    remaining,
    requested: cost?.requestedQueryCost,
    actual: cost?.actualQueryCost,
  };
}

try {
  const baseURL = api.url;
  const browser = await chromium.launch({
    ...(chromiumPath ? { executablePath: chromiumPath } : {}),
    args: ['--disable-gpu', '--no-sandbox'],
  });
  try {
    const context = await browser.newContext({ baseURL });
    const signIn = await context.request.post('/api/login', {
      data: { email: 'demo@dadhood.app', password: 'fistbump-demo' },
    });
    if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()}`);
    const page = await context.newPage();
    const pending: Promise<Row | undefined>[] = [];
    page.on('response', (response) => pending.push(describeResponse(response).catch(() => undefined)));
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(new URL(socket.url()).pathname));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const rows = (await Promise.all(pending)).filter((row): row is Row => row !== undefined);
    // The subscription (graphql-ws) spends too but answers no headers: ask where the budget stands now.
    const after = await context.request.get('/api/users/count');
    const remainingAfter = Number(after.headers()['ratelimit-remaining']) + 5; // this request's own 5 points
    const limit = Number(after.headers()['ratelimit-limit']);
    console.table(rows);
    for (const socket of sockets) console.log(`WebSocket ${socket} (graphql-ws: the unread count's subscription)`);
    const graphqlRows = rows.filter((row) => row.requested !== undefined);
    console.log(
      JSON.stringify({
        requests: rows.length,
        webSockets: sockets.length,
        graphqlRequested: graphqlRows.reduce((sum, row) => sum + (row.requested ?? 0), 0),
        graphqlActual: graphqlRows.reduce((sum, row) => sum + (row.actual ?? row.requested ?? 0), 0),
        heaviestRequested: Math.max(...graphqlRows.map((row) => row.requested ?? 0)),
        // Spent of the member's budget (the sign-in came before the session: the address paid for it).
        memberPointsSpent: limit - remainingAfter,
        memberPointsPerHour: limit,
      }),
    );
  } finally {
    await browser.close();
  }
} finally {
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
