/**
 * Idempotency-Key over REST and GraphQL: a retry gets the first answer back without writing again, the same key
 * with another request is refused, a retry while the first still runs gets 409, and only successes are kept.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sweepExpired } from '../domain/maintenance.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { testDatabaseKind } from '../testing/databases.js';
import { signedInMember, uniqueDigits } from '../testing/factories.js';
import type { HttpClient } from '../testing/http-client.js';
import { refuseMarkedSessions } from '../testing/refusals.js';
import { holdTransaction } from '../testing/held-transaction.js';
import { holdKey, keyScope } from './idempotency.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await refuseMarkedSessions(app.db);
});
afterAll(async () => {
  await app?.close();
});

let counter = 0;
const newKey = () => {
  counter += 1;
  return `key-${Date.now()}-${counter}`;
};
const keyed = (key: string, extra: Record<string, string> = {}) => ({ 'Idempotency-Key': key, ...extra });

const newMember = () => {
  const id = uniqueDigits();
  return {
    email: `joiner.${id}@example.com`,
    username: `joiner_${id}`,
    password: 'a-long-password',
    confirmAdult: true,
  };
};

function graphqlPost(
  client: HttpClient,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string>,
) {
  return client.post('/graphql', { json: { query, variables } }, headers);
}

/**
 * Holds the first write of a registration (a table lock on PostgreSQL; PGlite's one connection is busy anyway)
 * until `release` is called.
 */
function blockRegistrations() {
  const { held, release } = holdTransaction(
    app.services.prisma,
    (tx) => tx.$executeRaw`LOCK TABLE "User" IN SHARE ROW EXCLUSIVE MODE`,
    { timeout: 30_000 },
  );
  return { isLocked: held, release };
}

/** Waits until a request holding `key` for `scope` is running in the app (probing holds nothing: it is synchronous). */
async function untilRunning(scope: string, key: string) {
  await vi.waitFor(
    () => {
      let release: (() => void) | undefined;
      try {
        release = holdKey(app.services.prisma, scope, key);
      } catch {
        return;
      }
      release();
      throw new Error('the first request is not running yet');
    },
    { timeout: 15_000, interval: 10 },
  );
}

describe('Idempotency-Key on /api', () => {
  it('replays the first answer to a retry, marked, without writing again', async () => {
    const { user, client } = await signedInMember(app);
    const key = newKey();
    const first = await client.post('/api/posts', { json: { content: 'Once only' } }, keyed(key));
    expect(first.status).toBe(201);
    const firstBody = await first.text();

    const retry = await client.post('/api/posts', { json: { content: 'Once only' } }, keyed(key));
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.headers.get('content-type')).toMatch(/application\/json/);
    expect(await retry.text()).toBe(firstBody);
    expect(await app.services.prisma.post.count({ where: { authorId: user.id } })).toBe(1);
  });

  it('refuses the same key with a different request (409), and keeps keys per member', async () => {
    const { user, client } = await signedInMember(app);
    const key = newKey();
    expect((await client.post('/api/posts', { json: { content: 'First' } }, keyed(key))).status).toBe(201);
    const other = await client.post('/api/posts', { json: { content: 'Something else' } }, keyed(key));
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({ message: expect.stringMatching(/already used for a different request/) });
    expect(await app.services.prisma.post.count({ where: { authorId: user.id } })).toBe(1);

    const someoneElse = await signedInMember(app);
    expect((await someoneElse.client.post('/api/posts', { json: { content: 'Mine' } }, keyed(key))).status).toBe(201);
  });

  it('answers 409 with Retry-After to a retry while the first is still running, then replays it', async () => {
    const client = app.client();
    const input = newMember();
    const key = newKey();
    const gate = blockRegistrations();
    await gate.isLocked;
    const first = client.post('/api/register', { json: input }, keyed(key));
    try {
      await untilRunning(keyScope(null, client.ipAddress), key);
      const during = await client.post('/api/register', { json: input }, keyed(key));
      expect(during.status).toBe(409);
      expect(during.headers.get('retry-after')).toBe('1');
      expect(await during.json()).toEqual({ message: expect.stringMatching(/still being processed/) });
    } finally {
      await gate.release();
    }
    expect((await first).status).toBe(201);
    // A client that never heard the first answer (so holds no session cookie) retries from the same address.
    const after = await app.client(client.ipAddress).post('/api/register', { json: input }, keyed(key));
    expect(after.status).toBe(201);
    expect(after.headers.get('idempotent-replayed')).toBe('true');
    expect(await app.services.prisma.user.count({ where: { email: input.email } })).toBe(1);
  });

  it('keeps no failed answer: a retry after a failure runs again', async () => {
    const client = app.client();
    const input = newMember();
    const key = newKey();
    const failed = await client.post('/api/register', { json: input }, keyed(key, { 'user-agent': 'refuse-session' }));
    expect(failed.status).toBe(500);
    const retried = await client.post('/api/register', { json: input }, keyed(key));
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
  });

  it('refuses a malformed key, and forgets keys after 24 hours (the sweep deletes them)', async () => {
    const { user, client } = await signedInMember(app);
    const bad = await client.post('/api/posts', { json: { content: 'x' } }, keyed('has spaces in it'));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: expect.stringMatching(/Idempotency-Key/) });

    const key = newKey();
    expect((await client.post('/api/posts', { json: { content: 'Day one' } }, keyed(key))).status).toBe(201);
    const scope = keyScope(user.id, client.ipAddress);
    await app.services.prisma.idempotencyKey.update({
      where: { scope_key: { scope, key } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const nextDay = await client.post('/api/posts', { json: { content: 'Day one' } }, keyed(key));
    expect(nextDay.headers.get('idempotent-replayed')).toBeNull();
    expect(await app.services.prisma.post.count({ where: { authorId: user.id } })).toBe(2);

    await app.services.prisma.idempotencyKey.update({
      where: { scope_key: { scope, key } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await sweepExpired(app.services)).idempotencyKeys).toBeGreaterThanOrEqual(1);
    expect(await app.services.prisma.idempotencyKey.count({ where: { scope } })).toBe(0);
  });
});

const CREATE_POST = `mutation($content: String!) {
  createPost(input: { content: $content }) { __typename ... on MutationCreatePostSuccess { data { databaseId content } } }
}`;
const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { __typename ... on AppError { code message } } }`;

describe('Idempotency-Key on GraphQL mutations', () => {
  it('replays the first result to a retry without writing again, and refuses another operation under the key', async () => {
    const { user, client } = await signedInMember(app);
    const key = newKey();
    const first = await graphqlPost(client, CREATE_POST, { content: 'Once over GraphQL' }, keyed(key));
    const firstBody = await first.json();
    expect(firstBody.data.createPost.__typename).toBe('MutationCreatePostSuccess');

    const retry = await graphqlPost(client, CREATE_POST, { content: 'Once over GraphQL' }, keyed(key));
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    // The stored result is replayed; the extensions (the cost and points budget) are this request's own.
    expect((await retry.json()).data).toEqual(firstBody.data);
    expect(await app.services.prisma.post.count({ where: { authorId: user.id } })).toBe(1);

    const other = await graphqlPost(client, CREATE_POST, { content: 'Another post' }, keyed(key));
    expect(other.status).toBe(409);
    expect((await other.json()).errors[0]).toMatchObject({
      message: expect.stringMatching(/already used for a different request/),
      extensions: { code: 'CONFLICT' },
    });
    expect(await app.services.prisma.post.count({ where: { authorId: user.id } })).toBe(1);

    const bad = await graphqlPost(client, CREATE_POST, { content: 'x' }, keyed(''));
    expect((await bad.json()).errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('answers 409 CONFLICT to a retry while the first is still running', async () => {
    const client = app.client();
    const input = newMember();
    const key = newKey();
    const gate = blockRegistrations();
    await gate.isLocked;
    const first = graphqlPost(client, REGISTER, { input }, keyed(key));
    try {
      await untilRunning(keyScope(null, client.ipAddress), key);
      const during = await graphqlPost(client, REGISTER, { input }, keyed(key));
      expect(during.status).toBe(409);
      expect(during.headers.get('retry-after')).toBe('1');
      expect((await during.json()).errors[0].extensions.code).toBe('CONFLICT');
    } finally {
      await gate.release();
    }
    expect((await (await first).json()).data.register.__typename).toBe('MutationRegisterSuccess');
    expect(await app.services.prisma.user.count({ where: { email: input.email } })).toBe(1);
  });
});

// Two API processes: the in-process check cannot see the other's request, the transaction's advisory lock can.
// PGlite is one process with one connection: a second app on it waits for the first instead (nothing to show).
describe.skipIf(testDatabaseKind === 'pglite')('Idempotency-Key across API processes (PostgreSQL)', () => {
  it('answers 409 on one process while the other still runs the first request', async () => {
    const other = await createTestApp({}, { db: app.db });
    try {
      const input = newMember();
      const key = newKey();
      const ipAddress = '203.0.113.77';
      const gate = blockRegistrations();
      await gate.isLocked;
      const first = app.client(ipAddress).post('/api/register', { json: input }, keyed(key));
      try {
        await vi.waitFor(
          async () => {
            const [row] = await app.db.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND granted
                 AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
            );
            expect(row?.n).toBeGreaterThan(0);
          },
          { timeout: 15_000, interval: 20 },
        );
        const during = await other.client(ipAddress).post('/api/register', { json: input }, keyed(key));
        expect(during.status).toBe(409);
      } finally {
        await gate.release();
      }
      expect((await first).status).toBe(201);
      const replayed = await other.client(ipAddress).post('/api/register', { json: input }, keyed(key));
      expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    } finally {
      await other.close();
    }
  });
});
