/**
 * What bench:capacity reads of the machine during a step, to say what saturates first: the API processes' CPU
 * (all threads, and the main thread, where Node runs JavaScript) and resident memory from /proc, their event
 * loop's delay from their /metrics, the CPU of the PostgreSQL processes working on the bench's database (their
 * pids from pg_stat_activity, sampled every second: the server may serve other databases, and other engineers,
 * too) with how many of the API's connections are running a statement or sit idle inside a transaction (a write
 * waiting for the API between its statements), the whole machine's CPU with the threads ready to run per core
 * (sampled every second: the average busy share hides the bursts in which requests wait for a core), and this
 * process's own.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import type { RunningApi } from '../lib/app-process.mjs';
import { eventLoopDelayMs } from './api-probes.mjs';
import { machineCpuTicks, mainThreadCpuMs, processCpuMs, runnableThreads, treeRssMb } from './proc-stats.mjs';

export interface Resources {
  /** All API processes, all threads: % of one core. */
  apiCpuPercent: number;
  /** The busiest API process's main thread: % of one core. */
  mainThreadPercent: number;
  /** The worst API process's event-loop delay over the step, ms. */
  lagP99Ms: number;
  lagMaxMs: number;
  /** All API processes at the end of the step. */
  apiRssMb: number;
  /** The bench database's backends: cores used, and how many ran a statement (the mean of the samples). */
  postgresCores: number;
  postgresActive: number;
  /** Of those, how many were waiting for a lock another held (the mean of the samples). */
  postgresLockWaits: number;
  /** The bench database's client connections idle inside a transaction (the mean of the samples). */
  postgresIdleInTransaction: number;
  /** All the machine's cores: % busy. */
  machinePercent: number;
  /** Threads running or ready to run, per core (the mean of the samples, this bench's sampling thread included). */
  runnablePerCore: number;
  /** This process, the load generator: % of one core. */
  benchPercent: number;
  /** What the rest of the machine used (other databases' backends, other engineers' work): cores. */
  otherCores: number;
}

export type Resource = 'api-cpu' | 'event-loop' | 'postgres' | 'machine-cpu';

/** Where each resource counts as saturated. */
export const LIMITS = {
  /** Node runs JavaScript on one thread: near a whole core, requests queue behind each other. */
  mainThreadPercent: 90,
  /** The event loop's p99 delay: every request and socket event waits this long before it is even read. */
  lagP99Ms: 50,
  /** PostgreSQL: near the machine's cores, or near every pool connection busy with a statement. */
  postgresShareOfCores: 0.9,
  postgresShareOfPool: 0.9,
  /**
   * The machine's cores, whoever uses them. A request hops between the API and PostgreSQL several times, each time
   * waiting for a core: here p95 broke at 82 % busy with no process at its own limit (docs/benchmarks.md).
   */
  machinePercent: 80,
};

/** How close each resource is to its limit (1: at it). `poolSize`: the API processes' connections together. */
export function shareOfLimits(r: Resources, poolSize: number): Record<Resource, number> {
  const cores = os.availableParallelism();
  return {
    'api-cpu': r.mainThreadPercent / LIMITS.mainThreadPercent,
    'event-loop': r.lagP99Ms / LIMITS.lagP99Ms,
    postgres: Math.max(
      r.postgresCores / (LIMITS.postgresShareOfCores * cores),
      r.postgresActive / (LIMITS.postgresShareOfPool * poolSize),
    ),
    'machine-cpu': r.machinePercent / LIMITS.machinePercent,
  };
}

/** Starts reading; `finish()` ends the step and gives what was used during it, `cancel()` only ends it. */
export async function sampleResources(apis: RunningApi[], admin: pg.Client, database: string) {
  const started = performance.now();
  const apiCpu = apis.map((api) => processCpuMs(api.pid));
  const mainThread = apis.map((api) => mainThreadCpuMs(api.pid));
  const machine = machineCpuTicks();
  const bench = process.cpuUsage();
  await Promise.all(apis.map((api) => eventLoopDelayMs(api.url))); // the monitors start afresh from here

  const backends = new Map<number, number>();
  let postgresMs = 0;
  let activeSum = 0;
  let lockWaitSum = 0;
  let idleInTransactionSum = 0;
  let runnableSum = 0;
  let samples = 0;
  const samplePostgres = async () => {
    // Every process working on the database: the API's connections, their parallel workers, autovacuum's.
    const runnable = runnableThreads();
    const { rows } = await admin.query<{ pid: number; active: boolean; waiting: boolean; idleInTransaction: boolean }>(
      `SELECT pid, backend_type = 'client backend' AND state = 'active' AS active,
              backend_type = 'client backend' AND wait_event_type = 'Lock' AS waiting,
              backend_type = 'client backend' AND state = 'idle in transaction' AS "idleInTransaction"
       FROM pg_stat_activity WHERE datname = $1`,
      [database],
    );
    for (const { pid } of rows) {
      const ms = processCpuMs(pid);
      // A backend first seen after the first sample was started since the one before: all its time counts.
      postgresMs += samples === 0 ? 0 : ms - (backends.get(pid) ?? 0);
      backends.set(pid, ms);
    }
    activeSum += rows.filter((row) => row.active).length;
    lockWaitSum += rows.filter((row) => row.waiting).length;
    idleInTransactionSum += rows.filter((row) => row.idleInTransaction).length;
    runnableSum += runnable;
    samples += 1;
  };
  // One sample at a time; a failed one is said and skipped.
  const sample = () =>
    samplePostgres().catch((error: Error) => console.error(`  PostgreSQL sample failed: ${error.message}`));
  let chain = sample();
  const timer = setInterval(() => {
    chain = chain.then(sample);
  }, 1000);

  return {
    /** Stops sampling without a reading (the bench is stopping; the API may be gone). */
    cancel(): void {
      clearInterval(timer);
    },
    async finish(): Promise<Resources> {
      clearInterval(timer);
      await chain.then(sample);
      const ms = performance.now() - started;
      const percentOfCore = (cpuMs: number) => Math.round((cpuMs / ms) * 1000) / 10;
      const lags = await Promise.all(apis.map((api) => eventLoopDelayMs(api.url)));
      const machineNow = machineCpuTicks();
      const benchNow = process.cpuUsage(bench);
      const apiCpuPercent = percentOfCore(apis.reduce((sum, api, i) => sum + processCpuMs(api.pid) - apiCpu[i]!, 0));
      const benchPercent = percentOfCore((benchNow.user + benchNow.system) / 1000);
      const postgresCores = Math.round(postgresMs / ms / 0.01) / 100;
      const machineShare = (machineNow.busy - machine.busy) / (machineNow.total - machine.total);
      const otherCores =
        machineShare * os.availableParallelism() - (apiCpuPercent + benchPercent) / 100 - postgresCores;
      return {
        apiCpuPercent,
        mainThreadPercent: Math.max(...apis.map((api, i) => percentOfCore(mainThreadCpuMs(api.pid) - mainThread[i]!))),
        lagP99Ms: Math.round(Math.max(...lags.map((lag) => lag.p99)) * 10) / 10,
        lagMaxMs: Math.round(Math.max(...lags.map((lag) => lag.max)) * 10) / 10,
        apiRssMb: apis.reduce((sum, api) => sum + treeRssMb(api.pid), 0),
        postgresCores,
        postgresActive: Math.round((activeSum / samples) * 10) / 10,
        postgresLockWaits: Math.round((lockWaitSum / samples) * 10) / 10,
        postgresIdleInTransaction: Math.round((idleInTransactionSum / samples) * 10) / 10,
        machinePercent: Math.round(machineShare * 100),
        runnablePerCore: Math.round((runnableSum / samples / os.availableParallelism()) * 10) / 10,
        benchPercent,
        otherCores: Math.max(0, Math.round(otherCores * 100) / 100),
      };
    },
  };
}
