/**
 * `npm run bench:feed`: seeds a large community (100,000 posts, 1,000,000 fist bumps, 10,000 members) into a
 * PostgreSQL database of its own, starts the API on it, and drives the Dadfeed over HTTP with autocannon: the
 * first page and a deep page (page 1,000), each for BENCH_SECONDS (default 10) with BENCH_CONNECTIONS (10).
 * BENCH_DATABASE_URL picks the database (default postgres://postgres@127.0.0.1:5432/dadhood_bench; it is
 * dropped and created again).
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { hashPassword } from '../../api/src/domain/accounts/passwords.js';
import { encodeCursor } from '../../api/src/domain/feed/cursor.js';
import { startApi } from '../lib/app-process.mjs';
import { seedCommunity } from './seed-community.mjs';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/dadhood_bench';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const size = { members: 10_000, posts: 100_000, fistBumpsPerPost: 10 };
const PAGE = 20;
const DEEP_PAGE = 1_000;
const PASSWORD = 'bench-password-1';

async function recreateDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
}

async function deepCursor(): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ createdAt: Date; id: string }>(
    `SELECT "createdAt", id FROM "Post" WHERE "groupId" IS NULL
     ORDER BY "createdAt" DESC, id DESC OFFSET $1 LIMIT 1`,
    [PAGE * (DEEP_PAGE - 1) - 1],
  );
  await client.end();
  return encodeCursor(rows[0]!);
}

function drive(title: string, url: string, cookie: string): Promise<void> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers: { cookie } }, (error, result) => {
      if (error) return reject(error);
      const failed = result.non2xx + result.errors;
      console.log(
        `${title.padEnd(22)} ${result.requests.average.toFixed(0).padStart(6)} req/s   ` +
          `p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms` +
          (failed ? `   (${failed} failed)` : ''),
      );
      resolve();
    });
  });
}

console.log(`Seeding ${size.posts.toLocaleString()} posts and ${(size.posts * size.fistBumpsPerPost).toLocaleString()} fist bumps...`);
await recreateDatabase(databaseUrl);
const api = await startApi({ DATABASE_URL: databaseUrl }); // applies the migrations
const baseUrl = api.url;
try {
  const started = Date.now();
  await seedCommunity(databaseUrl, size, await hashPassword(PASSWORD));
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ email: 'bench1@example.com', password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

  console.log(`GET /api/posts, ${connections} connections, ${seconds} s each:`);
  await drive('first page', `${baseUrl}/api/posts?limit=${PAGE}`, cookie);
  await drive(`page ${DEEP_PAGE}`, `${baseUrl}/api/posts?limit=${PAGE}&cursor=${await deepCursor()}`, cookie);
} finally {
  await api.stop();
}
process.exit(0);
