/**
 * The Idempotency-Key header on POST and PATCH writes (REST, and GraphQL mutations over HTTP): the first successful
 * answer is stored in the same transaction as the write, so a retry with the key gets that answer back instead of
 * writing twice, even when the first answer was lost after the commit. Shared by both adapters; the rules are
 * in docs/reliability.md.
 */
import { createHash } from 'node:crypto';
import type { TxClient } from '../db/unit-of-work.js';
import { AppError, badInput } from '../domain/errors.js';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const KEYED_METHODS = new Set(['POST', 'PATCH']);

/** A keyed request: whose key (member or client address), the key, and what the request was. */
export interface KeyedRequest {
  scope: string;
  key: string;
  fingerprint: string;
}

export interface StoredAnswer {
  status: number;
  contentType: string | null;
  location: string | null;
  body: Buffer;
}

/** Thrown from the claim when the key already has an answer: the caller sends that answer instead. */
export class IdempotentReplay extends AppError {
  constructor(readonly answer: StoredAnswer) {
    super('CONFLICT', 'This request was already answered; the first answer is replayed.');
  }
}

export const keyInFlight = () =>
  new AppError(
    'CONFLICT',
    'A request with this Idempotency-Key is still being processed. Retry when it has finished.',
    {
      retryAfterSeconds: 1,
    },
  );

export const keyReused = () =>
  new AppError(
    'CONFLICT',
    'This Idempotency-Key was already used for a different request. Use a new key for each new request.',
  );

/** The header's key (a plain token, or a structured-field string in quotes); a malformed one is a 400. */
export function readIdempotencyKey(header: string | null | undefined): string | undefined {
  if (header === undefined || header === null) return undefined;
  const quoted = /^"(.*)"$/.exec(header.trim());
  const key = quoted ? quoted[1]! : header.trim();
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
    throw badInput('The Idempotency-Key header must be 1 to 255 visible ASCII characters.');
  }
  return key;
}

export function keyScope(viewerId: string | null | undefined, ipAddress: string): string {
  return viewerId ? `member:${viewerId}` : `address:${ipAddress}`;
}

/**
 * The key a request carries and whose it is, for both adapters: none for methods that take no key or a request
 * without the header. Throws 400 for a malformed key.
 */
export function requestKey(
  method: string,
  header: string | null | undefined,
  viewerId: string | null | undefined,
  ipAddress: string,
): { key: string; scope: string } | undefined {
  if (!KEYED_METHODS.has(method)) return undefined;
  const key = readIdempotencyKey(header);
  return key ? { key, scope: keyScope(viewerId, ipAddress) } : undefined;
}

/** JSON with sorted keys, so `{a, b}` and `{b, a}` are the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value instanceof Uint8Array) return JSON.stringify(createHash('sha256').update(value).digest('hex'));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** SHA-256 of the method, the path and the parsed body (files by their content). */
export function fingerprintOf(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${canonical(body)}`)
    .digest('hex');
}

/**
 * Keys of requests running in this process, per app (its client: tests run two apps side by side as two
 * processes): a retry that arrives meanwhile is told so at once, before it waits for a connection.
 */
const running = new WeakMap<object, Set<string>>();

/** Marks the key as running in `app` until the returned release is called; 409 when it already is. */
export function holdKey(app: object, scope: string, key: string): () => void {
  const id = `${scope}\n${key}`;
  let keys = running.get(app);
  if (!keys) {
    keys = new Set();
    running.set(app, keys);
  }
  if (keys.has(id)) throw keyInFlight();
  keys.add(id);
  return () => keys.delete(id);
}

/**
 * The first statements of a keyed request's transaction. The advisory lock (held until the transaction ends)
 * tells a retry running in another API process that the first is still going; the row, if any, is the answer.
 */
export async function claimKey(tx: TxClient, request: KeyedRequest): Promise<void> {
  const [lock] = await tx.$queryRaw<{ locked: boolean }[]>`
    SELECT pg_try_advisory_xact_lock(hashtextextended(${`${request.scope}\n${request.key}`}, 0)) AS locked`;
  if (!lock?.locked) throw keyInFlight();
  const stored = await tx.idempotencyKey.findUnique({
    where: { scope_key: { scope: request.scope, key: request.key } },
  });
  if (!stored || stored.expiresAt <= new Date()) return;
  if (stored.fingerprint !== request.fingerprint) throw keyReused();
  throw new IdempotentReplay({
    status: stored.status,
    contentType: stored.contentType,
    location: stored.location,
    body: Buffer.from(stored.body),
  });
}

/** Stores the answer with the write (an expired row for the key is replaced). */
export async function storeAnswer(
  tx: TxClient,
  request: KeyedRequest,
  answer: StoredAnswer,
  now = new Date(),
): Promise<void> {
  const row = {
    fingerprint: request.fingerprint,
    status: answer.status,
    contentType: answer.contentType,
    location: answer.location,
    body: new Uint8Array(answer.body),
    createdAt: now,
    expiresAt: new Date(now.getTime() + KEY_LIFETIME_MS),
  };
  await tx.idempotencyKey.upsert({
    where: { scope_key: { scope: request.scope, key: request.key } },
    create: { scope: request.scope, key: request.key, ...row },
    update: row,
  });
}
