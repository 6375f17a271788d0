/**
 * `npm run bench:profile -- rest|graphql|graphql-ids|graphql-typename|auth`: where the API's CPU goes on one of
 * bench:feed's requests (`graphql-ids` is the Dadfeed page with ids only, bench:feed's `--steps` "feed ids";
 * `graphql-typename` is `{ __typename }` signed in, its "graphql session": the fixed cost of every operation). Starts
 * the API with V8's sampling profiler on the database bench:feed seeded (run that first; BENCH_DATABASE_URL as
 * there), drives the request for BENCH_SECONDS (10) with 10 connections, stops the API (which writes the
 * profile to PROFILE_DIR, default a temporary folder: open the .cpuprofile in Chrome's DevTools) and prints
 * the self time by function and by package.
 */
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchApiEntry, requireBuild, startApi } from '../lib/app-process.mjs';
import { BENCH_FEED_QUERY, BENCH_PASSWORD, FEED_IDS_QUERY } from './feed-shared.mjs';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/dadhood_bench';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const apiEntry = benchApiEntry();
requireBuild(apiEntry);
const which = process.argv[2] ?? 'rest';
const profileDir = process.env.PROFILE_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'dadhood-profile-'));

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function summarize(file: string): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfTime = new Map<number, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    selfTime.set(id, (selfTime.get(id) ?? 0) + dt);
    total += dt;
  });
  const tally = (key: (frame: ProfileNode['callFrame']) => string) => {
    const sums = new Map<string, number>();
    for (const [id, time] of selfTime) {
      const k = key(byId.get(id)!.callFrame);
      sums.set(k, (sums.get(k) ?? 0) + time);
    }
    return [...sums].sort((a, b) => b[1] - a[1]);
  };
  const where = (url: string) =>
    url.replace(/.*node_modules\//, '').replace(/.*\/(api|scripts)\/(src|dist)\//, '$1/$2/');
  const print = (rows: [string, number][], count: number) =>
    rows.slice(0, count).forEach(([k, t]) => {
      console.log(`${((t / total) * 100).toFixed(1).padStart(5)}%  ${k}`);
    });
  console.log(`\nSelf time by function (${(total / 1e6).toFixed(1)} s sampled, start-up included):`);
  print(
    tally((f) => `${f.functionName || '(anonymous)'} ${where(f.url)}:${f.lineNumber}`),
    30,
  );
  console.log('\nSelf time by package:');
  print(
    tally((f) => {
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(f.url)?.[1];
      if (pkg) return pkg;
      if (/\/api\/(src|dist)\//.test(f.url)) return `app: ${where(f.url).split('/').slice(0, 3).join('/')}`;
      return f.url.startsWith('node:') ? f.url.split('/').slice(0, 2).join('/') : f.url || f.functionName;
    }),
    25,
  );
}

const api = await startApi(
  {
    DATABASE_URL: databaseUrl,
    GRAPHQL_POINTS_PER_HOUR: '1000000000',
    GRAPHQL_TOKEN_POINTS_PER_HOUR: '1000000000',
    GRAPHQL_ADDRESS_POINTS_PER_MINUTE: '1000000000',
  },
  ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
  { entry: apiEntry },
);
try {
  const login = await fetch(`${api.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: api.url },
    body: JSON.stringify({ email: 'bench1@example.com', password: BENCH_PASSWORD }),
  });
  if (!login.ok) throw new Error(`sign-in failed (${login.status}): run npm run bench:feed first`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const graphqlQuery =
    which === 'graphql-ids' ? FEED_IDS_QUERY : which === 'graphql-typename' ? '{ __typename }' : BENCH_FEED_QUERY;
  const request = which.startsWith('graphql')
    ? {
        url: `${api.url}/graphql`,
        method: 'POST' as const,
        body: JSON.stringify({ query: graphqlQuery }),
        headers: { cookie, 'content-type': 'application/json', origin: api.url },
      }
    : which === 'auth'
      ? { url: `${api.url}/api/auth/user`, headers: { cookie } }
      : { url: `${api.url}/api/posts?limit=20`, headers: { cookie } };
  const result = await autocannon({ ...request, connections: 10, duration: seconds });
  console.log(
    `${which}: ${result.requests.average.toFixed(0)} req/s under the profiler (${result.non2xx + result.errors} failed)`,
  );
} finally {
  await api.stop();
}
// One profile per thread (tsx's loader has one too): the main thread's is the largest.
const file = readdirSync(profileDir)
  .filter((f) => f.endsWith('.cpuprofile'))
  .map((f) => path.join(profileDir, f))
  .sort((a, b) => statSync(b).size - statSync(a).size)[0];
if (!file) throw new Error(`no profile in ${profileDir}`);
console.log(`Profile: ${file}`);
summarize(file);
