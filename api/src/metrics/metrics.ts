/**
 * The process's metrics in Prometheus' format (prom-client), served at /metrics (http/metrics-route.ts): requests
 * by route, method and status with their durations; GraphQL operations by name, type and outcome; WebSocket
 * connections and running operations; the job queue's depth, failures and attempts; the database pool; and
 * Node's own (event-loop lag, memory, garbage collection, CPU). Each process has its own registry: a scrape sees
 * one process, as Prometheus expects (it adds an `instance` label per target). docs/operations.md#metrics.
 *
 * Labels stay few whatever callers send: routes are Express' patterns (`/api/posts/:id`), not paths, and an
 * operation name is kept only while fewer than MAX_OPERATION_NAMES have been seen (the web app's persisted
 * operations are about 250); later ones, and names that are not GraphQL names, count as `other`.
 */
import client from 'prom-client';

/** Request and operation durations, in seconds: 5 ms to 10 s. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const MAX_OPERATION_NAMES = 500;
const GRAPHQL_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,99}$/;

export interface SocketStats {
  connections: number;
  operations: number;
}

export interface JobStats {
  name: string;
  queued: number;
  running: number;
  failed: number;
}

export interface PoolStats {
  /** Connections open, idle among them, and queries waiting for one. */
  total: number;
  idle: number;
  waiting: number;
}

export interface Metrics {
  readonly registry: client.Registry;
  request(labels: { route: string; method: string; status: number }, seconds: number): void;
  operation(labels: { name: string | undefined; type: string; outcome: 'ok' | 'error' }, seconds: number): void;
  jobAttempt(name: string, outcome: 'done' | 'failed'): void;
  /** Where the gauges read from at each scrape. */
  sockets(read: () => SocketStats): void;
  jobs(read: () => Promise<JobStats[]>): void;
  pool(read: () => PoolStats | undefined): void;
}

/**
 * Node's own metrics, collected once per process: their collectors (an event-loop delay monitor, a garbage
 * collection observer) run for the life of the process, so every Services of it (tests make many) shares them.
 */
let processRegistry: client.Registry | undefined;
function processMetrics(): client.Registry {
  if (!processRegistry) {
    processRegistry = new client.Registry();
    client.collectDefaultMetrics({ register: processRegistry, prefix: 'dadhood_' });
  }
  return processRegistry;
}

export function createMetrics(): Metrics {
  const own = new client.Registry();

  const requests = new client.Histogram({
    name: 'dadhood_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status, and how long each took to answer.',
    labelNames: ['route', 'method', 'status'],
    buckets: DURATION_BUCKETS,
    registers: [own],
  });
  const operations = new client.Histogram({
    name: 'dadhood_graphql_operation_duration_seconds',
    help: 'GraphQL operations executed (HTTP and WebSocket) by name, type and outcome, and how long each ran.',
    labelNames: ['operation', 'type', 'outcome'],
    buckets: DURATION_BUCKETS,
    registers: [own],
  });
  const jobAttempts = new client.Counter({
    name: 'dadhood_job_attempts_total',
    help: 'Job attempts run by this process, by job and outcome.',
    labelNames: ['job', 'outcome'],
    registers: [own],
  });

  let readSockets: () => SocketStats = () => ({ connections: 0, operations: 0 });
  let readJobs: () => Promise<JobStats[]> = async () => [];
  let readPool: () => PoolStats | undefined = () => undefined;

  new client.Gauge({
    name: 'dadhood_websocket_connections',
    help: 'GraphQL WebSocket connections open on this process.',
    registers: [own],
    collect() {
      this.set(readSockets().connections);
    },
  });
  new client.Gauge({
    name: 'dadhood_websocket_operations',
    help: 'Operations (subscriptions) running on this process’s WebSocket connections.',
    registers: [own],
    collect() {
      this.set(readSockets().operations);
    },
  });
  new client.Gauge({
    name: 'dadhood_jobs',
    help: 'Jobs in the queue (all processes) by job and state: queued (waiting for their time or a worker), running, failed.',
    labelNames: ['job', 'state'],
    registers: [own],
    async collect() {
      this.reset();
      for (const job of await readJobs()) {
        for (const state of ['queued', 'running', 'failed'] as const) this.set({ job: job.name, state }, job[state]);
      }
    },
  });
  new client.Gauge({
    name: 'dadhood_db_pool_connections',
    help: 'The database pool of this process: connections open and idle, and queries waiting for one (PostgreSQL only).',
    labelNames: ['state'],
    registers: [own],
    collect() {
      this.reset();
      const pool = readPool();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });

  const names = new Set<string>();
  const operationLabel = (name: string | undefined) => {
    if (!name || !GRAPHQL_NAME.test(name)) return name ? 'other' : 'anonymous';
    if (names.has(name)) return name;
    if (names.size >= MAX_OPERATION_NAMES) return 'other';
    names.add(name);
    return name;
  };

  // One registry for the scrape: the process's metrics and these (merged once all of these are registered).
  const registry = client.Registry.merge([processMetrics(), own]);
  return {
    registry,
    request: ({ route, method, status }, seconds) =>
      requests.observe({ route, method, status: String(status) }, seconds),
    operation: ({ name, type, outcome }, seconds) =>
      operations.observe({ operation: operationLabel(name), type, outcome }, seconds),
    jobAttempt: (job, outcome) => jobAttempts.inc({ job, outcome }),
    sockets: (read) => {
      readSockets = read;
    },
    jobs: (read) => {
      readJobs = read;
    },
    pool: (read) => {
      readPool = read;
    },
  };
}
