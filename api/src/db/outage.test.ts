/**
 * The database connection breaks during writes: a proxy between the app and PostgreSQL is cut at moments chosen by
 * a seeded random draw while members post with Idempotency-Keys, each retrying on 503 or a network error with the
 * same key. No acknowledged write is lost, no key writes twice, the outage answers 503 with Retry-After (never
 * 500), and the app recovers by itself.
 *
 * PostgreSQL only: PGlite runs inside the process, there is no connection to break.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrlWithName } from './adapters.js';
import { openDatabase, type Database } from './database.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { adminQuery, testDatabaseKind, testDatabaseUrl, uniqueDatabaseName } from '../testing/databases.js';
import { buildUser, signedInClient, uniqueDigits } from '../testing/factories.js';
import type { HttpClient } from '../testing/http-client.js';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy.js';

const SEED = Number(process.env.OUTAGE_SEED ?? 20_261_124);
const MEMBERS = 4;
const POSTS_EACH = 12;
const MAX_ATTEMPTS = 200;

/** mulberry32: a small seeded generator, so a failing run can be replayed with OUTAGE_SEED. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return (min: number, max: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    return min + Math.floor(unit * (max - min + 1));
  };
}

/** Cuts after a random amount of traffic; restores once the clients have seen a random number of failures. */
function chaos(random: ReturnType<typeof seeded>) {
  let proxy: TcpProxy | undefined;
  let enabled = false;
  let chunksLeft = random(10, 150);
  let failuresLeft = 0;
  const state = { cuts: 0 };
  return {
    state,
    attach: (p: TcpProxy) => (proxy = p),
    enable: (on: boolean) => (enabled = on),
    onTraffic(): 'cut' | undefined {
      if (!enabled || !proxy?.up || --chunksLeft > 0) return;
      state.cuts += 1;
      failuresLeft = random(1, 4);
      return 'cut';
    },
    onFailure() {
      if (!proxy || proxy.up || --failuresLeft > 0) return;
      chunksLeft = random(10, 150);
      proxy.restore();
    },
  };
}

interface Outcome {
  key: string;
  content: string;
  postId: string;
  attempts: number;
  replayed: boolean;
}

let proxy: TcpProxy;
let db: Database;
let app: TestApp;
let databaseName: string;
const random = seeded(SEED);
const breaker = chaos(random);

/** When armed: lets the next COMMIT reach the server, then cuts instead of passing on the server's answer to it. */
const lostAcknowledgement = {
  armed: false,
  committing: undefined as object | undefined,
  onTraffic(chunk: Buffer, toServer: boolean, connection: object): 'cut' | undefined {
    if (!this.armed) return undefined;
    if (toServer && chunk.includes('COMMIT')) this.committing = connection;
    if (toServer || connection !== this.committing) return undefined;
    this.armed = false;
    return 'cut';
  },
};

describe.skipIf(testDatabaseKind === 'pglite')('writes while the database connection breaks (PostgreSQL)', () => {
  beforeAll(async () => {
    databaseName = uniqueDatabaseName('dadhood_outage');
    await adminQuery(`CREATE DATABASE "${databaseName}" TEMPLATE "${inject('template').postgresTemplate}"`);
    const server = new URL(testDatabaseUrl!);
    proxy = await startTcpProxy(
      { host: server.hostname, port: Number(server.port || 5432) },
      (chunk, toServer, connection) =>
        lostAcknowledgement.onTraffic(chunk, toServer, connection) ?? breaker.onTraffic(),
    );
    breaker.attach(proxy);
    const url = new URL(databaseUrlWithName(testDatabaseUrl!, databaseName));
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    db = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
    app = await createTestApp({}, { db });
  });
  afterAll(async () => {
    proxy?.restore();
    await app?.close();
    await db?.close();
    await proxy?.close();
    if (databaseName) await adminQuery(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
  });

  const statuses: { status: number; retryAfter: string | null; body: string }[] = [];

  async function postUntilAcknowledged(client: HttpClient, key: string, content: string): Promise<Outcome> {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      let response: Response;
      try {
        response = await client.post('/api/posts', { json: { content } }, { 'Idempotency-Key': key });
      } catch {
        breaker.onFailure(); // the app itself never went away, but a client must treat this as "retry"
        continue;
      }
      if (response.status === 201) {
        const { id } = (await response.json()) as { id: string };
        return {
          key,
          content,
          postId: id,
          attempts: attempt,
          replayed: response.headers.get('idempotent-replayed') === 'true',
        };
      }
      statuses.push({
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        body: await response.text(),
      });
      if (response.status !== 503 && response.status !== 409) throw new Error(`unexpected ${response.status}`);
      breaker.onFailure();
    }
    throw new Error(`no answer for ${key} after ${MAX_ATTEMPTS} attempts`);
  }

  it('loses no acknowledged write, writes no key twice, answers 503 meanwhile and recovers by itself', {
    timeout: 180_000,
  }, async () => {
    const members = await Promise.all(Array.from({ length: MEMBERS }, () => buildUser(app.services.prisma)));
    const clients = await Promise.all(members.map((member) => signedInClient(app, member)));

    breaker.enable(true);
    const outcomes = (
      await Promise.all(
        clients.map(async (client, m) => {
          const done: Outcome[] = [];
          for (let i = 0; i < POSTS_EACH; i += 1)
            done.push(await postUntilAcknowledged(client, `m${m}-p${i}`, `outage ${m}.${i}`));
          return done;
        }),
      )
    ).flat();
    breaker.enable(false);
    proxy.restore();

    // The outage was real and was answered as one.
    expect(breaker.state.cuts).toBeGreaterThanOrEqual(3);
    expect(statuses.filter((s) => s.status === 503).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s.status !== 503 && s.status !== 409)).toEqual([]);
    for (const s of statuses.filter((x) => x.status === 503)) {
      expect(s.retryAfter).toBe('5');
      expect(JSON.parse(s.body)).toEqual({ message: expect.stringMatching(/try again/) });
    }

    // Every acknowledged post is there, once, with the id its author was given.
    const rows = await app.services.prisma.post.findMany({
      where: { authorId: { in: members.map((m) => m.id) } },
      select: { id: true, content: true },
    });
    expect(rows).toHaveLength(MEMBERS * POSTS_EACH);
    const byContent = new Map(rows.map((row) => [row.content, row.id]));
    for (const outcome of outcomes) expect(byContent.get(outcome.content)).toBe(outcome.postId);
    console.info(
      `outage seed ${SEED}: ${breaker.state.cuts} cuts, ${statuses.length} failed answers, ` +
        `${outcomes.filter((o) => o.replayed).length} replayed, ${outcomes.reduce((n, o) => n + o.attempts, 0)} attempts`,
    );
  });

  it('answers 503 when the commit went through but its acknowledgement was lost, and replays it to the retry', async () => {
    const member = await buildUser(app.services.prisma);
    const client = await signedInClient(app, member);
    // Digits, not the member's id: a UUID's hex spells a word the text filter refuses about once in 125 (`a55`).
    const content = `committed, unacknowledged ${uniqueDigits()}`;
    lostAcknowledgement.armed = true;
    const first = await client.post('/api/posts', { json: { content } }, { 'Idempotency-Key': 'lost-ack' });
    expect(first.status).toBe(503);
    expect(first.headers.get('retry-after')).toBe('5');
    expect(lostAcknowledgement.armed).toBe(false);
    proxy.restore();

    const retry = await client.post('/api/posts', { json: { content } }, { 'Idempotency-Key': 'lost-ack' });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await app.services.prisma.post.count({ where: { content } })).toBe(1);
  });

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After over both APIs while cut off, then serves again unaided', async () => {
    const member = await buildUser(app.services.prisma);
    const client = await signedInClient(app, member);
    proxy.cut();
    try {
      const rest = await client.get('/api/notifications');
      expect(rest.status).toBe(503);
      expect(rest.headers.get('retry-after')).toBe('5');
      const { response, body } = await client.graphql(
        'mutation { createPost(input: { content: "while down" }) { __typename } }',
      );
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(body.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
      expect((await client.get('/readyz')).status).toBe(503);
    } finally {
      proxy.restore();
    }
    expect((await client.get('/readyz')).status).toBe(200);
    expect((await client.post('/api/posts', { json: { content: 'back again' } })).status).toBe(201);
    const { body } = await client.graphql<{ viewer: { username: string } }>('{ viewer { username } }');
    expect(body.data?.viewer.username).toBe(member.username);
  });
});
