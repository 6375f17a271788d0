/**
 * `npm run bench:stall [-- --database pglite|postgres|both]`: plays every attack that used to stall or crash the
 * server against a real one (the production build of `npm start`, on a fresh database) while a second client asks
 * `/readyz` every 100 ms from its own thread, and prints for each attack the answers it got and the slowest
 * `/readyz` seen meanwhile. It plays them twice (BENCH_ROUNDS), leaving the server idle for a minute after each
 * round (BENCH_IDLE_SECONDS), and prints its memory before the attacks and after each idle minute: what a round
 * grows and the idle minute does not give back, the next round grows again if it is a leak. Redis faults get servers of their own: one whose
 * REDIS_URL is a closed port, one whose Redis accepts connections and never answers.
 * Fails (exit 1) when a /readyz took longer than BENCH_STALL_BUDGET_MS (250), a server died, or the last round kept
 * more than 32 MB beyond the first. Last line: JSON.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort, startApi, type RunningApi } from '../lib/app-process.mjs';
import { mainAttacks, makeWorld, redisAttacks, type Attack, type AttackWorld } from './stall-attacks.mjs';
import { startReadyzProbe } from './stall-probe.mjs';
import { startSilentServer } from '../../api/src/testing/silent-server.js';

const { values: args } = parseArgs({ options: { database: { type: 'string', default: 'both' } } });
const budgetMs = Number(process.env.BENCH_STALL_BUDGET_MS ?? 250);
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
/** RSS a round may keep after its idle minute beyond the round before (allocator and heap noise). */
const keptBudgetMb = 32;
const postgresAdminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Settings of every server here: no new-account limits or registration throttle in the way of the attackers. */
const BASE_ENV = {
  NEW_ACCOUNT_HOURS: '0',
  REGISTRATIONS_PER_HOUR: '1000',
  ADMIN_EMAILS: 'stall-admin@example.com',
};

interface Row {
  database: string;
  attack: string;
  answer: string;
  slowestReadyzMs: number;
  readyzStatuses: Record<string, number>;
}

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.match(/\d+/)?.[0] ?? 0) / 1024);
};
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function play(
  database: string,
  api: RunningApi,
  world: AttackWorld,
  attacks: Attack[],
  rows: Row[],
): Promise<void> {
  const probe = startReadyzProbe(api.url);
  try {
    for (const attack of attacks) {
      probe.reset();
      let answer: string;
      try {
        answer = await attack.run(world);
      } catch (error) {
        answer = `failed: ${(error as Error).message}`;
      }
      // Give /readyz a moment after the answer: work the request left behind (a stalled loop) shows here.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const reading = await probe.read();
      if (!alive(api.pid)) answer += ' (the server died)';
      const row = {
        database,
        attack: attack.name,
        answer,
        slowestReadyzMs: Math.round(reading.slowestMs),
        readyzStatuses: reading.statuses,
      };
      rows.push(row);
      const statuses = Object.entries(reading.statuses)
        .map(([s, n]) => `${n}x${s}`)
        .join(' ');
      console.log(`[${database}] ${attack.name}: ${answer}; slowest /readyz ${row.slowestReadyzMs} ms (${statuses})`);
      if (!alive(api.pid)) break;
    }
  } finally {
    await probe.stop();
  }
}

async function postgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `dadhood_bench_stall_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = Object.assign(new URL(postgresAdminUrl), { pathname: `/${name}` }).toString();
  return {
    url,
    async drop() {
      const client = new pg.Client({ connectionString: postgresAdminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

const rows: Row[] = [];
/** The server's RSS before the attacks, then after each round of them and a minute idle. */
const memory: Record<string, { beforeMb: number; afterRoundsIdleMb: number[] }> = {};
const databases = args.database === 'both' ? ['pglite', 'postgres'] : [args.database!];

for (const database of databases) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dadhood-stall-'));
  const pgDatabase = database === 'postgres' ? await postgresDatabase() : undefined;
  const api = await startApi({ ...BASE_ENV, DATA_DIR: dataDir, DATABASE_URL: pgDatabase?.url ?? '' });
  try {
    const world = await makeWorld(api.url);
    const figures = { beforeMb: rssMb(api.pid), afterRoundsIdleMb: [] as number[] };
    memory[database] = figures;
    // The first round grows what only grows once (PGlite's WebAssembly memory, compiled code, caches); a leak
    // grows again in the next round.
    for (let round = 1; round <= rounds && alive(api.pid); round++) {
      await play(rounds > 1 ? `${database} round ${round}` : database, api, world, mainAttacks, rows);
      await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
      figures.afterRoundsIdleMb.push(rssMb(api.pid));
    }
    console.log(
      `[${database}] memory (RSS): ${figures.beforeMb} MB before the attacks; after each round and ${idleSeconds} s idle: ${figures.afterRoundsIdleMb.map((mb) => `${mb} MB`).join(', ')}`,
    );
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await pgDatabase?.drop();
  }
}

// Redis faults: a closed port, and a server that accepts and never answers. PGlite: the database is not the point.
const silent = await startSilentServer();
for (const [name, redisUrl] of [
  ['redis closed port', `redis://127.0.0.1:${await freePort()}`],
  ['redis silent', `redis://127.0.0.1:${silent.port}`],
] as const) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dadhood-stall-'));
  const api = await startApi({ ...BASE_ENV, DATA_DIR: dataDir, REDIS_URL: redisUrl }, [], { readyPath: '/healthz' });
  try {
    const world = await makeWorld(api.url);
    await play(name, api, world, redisAttacks, rows);
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
await silent.close();

const slowest = Math.max(...rows.map((r) => r.slowestReadyzMs));
const died = rows.filter((r) => r.answer.includes('the server died'));
// What the last round kept after its idle minute beyond what the first kept: a leak's growth per round.
const keptMb = Math.max(0, ...Object.values(memory).map(({ afterRoundsIdleMb: m }) => m[m.length - 1]! - m[0]!));
console.log(
  `slowest /readyz of all: ${slowest} ms (budget ${budgetMs} ms); servers that died: ${died.length}; ` +
    `memory kept from round to round: ${keptMb} MB (budget ${keptBudgetMb} MB)`,
);
console.log(JSON.stringify({ budgetMs, slowestReadyzMs: slowest, keptMb, loadAverage: os.loadavg()[0], memory, rows }));
if (slowest > budgetMs || died.length || keptMb > keptBudgetMb) process.exitCode = 1;
