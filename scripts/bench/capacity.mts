/**
 * `npm run bench:capacity [-- --processes 1|2 --start 100 --step 100 --max 2000 --step-seconds 30
 * --think-ms 10000 --warmup-seconds 20 --mix home=25,feed=30,fistBump=20,comment=10,post=5,chat=10
 * --entry compiled|source --reuse --cpu-prof DIR]`: how many members the app serves with p95 under 200 ms, and
 * what saturates first (docs/benchmarks.md).
 *
 * Starts the API (compiled, as production runs it; `npm run build:api` first) on a PostgreSQL database of its own
 * holding a seeded community (./seed-capacity.mts), with `--processes 2` a second process sharing Redis, then
 * ramps simulated members (./capacity-member.mts), alternately on each process: each arrives within one think
 * time, loads the home page, holds the unread count and chat subscriptions, and every think time (± half) does one
 * action of the mix. Each step adds `--step` members and measures `--step-seconds`; the ramp stops at the first
 * step with p95 ≥ 200 ms or any error, or at `--max`. Per step it prints the latencies (all requests, and by kind),
 * the errors, the API's CPU, event-loop delay and resident memory, PostgreSQL's CPU, busy connections and those
 * idle inside a transaction, the machine's CPU with its threads ready to run per core, and the bench's own
 * (./capacity-resources.mts); the last line is one JSON object.
 *
 * BENCH_CAPACITY_DATABASE_URL picks the database (default
 * postgres://postgres@127.0.0.1:5432/dadhood_bench_capacity): dropped and seeded again unless `--reuse` finds it
 * seeded. REDIS_URL (default redis://127.0.0.1:6379) for two processes. `--cpu-prof DIR` runs each API process
 * under V8's sampling profiler and leaves its .cpuprofile in DIR when it stops; it covers the whole run, so hold
 * one load with `--start N --max N` to profile it.
 */
import { randomBytes } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { API_ENTRIES, type ApiEntry, requireBuild, type RunningApi, startApi } from '../lib/app-process.mjs';
import { settled } from './api-probes.mjs';
import { rowCount, seedFreshDatabase, seedInTransaction } from './bench-db.mjs';
import { ACTIONS, type Action, SimulatedMember } from './capacity-member.mjs';
import { type Step, passed, printStep, report } from './capacity-report.mjs';
import { sampleResources } from './capacity-resources.mjs';
import { StepRecorder } from './capacity-step.mjs';
import { checkOpenFileLimit, insertSessions } from './live-shared.mjs';
import { benchMembers, CAPACITY_COMMUNITY, seedCapacityCommunity, warmSuggestionCaches } from './seed-capacity.mjs';
import { persistedId } from './web-operations.mjs';

const { values: args } = parseArgs({
  options: {
    processes: { type: 'string', default: '1' },
    start: { type: 'string', default: '100' },
    step: { type: 'string', default: '100' },
    max: { type: 'string', default: '2000' },
    'step-seconds': { type: 'string', default: '30' },
    'think-ms': { type: 'string', default: '10000' },
    'warmup-seconds': { type: 'string', default: '20' },
    mix: { type: 'string', default: 'home=25,feed=30,fistBump=20,comment=10,post=5,chat=10' },
    entry: { type: 'string', default: 'compiled' },
    reuse: { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
  },
});
const processes = Number(args.processes);
const start = Number(args.start);
const step = Number(args.step);
const max = Number(args.max);
const stepSeconds = Number(args['step-seconds']);
const thinkMs = Number(args['think-ms']);
const warmupSeconds = Number(args['warmup-seconds']);
const entry = args.entry as ApiEntry;
const profileArgs = args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${args['cpu-prof']}`] : [];
const mix = args.mix.split(',').map((part) => {
  const [action, weight] = part.split('=');
  return { action: action as Action, weight: Number(weight) };
});
if (
  !(processes === 1 || processes === 2) ||
  !(start >= 1 && step >= 1 && max >= start && max <= CAPACITY_COMMUNITY.members) ||
  !(stepSeconds >= 1 && thinkMs >= 100 && warmupSeconds >= 0) ||
  !(entry in API_ENTRIES) ||
  !mix.every(({ action, weight }) => ACTIONS.includes(action) && weight >= 0)
) {
  throw new Error(
    'usage: npm run bench:capacity -- [--processes 1|2] [--start N] [--step N] [--max N≤10000] [--step-seconds S] ' +
      `[--think-ms T] [--warmup-seconds S] [--mix ${ACTIONS.map((a) => `${a}=W`).join(',')}] [--entry compiled|source] [--reuse] [--cpu-prof DIR]`,
  );
}
requireBuild(entry, 'or pass --entry source');
persistedId('HomeScreenQuery'); // the web app's operations are there, or say how to make them
checkOpenFileLimit(max + 200); // a socket per member, and the HTTP agent's
const databaseUrl =
  process.env.BENCH_CAPACITY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/dadhood_bench_capacity';
const databaseName = new URL(databaseUrl).pathname.slice(1);
/** The API's pool: 10 connections a process (api/src/db/database.ts). */
const POOL_SIZE = 10;
const loadAtStart = os.loadavg()[0]!;
console.log(
  `capacity: ${processes} API process(es) (${entry}), members ${start} + ${step} per step up to ${max}, ` +
    `${stepSeconds} s a step, think ${thinkMs} ms ± half, mix ${args.mix}; ` +
    `${os.availableParallelism()} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
);

const posts = CAPACITY_COMMUNITY.posts + CAPACITY_COMMUNITY.groupPosts + CAPACITY_COMMUNITY.channelPosts;
if (!args.reuse || (await rowCount(databaseUrl, 'Post')) < posts) {
  console.log(`Seeding ${CAPACITY_COMMUNITY.members.toLocaleString()} members and ${posts.toLocaleString()} posts...`);
  await seedFreshDatabase(databaseUrl, {}, () => seedInTransaction(databaseUrl, seedCapacityCommunity));
}
const admin = new pg.Client({ connectionString: Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).href });
await admin.connect();
const sessions = new pg.Client({ connectionString: databaseUrl });
await sessions.connect();
const seated = await benchMembers(sessions, max);
const tokens = await insertSessions(
  sessions,
  seated.map((m) => m.id),
);
await sessions.end();
const warmed = await warmSuggestionCaches(
  databaseUrl,
  seated.map((m) => m.id),
);
if (warmed) console.log(`Computed the suggested-connections cache of ${warmed} members.`);

const redis = {
  REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  REDIS_KEY_PREFIX: `bench_capacity_${randomBytes(4).toString('hex')}`,
};
const apis: RunningApi[] = [];
const recorder = new StepRecorder();
const stopping = new AbortController();
setMaxListeners(max + 100, stopping.signal); // every member's pause listens to it
process.once('SIGINT', () => stopping.abort());
/** Waits `ms`; false when the bench is stopping. */
const pause = (ms: number) => sleep(ms, true, { signal: stopping.signal }).catch(() => false);
const totalWeight = mix.reduce((sum, m) => sum + m.weight, 0);
function pickAction(): Action {
  let r = Math.random() * totalWeight;
  for (const { action, weight } of mix) {
    r -= weight;
    if (r < 0) return action;
  }
  return mix[0]!.action;
}

const members: SimulatedMember[] = [];
const lives: Promise<void>[] = [];
async function act(member: SimulatedMember, action: Action): Promise<void> {
  await member.act(action).catch((error: Error) => recorder.failure(`${action}: ${error.message}`));
}
async function live(member: SimulatedMember): Promise<void> {
  while (await pause(thinkMs * (0.5 + Math.random()))) await act(member, pickAction());
}
/** A member arrives within one think time: the socket and its subscriptions, then the home page. */
async function arrive(index: number): Promise<void> {
  if (!(await pause(Math.random() * thinkMs))) return;
  const seat = { index, token: tokens[index]!, chatId: seated[index]!.chatId, url: apis[index % processes]!.url };
  const member = new SimulatedMember(seat, recorder);
  members.push(member);
  await member.connect().catch((error: Error) => recorder.socketProblem(`connect: ${error.message}`));
  await act(member, 'home');
  lives.push(live(member));
}

const steps: Step[] = [];
try {
  for (let p = 0; p < processes; p++) {
    // As production runs: the image model loads at start (the scripts' default leaves it out).
    const env = { DATABASE_URL: databaseUrl, TRUST_PROXY: '1', PRELOAD_IMAGE_MODERATION: 'true' };
    apis.push(await startApi(processes > 1 ? { ...env, ...redis } : env, profileArgs, { entry }));
  }
  await Promise.all(apis.map(settled));
  for (let count = start, arrived = 0; !stopping.signal.aborted; count = Math.min(count + step, max)) {
    await Promise.all(Array.from({ length: count - arrived }, (_, i) => arrive(arrived + i)));
    arrived = count;
    if (!steps.length) await pause(warmupSeconds * 1000);
    recorder.take(); // the arrivals and the warm-up are not measured
    const sampling = await sampleResources(apis, admin, databaseName);
    if (!(await pause(stepSeconds * 1000))) {
      sampling.cancel();
      break;
    }
    const figures = recorder.take();
    steps.push({ members: count, ...figures, resources: await sampling.finish(), load: os.loadavg()[0]! });
    printStep(steps.at(-1)!);
    if (!passed(steps.at(-1)!) || count >= max) break;
  }
} finally {
  stopping.abort();
  for (const member of members) member.close();
  await Promise.all(lives);
  await Promise.all(apis.map((api) => api.stop()));
  await admin.end();
}
if (steps.length) {
  const options = { processes, thinkMs, stepSeconds, mix: args.mix, entry };
  report(steps, options, POOL_SIZE * processes, loadAtStart);
}
