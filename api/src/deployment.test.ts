/**
 * A deployment as docs/operations.md#scaling-out describes it, with real parts: two API processes started at the
 * same moment on one fresh PostgreSQL database and one Redis, behind Debian's nginx (round robin, WebSockets
 * passed through). Both come up (one migrates while the other waits); a session works on either; a post made
 * through one is read through the other; a live message sent through either process reaches a subscriber on the
 * proxy's socket; and jobs written while both work on the queue run exactly once each (counted in the mail the
 * SMTP server received and in the rows the jobs wrote). PostgreSQL only: the embedded database has one process.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrlWithName } from './db/adapters.js';
import { openDatabase, type Database } from './db/database.js';
import { createPrisma, type DbClient } from './db/prisma.js';
import { adminQuery, testDatabaseKind, testDatabaseUrl, uniqueDatabaseName } from './testing/databases.js';
import { buildConnection, buildUser, TEST_PASSWORD } from './testing/factories.js';
import { collectSubscription, graphqlWsClient } from './testing/graphql-ws.js';
import { HttpClient } from './testing/http-client.js';
import { startApi, stopApi, type StartedApi } from './testing/processes.js';
import { freePort } from './testing/redis-server.js';
import { startNginx, type ReverseProxy } from './testing/reverse-proxy.js';
import { startSmtpServer } from './testing/smtp.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.skipIf(testDatabaseKind !== 'postgres')('two API processes behind nginx, one PostgreSQL, one Redis', () => {
  const name = uniqueDatabaseName('dadhood_deploy');
  const prefix = `deploy_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dadhood-deploy-'));
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let apis: StartedApi[] = [];
  let proxy: ReverseProxy | undefined;
  let db: Database;
  let prisma: DbClient;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    await adminQuery(`CREATE DATABASE "${name}"`);
    const url = databaseUrlWithName(testDatabaseUrl!, name);
    // The processes need the public address (links, the Origin check) before nginx can name them as upstreams.
    const proxyPort = await freePort();
    const env = {
      NODE_ENV: 'production',
      ALLOW_DEMO_STAFF_PASSWORDS: 'false',
      GRAPHQL_PERSISTED_ONLY: 'false',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      SMTP_URL: smtp.url,
      TRUST_PROXY: '1',
      PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
    };
    // At the same moment, on a database with no tables yet: one migrates while the other waits for it (generous
    // bounds: the suite's other files share the machine). Whichever started is stopped after, whatever failed.
    const started = await Promise.allSettled([startApi(env, 150_000), startApi(env, 150_000)]);
    apis = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    const failed = started.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    proxy = await startNginx(
      apis.map((api) => api.url),
      proxyPort,
    );
    db = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    prisma = createPrisma(db);
  }, 240_000);

  afterAll(async () => {
    await proxy?.close();
    const codes = await Promise.all(apis.map((api) => stopApi(api)));
    await prisma?.$disconnect();
    await db?.close();
    await smtp?.close();
    await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
    expect(codes).toEqual([0, 0]);
  });

  /** A client of the proxy, signed in as `member` through it. */
  async function signedIn(member: { email: string }): Promise<HttpClient> {
    const client = new HttpClient(proxy!.url);
    const response = await client.post('/api/login', { json: { email: member.email, password: TEST_PASSWORD } });
    expect(response.status).toBe(200);
    return client;
  }

  /** A client straight to one process (past the proxy), with `browser`'s cookies. */
  function sameBrowser(browser: HttpClient, url: string): HttpClient {
    const direct = new HttpClient(url);
    for (const [cookie, value] of browser.cookies) direct.cookies.set(cookie, value);
    return direct;
  }

  it('both come up, and a session and a post work through either', async () => {
    expect(apis).toHaveLength(2);
    for (const api of apis) expect((await fetch(`${api.url}/readyz`)).status).toBe(200);
    const member = await buildUser(prisma);
    const client = await signedIn(member);
    // Round robin: successive requests alternate between the processes, and the session holds on both.
    for (let i = 0; i < 4; i += 1) {
      const me = await client.get('/api/auth/user');
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ id: member.id });
    }
    const created = await client.post('/api/posts', { json: { content: 'Posted behind the proxy' } });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    for (const api of apis) {
      const direct = sameBrowser(client, api.url);
      const read = await direct.get(`/api/posts/${id}`);
      expect(read.status).toBe(200);
      expect(await read.json()).toMatchObject({ content: 'Posted behind the proxy' });
    }
  });

  it("brings a message sent through either process to a subscriber on the proxy's WebSocket", async () => {
    const [sender, reader] = [await buildUser(prisma), await buildUser(prisma)];
    await buildConnection(prisma, sender.id, reader.id);
    const readerClient = await signedIn(reader);
    const socket = graphqlWsClient(proxy!.url, { cookie: readerClient.cookieHeader(), origin: proxy!.url });
    const messages = collectSubscription(socket, 'subscription { messageEvents { kind message { content } } }');
    const redis = new Redis(REDIS_URL);
    try {
      // The message stream sends nothing first: wait until the reader's process has subscribed in Redis.
      const channel = `${prefix}:messageEvent:${reader.id}`;
      for (let listening = 0; listening === 0; ) {
        const [, count] = (await redis.pubsub('NUMSUB', channel)) as [string, number];
        listening = Number(count);
      }
      const senderClient = await signedIn(sender);
      const started = await senderClient.post('/api/conversations', { json: { participant2Id: reader.id } });
      expect(started.status).toBe(201);
      const { id } = (await started.json()) as { id: string };
      // Once through each process: whichever holds the reader's socket, one of the two messages crossed over.
      for (const [index, api] of apis.entries()) {
        const direct = sameBrowser(senderClient, api.url);
        const sent = await direct.post(`/api/conversations/${id}/messages`, {
          json: { content: `Through process ${index + 1}` },
        });
        expect(sent.status).toBe(201);
      }
      await messages.until(2);
      expect(messages.values).toEqual(
        [1, 2].map((n) => ({
          data: { messageEvents: { kind: 'ADDED', message: { content: `Through process ${n}` } } },
        })),
      );
    } finally {
      messages.unsubscribe();
      await socket.dispose();
      redis.disconnect();
    }
  });

  it('runs each job once while both processes work on the queue', async () => {
    const members = await Promise.all(Array.from({ length: 8 }, () => buildUser(prisma)));
    const visitor = new HttpClient(proxy!.url);
    // Each request writes a job (the reset mail) on whichever process the proxy chose.
    for (const member of members) {
      const asked = await visitor.post('/api/password/forgot', { json: { email: member.email } });
      expect(asked.status).toBe(202);
    }
    const done = async () =>
      (
        await db.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM pgboss.job WHERE name = 'password-reset-mail' AND state = 'completed'`,
        )
      )[0]!.count;
    const deadline = Date.now() + 30_000;
    while ((await done()) < members.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await done()).toBe(members.length);

    // Exactly once each: one mail and one reset link per member, and no job left to run.
    await smtp.until(members.length);
    for (const member of members) {
      expect(smtp.messages.filter((m) => m.to.includes(member.email))).toHaveLength(1);
      expect(await prisma.accountLink.count({ where: { userId: member.id, purpose: 'password_reset' } })).toBe(1);
    }
    const [left] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pgboss.job WHERE name = 'password-reset-mail' AND state <> 'completed'`,
    );
    expect(left!.count).toBe(0);
  });
});
