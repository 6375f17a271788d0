/**
 * PostgreSQL slow to answer: a statement that outruns DATABASE_STATEMENT_TIMEOUT_MS is cancelled by the server
 * and the request answers 503 with Retry-After, with nothing saved (migrations alone may run longer); /readyz
 * answers 503 within its own bound while the server stalls (a proxy holds every byte), and 200 once it answers.
 *
 * PostgreSQL only: PGlite runs inside the process and cannot cancel a statement (docs/reliability.md).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrlWithName } from './adapters.js';
import { openDatabase, type Database } from './database.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { adminQuery, testDatabaseKind, testDatabaseUrl, uniqueDatabaseName } from '../testing/databases.js';
import { buildUser, signedInClient } from '../testing/factories.js';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy.js';
import { within } from '../testing/within.js';

describe.skipIf(testDatabaseKind === 'pglite')('a database that stalls (PostgreSQL)', () => {
  let proxy: TcpProxy;
  let db: Database;
  let app: TestApp;
  let databaseName: string;
  beforeAll(async () => {
    databaseName = uniqueDatabaseName('dadhood_stall');
    await adminQuery(`CREATE DATABASE "${databaseName}" TEMPLATE "${inject('template').postgresTemplate}"`);
    const server = new URL(testDatabaseUrl!);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    const url = new URL(databaseUrlWithName(testDatabaseUrl!, databaseName));
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    db = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5, statementTimeoutMs: 1_000 });
    app = await createTestApp({}, { db });
  });
  afterAll(async () => {
    proxy?.release();
    await app?.close();
    await db?.close();
    await proxy?.close();
    if (databaseName) await adminQuery(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
  });

  it('cancels a statement that outruns the statement timeout: 503 with Retry-After over both APIs, nothing saved', async () => {
    const client = await signedInClient(app, await buildUser(app.services.prisma));
    // Every new post now takes ten seconds to write: far past the timeout.
    await db.query(
      `CREATE FUNCTION slow_post() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(10); RETURN NEW; END $$`,
    );
    await db.query(`CREATE TRIGGER slow_post BEFORE INSERT ON "Post" FOR EACH ROW EXECUTE FUNCTION slow_post()`);
    try {
      const rest = await within(8_000, client.post('/api/posts', { json: { content: 'Slow to write' } }));
      expect(rest === 'no answer' ? rest : [rest.status, rest.headers.get('retry-after')]).toEqual([503, '5']);
      const graphql = await within(
        8_000,
        client.graphql('mutation { createPost(input: { content: "Slow to write" }) { __typename } }'),
      );
      expect(
        graphql === 'no answer' ? graphql : [graphql.response.status, graphql.body.errors?.[0]?.extensions?.code],
      ).toEqual([503, 'SERVICE_UNAVAILABLE']);
      expect(await app.services.prisma.post.count({ where: { content: 'Slow to write' } })).toBe(0);
    } finally {
      await db.query('DROP TRIGGER slow_post ON "Post"');
      await db.query('DROP FUNCTION slow_post()');
    }
    expect((await client.post('/api/posts', { json: { content: 'Quick again' } })).status).toBe(201);
  });

  it('lifts the statement timeout for a migration script alone', async () => {
    const adapter = await db.adapter.connect();
    try {
      // A migration rebuilding a large table may run long: its script is not cancelled...
      await expect(adapter.executeScript('SELECT pg_sleep(1.5);')).resolves.toBeUndefined();
      // ...and the connections keep the timeout for everything else.
      await expect(db.query('SELECT pg_sleep(1.5)')).rejects.toMatchObject({ code: '57014' });
    } finally {
      await adapter.dispose();
    }
  });

  it('answers /readyz with 503 while the database stalls, and 200 once it answers again', async () => {
    expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
    proxy.hold();
    try {
      const stalled = await within(5_000, fetch(`${app.url}/readyz`));
      expect(stalled === 'no answer' ? stalled : [stalled.status, await stalled.json()]).toEqual([
        503,
        { status: 'unavailable', database: 'unavailable', images: 'loading' },
      ]);
    } finally {
      proxy.release();
    }
    const after = await within(5_000, fetch(`${app.url}/readyz`));
    expect(after === 'no answer' ? after : after.status).toBe(200);
  });
});
