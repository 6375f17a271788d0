/**
 * How a live benchmark (`bench:live`, `bench:chat`) runs, over ./live-shared.mts: its API processes over a fresh
 * database, the figures of one round's deliveries, the median round, and the end of the run.
 */
import { randomBytes } from 'node:crypto';
import type WebSocket from 'ws';
import { percentile, recreateDatabase, round1, startLiveServer, type LiveServer } from './live-shared.mjs';

/**
 * Drops and makes the database again and starts the API on it (which applies the migrations), then `seed`s it;
 * with two processes, the second starts on the seeded database and both share Redis (REDIS_URL, default
 * redis://127.0.0.1:6379) under one key prefix. `name` names the prefix and the CPU profiles' folder.
 */
export async function startLiveServers<Seeded>(options: {
  name: string;
  databaseUrl: string;
  processes: number;
  seed: () => Promise<Seeded>;
}): Promise<{ servers: LiveServer[]; seeded: Seeded }> {
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  await recreateDatabase(options.databaseUrl);
  const prefix = `bench_${options.name}_${randomBytes(4).toString('hex')}`;
  const start = () =>
    startLiveServer({
      databaseUrl: options.databaseUrl,
      redisUrl: options.processes > 1 ? redisUrl : '',
      redisKeyPrefix: prefix,
      profileDir: `/tmp/${options.name}-prof`,
    });
  const servers = [await start()]; // the first applies the migrations
  const seeded = await options.seed();
  if (options.processes > 1) servers.push(await start());
  return { servers, seeded };
}

/** A round's delivery times, sorted (ms from the moment it began): p50, p99 and the last. */
export const deliveryFigures = (sorted: number[]) => ({
  p50Ms: round1(percentile(sorted, 0.5)),
  p99Ms: round1(percentile(sorted, 0.99)),
  lastMs: round1(sorted.at(-1)!),
});

/** The median round by p99: what the JSON on a benchmark's last line reports. */
export const medianByP99 = <T extends { p99Ms: number }>(results: T[]) =>
  [...results].sort((a, b) => a.p99Ms - b.p99Ms)[Math.floor((results.length - 1) / 2)]!;

/** Closes the subscribers' sockets, then stops the API processes. */
export async function endLiveRun(sockets: WebSocket[], servers: LiveServer[]): Promise<void> {
  for (const socket of sockets) socket.terminate();
  await Promise.all(servers.map((s) => s.stop()));
}
