/**
 * The app's connections to Redis (REDIS_URL), made to fail safe (docs/reliability.md). A command is answered or
 * fails within REDIS_TIMEOUT_MS; once a connection has failed, commands on it fail at once while it is down instead
 * of waiting in a queue; every client has an 'error' listener, so nothing Redis does can end the process. A health
 * state kept up to date in the background (a PING on each connection every second, and the connections' own
 * events) tells /readyz and the event bus whether Redis answers, without a round trip of theirs. Connections come
 * back by themselves.
 */
import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from 'pino';

/** How often each connection is asked PING. */
export const REDIS_CHECK_EVERY_MS = 1_000;
/** Reconnection attempts back off to at most this (ioredis' default is 2 s), so a return is noticed soon. */
const MAX_RECONNECT_DELAY_MS = 1_000;
/** PINGs missed in a row before a connection counts as silent (one can be an event-loop stall of ours). */
const MISSES_TO_FAIL = 2;

/** 'starting': no verdict yet (the first connection is being made); then 'up' or 'down'. */
export type RedisState = 'starting' | 'up' | 'down';

export interface RedisHealth {
  /** 'up' when every connection is open and answered its last PING in time; 'down' when one is not. */
  readonly state: RedisState;
  /** What went wrong last, while not up. */
  readonly problem: string | undefined;
  /** One connection's own state. */
  stateOf(client: Redis): RedisState;
  /**
   * Calls `listener` each time Redis answers again after being down: what other processes published meanwhile
   * never arrived here, so whoever follows their events catches up. Returns a function that stops it.
   */
  onRecovered(listener: () => void): () => void;
}

/**
 * 'commands': a command fails after the timeout. Until the first connection is made, commands wait for it (up to
 * the timeout); after a failure they fail at once while the connection is down, and what was in flight when it
 * broke is dropped, not sent late. 'publisher': the same, but its callers bound their waits themselves, with
 * `withinDeadline` (ioredis' own timer cannot tell a silent server from a busy event loop here, and a publish
 * wrongly given up is delivered twice). 'subscriber': SUBSCRIBE and UNSUBSCRIBE wait for the connection and are
 * sent in order when it is back (callers bound their waits with `withinDeadline`), and ioredis subscribes again to
 * every channel it held.
 */
export type RedisRole = 'commands' | 'publisher' | 'subscriber';

export interface RedisConnection {
  /** 'Redis at host:port', for logs. */
  description: string;
  timeoutMs: number;
  health: RedisHealth;
  /** A new connection, watched by `health` and closed by `close()`. */
  client(role: RedisRole, options?: Pick<RedisOptions, 'enableAutoPipelining'>): Redis;
  close(): Promise<void>;
}

/**
 * `work`, or a rejection if it has not settled `ms` after the call. The verdict waits one turn of the event loop
 * past the timer, so an answer that arrived while this process was busy (a stall longer than `ms`) still counts:
 * timers run before pending I/O is read, setImmediate after.
 */
export function withinDeadline<T>(ms: number, work: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(
      () => setImmediate(() => settled || reject(new Error(`Redis did not answer within ${ms} ms`))),
      ms,
    );
    work.then(
      (value) => {
        settled = true;
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        settled = true;
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function optionsFor(role: RedisRole, timeoutMs: number): RedisOptions {
  const common: RedisOptions = {
    connectTimeout: timeoutMs,
    retryStrategy: (attempt) => Math.min(attempt * 50, MAX_RECONNECT_DELAY_MS),
  };
  // Where callers bound their own waits, this only ends a handshake that never completes.
  const backstop = 4 * timeoutMs;
  if (role === 'subscriber') return { ...common, commandTimeout: backstop, maxRetriesPerRequest: null };
  const commandTimeout = role === 'publisher' ? backstop : timeoutMs;
  return { ...common, commandTimeout, maxRetriesPerRequest: 0, autoResendUnfulfilledCommands: false };
}

interface Watched {
  role: RedisRole;
  state: RedisState;
  misses: number;
  pinging: boolean;
}

export function connectRedis(
  url: string,
  { timeoutMs, logger }: { timeoutMs: number; logger?: Logger | undefined },
): RedisConnection {
  const clients = new Map<Redis, Watched>();
  let overall: RedisState = 'starting';
  let problem: string | undefined = 'connecting';
  let closed = false;
  const recovered = new Set<() => void>();

  const settle = () => {
    const states = [...clients.values()].map((w) => w.state);
    const next: RedisState = states.includes('down')
      ? 'down'
      : states.length && states.every((s) => s === 'up')
        ? 'up'
        : overall;
    if (next === overall) return;
    if (next === 'up') logger?.info(`Redis answers${overall === 'down' ? ' again' : ''}`);
    else
      logger?.warn(
        { problem },
        'Redis does not answer: rate limits count in this process and live events stay in it meanwhile',
      );
    const wasDown = overall === 'down';
    overall = next;
    if (next === 'up') problem = undefined;
    if (next === 'up' && wasDown) for (const listener of recovered) listener();
  };
  const mark = (client: Redis, watched: Watched, state: RedisState, why?: string) => {
    if (closed) return;
    watched.state = state;
    if (why) problem = why;
    // From the first failure on, a command while disconnected fails at once (a rate limit counts in memory).
    if (state === 'down' && watched.role !== 'subscriber') client.options.enableOfflineQueue = false;
    settle();
  };

  const ping = (client: Redis, watched: Watched) => {
    if (watched.pinging || client.status !== 'ready') return;
    watched.pinging = true;
    withinDeadline(timeoutMs, client.ping())
      .then(
        () => {
          watched.misses = 0;
          mark(client, watched, 'up');
        },
        (error: Error) => {
          watched.misses += 1;
          if (watched.misses < MISSES_TO_FAIL) return;
          mark(client, watched, 'down', error.message);
          // Still "ready" but silent: a half-open connection or a hung server. Make the connection again.
          if (client.status === 'ready') client.disconnect(true);
        },
      )
      .finally(() => {
        watched.pinging = false;
        // A miss is checked again at once rather than a second later.
        if (watched.misses > 0 && watched.misses < MISSES_TO_FAIL) ping(client, watched);
      });
  };
  const timer = setInterval(() => {
    for (const [client, watched] of clients) ping(client, watched);
  }, REDIS_CHECK_EVERY_MS);
  timer.unref();

  const { host, port } = new URL(url);
  return {
    description: `Redis at ${host}:${port || 6379}`,
    timeoutMs,
    health: {
      get state() {
        return overall;
      },
      get problem() {
        return problem;
      },
      stateOf: (client) => clients.get(client)?.state ?? 'down',
      onRecovered(listener) {
        recovered.add(listener);
        return () => recovered.delete(listener);
      },
    },
    client(role, options = {}) {
      const client = new Redis(url, { ...optionsFor(role, timeoutMs), ...options });
      const watched: Watched = { role, state: 'starting', misses: 0, pinging: false };
      clients.set(client, watched);
      client.on('error', (error: Error) => mark(client, watched, 'down', error.message));
      client.on('close', () => mark(client, watched, 'down', problem ?? 'connection closed'));
      // Up once it answers a PING: for a subscriber that also means its channels are subscribed again (ioredis
      // sends those SUBSCRIBEs before 'ready' is emitted).
      client.on('ready', () => ping(client, watched));
      return client;
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await Promise.all(
        [...clients.keys()].map((client) =>
          client.status === 'ready'
            ? client.quit().then(
                () => undefined,
                () => client.disconnect(),
              )
            : client.disconnect(),
        ),
      );
      clients.clear();
    },
  };
}
