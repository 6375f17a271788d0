/**
 * `npm run bench:feed -- --steps [--reuse]`: what each step of a GraphQL Dadfeed page costs the API, as CPU time
 * per request (the process tree's, from /proc) on bench:feed's seeded community, from a bare answer up to the full
 * card, so the gap to PostGraphile can be read step by step:
 *
 * - `healthz`: Express, the request log, the metrics and the security headers, nothing else;
 * - `api anonymous`: the /api chain refusing a visitor (body limits, origin, budget, 401), no statement;
 * - `auth user`: `GET /api/auth/user`, the session statement and the member's;
 * - `graphql anonymous`: `{ __typename }` without a session: yoga, our plugins, parse/validate caches, no statement;
 * - `graphql session`: the same with the member's session (the session statement);
 * - `feed ids`: `dadfeed(first: 20) { edges { node { id } } }`: the page statement and 20 nodes;
 * - `feed card`: bench:feed's full card (the page statement also reads the authors', groups' and channels' rows).
 *
 * Each target is warmed, then run BENCH_ROUNDS (3) times for BENCH_SECONDS (4) with BENCH_CONNECTIONS (10),
 * interleaved; the median per step is printed, and one JSON object last.
 */
import { benchApiEntry, requireBuild, startApi } from '../lib/app-process.mjs';
import { drive, median, signIn, type Target, warm } from './feed-drive.mjs';
import { BENCH_FEED_QUERY, FEED_IDS_QUERY, UNLIMITED_BUDGETS } from './feed-shared.mjs';

export async function measureSteps(databaseUrl: string): Promise<void> {
  const entry = benchApiEntry();
  requireBuild(entry);
  const seconds = Number(process.env.BENCH_SECONDS ?? 4);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const api = await startApi({ DATABASE_URL: databaseUrl, ...UNLIMITED_BUDGETS }, [], { entry });
  try {
    const cookie = await signIn(api.url);
    const graphql = (name: string, query: string, signedIn = true): Target => ({
      name,
      pid: api.pid,
      request: {
        url: `${api.url}/graphql`,
        method: 'POST',
        body: JSON.stringify({ query }),
        headers: { ...(signedIn ? { cookie } : {}), 'content-type': 'application/json', origin: api.url },
      },
    });
    const steps: { target: Target; status: number }[] = [
      { target: { name: 'healthz', pid: api.pid, request: { url: `${api.url}/healthz`, headers: {} } }, status: 200 },
      {
        target: { name: 'api anonymous', pid: api.pid, request: { url: `${api.url}/api/auth/user`, headers: {} } },
        status: 401,
      },
      {
        target: { name: 'auth user', pid: api.pid, request: { url: `${api.url}/api/auth/user`, headers: { cookie } } },
        status: 200,
      },
      { target: graphql('graphql anonymous', '{ __typename }', false), status: 200 },
      { target: graphql('graphql session', '{ __typename }'), status: 200 },
      { target: graphql('feed ids', FEED_IDS_QUERY), status: 200 },
      { target: graphql('feed card', BENCH_FEED_QUERY), status: 200 },
    ];
    for (const { target, status } of steps) {
      const answer = await fetch(target.request.url, target.request);
      if (answer.status !== status) throw new Error(`${target.name}: ${answer.status}, expected ${status}`);
      await warm(target, connections, 500);
    }
    const cpu = new Map<string, number[]>();
    for (let round = 0; round < rounds; round += 1) {
      for (const { target, status } of steps) {
        const sample = await drive(target, { connections, seconds });
        // The refused step's answers are its 401s; any other failure spoils the figure.
        if (status === 200 && sample.failed > 0) throw new Error(`${target.name}: ${sample.failed} requests failed`);
        cpu.set(target.name, [...(cpu.get(target.name) ?? []), sample.cpuMs / sample.requests]);
      }
    }
    const result: Record<string, number> = {};
    let previous = 0;
    console.log(`CPU per request, median of ${rounds} rounds of ${seconds} s with ${connections} connections:`);
    for (const { target } of steps) {
      const ms = median(cpu.get(target.name)!);
      result[target.name] = Math.round(ms * 1000) / 1000;
      const step = previous === 0 ? '' : `  (${ms >= previous ? '+' : ''}${(ms - previous).toFixed(3)})`;
      console.log(`${target.name.padEnd(18)} ${ms.toFixed(3)} ms${step}`);
      previous = ms;
    }
    console.log(JSON.stringify({ cpuMsPerRequest: result }));
  } finally {
    await api.stop();
  }
}
