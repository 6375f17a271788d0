/**
 * Recognises "the database cannot be reached right now" among the errors Prisma, its driver adapters and `pg`
 * throw, so both adapters answer 503 with Retry-After (try again soon) instead of 500 (our bug). The pg pool and
 * Prisma's adapter reconnect by themselves once the database is back: nothing needs restarting.
 */
import { serviceUnavailable, type AppError } from '../domain/errors.js';

/** How long a client should wait before retrying: a PostgreSQL restart or failover takes seconds. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/**
 * Prisma: P1001 can't reach, P1002 timed out, P1008 operation timed out, P1017 server closed the connection,
 * P2024 pool timeout, P2028 transaction could not start in time or expired, P2034 write conflict or deadlock
 * (PostgreSQL asks for a retry).
 */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2028', 'P2034']);

/** Driver-adapter error kinds (@prisma/driver-adapter-utils MappedError) that mean the connection failed. */
const ADAPTER_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
  'TransactionAlreadyClosed',
  'TransactionWriteConflict',
]);

/**
 * SQLSTATE: admin/crash shutdown, cannot connect now, too many connections, class 08 (connection), a statement
 * cancelled (57014: it outran the statement timeout, DATABASE_STATEMENT_TIMEOUT_MS), and 40001/40P01 (retry).
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '57014', '53300', '40001', '40P01']);

/** Socket errors from node:net while connecting or talking to the server. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** `pg` reports a lost or unobtainable connection with plain Errors and these messages. */
const PG_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
];

function matches(value: Record<string, unknown>): boolean {
  const code = typeof value.code === 'string' ? value.code : undefined;
  const originalCode = typeof value.originalCode === 'string' ? value.originalCode : undefined;
  const kind = typeof value.kind === 'string' ? value.kind : undefined;
  const message = typeof value.message === 'string' ? value.message : '';
  for (const state of [code, originalCode]) {
    if (state && (SQLSTATES.has(state) || /^08[0-9A-Z]{3}$/.test(state))) return true;
  }
  if (code && (PRISMA_CODES.has(code) || SOCKET_CODES.has(code))) return true;
  if (kind && ADAPTER_KINDS.has(kind)) return true;
  return PG_MESSAGES.some((pattern) => pattern.test(message));
}

/** Looks through the error, its `cause` chain and Prisma's `meta.driverAdapterError` (a few levels deep). */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const value = error as Record<string, unknown>;
  if (matches(value)) return true;
  const meta = value.meta as Record<string, unknown> | undefined;
  return (
    isDatabaseUnavailable(value.cause, depth + 1) ||
    isDatabaseUnavailable(meta?.driverAdapterError, depth + 1) ||
    isDatabaseUnavailable(value.originalError, depth + 1)
  );
}

export function databaseUnavailable(): AppError {
  return serviceUnavailable(
    'The database cannot be reached right now. Please try again in a few seconds.',
    OUTAGE_RETRY_AFTER_SECONDS,
  );
}

/** The 503 AppError for an outage, or undefined for anything else. */
export function asOutage(error: unknown): AppError | undefined {
  return isDatabaseUnavailable(error) ? databaseUnavailable() : undefined;
}
