/**
 * What the live benchmarks (`bench:live`, `bench:chat`) share: a fresh PostgreSQL database, members and their
 * sessions seeded in SQL, the API forked as scripts/bench/live-server.mts (it counts its SQL statements and
 * reports them, its CPU time and its memory over IPC), and graphql-transport-ws subscribers on plain `ws`
 * sockets, each from a made-up address of its own.
 */
import { fork } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { SESSION_COOKIE } from '../../api/src/http/auth.js';
import { apiEnvironment, benchApiEntry, freePort, requireBuild } from '../lib/app-process.mjs';
import type { LiveServerMessage } from './live-server.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** This process holds one socket per subscriber: say so plainly rather than fail with EMFILE half-way. */
export function checkOpenFileLimit(sockets: number): void {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  const soft = Number(line?.split(/\s{2,}/)[1]);
  if (Number.isFinite(soft) && soft < sockets + 500) {
    throw new Error(
      `${sockets} sockets need a higher open-file limit than ${soft}: run \`ulimit -n ${sockets + 1000}\` first`,
    );
  }
}

export async function recreateDatabase(databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
}

/**
 * `count` members named `${prefix}1`, `${prefix}2`, ... in one statement; their ids in that order. They joined a
 * month ago and verified their address: established members, past the new-account limits and the verified-address
 * rules (docs/safety.md), who get mail for what their settings say, as most members do.
 */
export async function insertMembers(client: pg.Client, prefix: string, count: number): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO "User" (id, email, username, "passwordHash", "firstName", "lastName", "dadType", location, "joinedAt",
                         "emailVerifiedAt", "updatedAt")
     SELECT gen_random_uuid(), $1 || n || '@example.com', $1 || n, 'no password: signed in by session',
            'Live', 'Dad ' || n, 'experienced', 'Austin, TX', now() - interval '30 days', now() - interval '30 days', now()
     FROM generate_series(1, $2::int) AS n
     RETURNING id`,
    [prefix, count],
  );
  return rows.map((r) => r.id);
}

/**
 * A session for each member, in one statement; the tokens as a browser's cookie holds them (the database
 * keeps their SHA-256, domain/sessions), in the members' order.
 */
export async function insertSessions(client: pg.Client, userIds: readonly string[]): Promise<string[]> {
  const tokens = userIds.map(() => randomBytes(32).toString('base64url'));
  await client.query(
    `INSERT INTO "Session" (id, "userId", "expiresAt")
     SELECT s.id, s.user_id, now() + interval '30 days' FROM unnest($1::text[], $2::uuid[]) AS s(id, user_id)`,
    [tokens.map((t) => createHash('sha256').update(t).digest('hex')), userIds],
  );
  return tokens;
}

export interface ServerStats {
  /** SQL statements sent so far. */
  statements: number;
  heapUsed: number;
  rss: number;
  /** CPU time so far, the bench's forced GCs left out. */
  cpuMs: number;
}

export interface LiveServer {
  url: string;
  /** Once the server's background work is done, after a full GC. */
  stats(): Promise<ServerStats>;
  stop(): Promise<void>;
}

/**
 * Forks scripts/bench/live-server.mts on a free port, running the compiled build unless BENCH_API_ENTRY=source.
 * `redisUrl` empty: the in-memory event bus. Node flags from BENCH_NODE_ARGS; BENCH_CPU_PROF=1 writes a CPU
 * profile to `profileDir`.
 */
export async function startLiveServer(options: {
  databaseUrl: string;
  redisUrl: string;
  redisKeyPrefix: string;
  profileDir: string;
}): Promise<LiveServer> {
  requireBuild(benchApiEntry());
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = fork(path.join(import.meta.dirname, 'live-server.mts'), [], {
    cwd: repoRoot,
    execArgv: [
      '--import',
      'tsx',
      '--expose-gc',
      ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : []),
    ],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: apiEnvironment(port, {
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
      REDIS_KEY_PREFIX: options.redisKeyPrefix,
      // Each subscriber comes from an address of its own (X-Forwarded-For), as members do: the per-address
      // GraphQL budget would otherwise refuse thousands of subscriptions from 127.0.0.1.
      TRUST_PROXY: '1',
    }),
  });
  const next = (type: LiveServerMessage['type']) =>
    new Promise<LiveServerMessage>((resolve, reject) => {
      const onMessage = (message: LiveServerMessage) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message);
      };
      const onExit = (code: number | null) => reject(new Error(`the API process exited (${code})`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  await next('ready');
  return {
    url,
    async stats() {
      const reply = next('stats');
      child.send({ type: 'stats' });
      const { type: _type, ...stats } = (await reply) as Extract<LiveServerMessage, { type: 'stats' }>;
      return stats;
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'stop' });
      await exited;
    },
  };
}

/** The sum over the servers of what changed between two `stats()` readings. */
export function statsDelta(before: readonly ServerStats[], after: readonly ServerStats[]): ServerStats {
  const sum = (key: keyof ServerStats) => after.reduce((total, s, i) => total + s[key] - before[i]![key], 0);
  return { statements: sum('statements'), heapUsed: sum('heapUsed'), rss: sum('rss'), cpuMs: sum('cpuMs') };
}

/** A made-up client address for member `i` (10.0.0.0/8). */
export const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/** The headers a member's browser sends to the API at `url`. */
export function memberHeaders(url: string, token: string, address: string): Record<string, string> {
  return { cookie: `${SESSION_COOKIE}=${token}`, origin: url, 'x-forwarded-for': address };
}

/**
 * One member's subscription: a graphql-transport-ws socket running `query`; `onData` hears each result's data.
 * Resolves with the socket on the first result when `untilFirstResult` (a subscription that starts with the
 * current value), else once the subscribe message is sent (the bench then checks delivery itself). A message
 * the bench does not expect rejects before that, and is reported on stderr after.
 */
export function subscribe(
  url: string,
  member: { token: string; address: string },
  query: string,
  onData: (data: Record<string, unknown>) => void,
  untilFirstResult: boolean,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
      headers: memberHeaders(url, member.token, member.address),
    });
    let settled = false;
    const settle = () => {
      if (!settled) resolve(socket);
      settled = true;
    };
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { type: string; payload?: { data?: Record<string, unknown> } };
      if (message.type === 'connection_ack') {
        socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query } }));
        if (!untilFirstResult) settle();
      } else if (message.type === 'ping') {
        socket.send(JSON.stringify({ type: 'pong' }));
      } else if (message.type === 'next' && message.payload?.data) {
        onData(message.payload.data);
        settle();
      } else if (settled) {
        console.error(`  unexpected message on a subscription: ${String(raw)}`);
      } else {
        reject(new Error(`unexpected message: ${String(raw)}`));
      }
    });
    socket.on('error', reject);
  });
}

export async function inBatches<T>(
  items: T[],
  size: number,
  run: (item: T, index: number) => Promise<void>,
): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map((item, i) => run(item, start + i)));
  }
}

export const percentile = (sorted: number[], q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;
export const round1 = (ms: number) => Math.round(ms * 10) / 10;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `done` comes true or `ms` pass; whether it came true. */
export async function until(done: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await sleep(5);
  return done();
}
