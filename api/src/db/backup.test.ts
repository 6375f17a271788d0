/**
 * The restore drill of docs/operations.md#backups, on the database the suite runs on: back up a community with a
 * member and a post with an image, wipe the database, restore, then sign in and see the post and its image.
 * Also: a backup of the other kind of database, or of no kind, is refused before anything is dropped.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createTestApp } from '../testing/app.js';
import { adminQuery, testDatabaseKind, testDatabaseUrl, uniqueDatabaseName } from '../testing/databases.js';
import { buildUser, signedInClient } from '../testing/factories.js';
import { expectServed, storedPicture } from '../testing/uploads.js';
import { databaseUrlWithName } from './adapters.js';
import { backupDatabase, BackupError, restoreDatabase } from './backup.js';
import { openDatabase, openPGlite, type Database, type DatabaseOptions } from './database.js';

const folder = mkdtempSync(path.join(os.tmpdir(), 'dadhood-backup-'));
const databases: string[] = [];
afterAll(async () => {
  for (const name of databases) await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  rmSync(folder, { recursive: true, force: true });
});

/** A migrated database of the suite's kind, with the options the db:* commands would open it with. */
async function freshTarget(): Promise<{ options: DatabaseOptions; open: () => Promise<Database> }> {
  if (testDatabaseKind === 'postgres') {
    const name = uniqueDatabaseName('dadhood_backup');
    databases.push(name);
    await adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${inject('template').postgresTemplate}"`);
    const url = databaseUrlWithName(testDatabaseUrl!, name);
    return { options: { kind: 'postgres', url }, open: () => openDatabase({ kind: 'postgres', url, poolSize: 5 }) };
  }
  const dataDir = mkdtempSync(path.join(folder, 'data-'));
  const template = new Blob([await readFile(inject('template').pgliteDump!)]);
  const first = await openPGlite(dataDir, template);
  await first.close();
  return { options: { kind: 'pglite', dataDir }, open: () => openPGlite(dataDir) };
}

describe('backing up and restoring the database', () => {
  it('brings back members, posts and their images after the database was wiped', { timeout: 120_000 }, async () => {
    const { options, open } = await freshTarget();
    const file = path.join(folder, testDatabaseKind === 'postgres' ? 'drill.dump' : 'drill.tar.gz');

    let db = await open();
    let app = await createTestApp({}, { db });
    const member = await buildUser(app.services.prisma);
    const picture = await storedPicture(app.services.prisma, member.id);
    const client = await signedInClient(app, member);
    const created = await client.post('/api/posts', { json: { content: 'Before the backup', imageUrl: picture } });
    expect(created.status).toBe(201);
    const post = (await created.json()) as { id: string; imageUrl: string };
    await app.close();
    await db.close();

    expect(await backupDatabase(options, file)).toBeGreaterThan(1000);

    // Wiped: on PostgreSQL every table goes; the embedded database's folder is emptied.
    if (options.kind === 'postgres') {
      db = await open();
      await db.script('DROP SCHEMA public CASCADE; CREATE SCHEMA public; DROP SCHEMA pgboss CASCADE;');
      await db.close();
    } else {
      rmSync(path.join(options.dataDir!, 'db'), { recursive: true, force: true });
    }

    await restoreDatabase(options, file);

    db = await open();
    app = await createTestApp({}, { db });
    try {
      const back = await signedInClient(app, member);
      const seen = await back.get(`/api/posts/${post.id}`);
      expect(seen.status).toBe(200);
      expect(await seen.json()).toMatchObject({ content: 'Before the backup', imageUrl: post.imageUrl });
      await expectServed(back, post.imageUrl);
      // The job queue came back too: a job can be written and run.
      expect(await app.runJobs()).toBe(0);
      const [queues] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM pgboss.queue');
      expect(queues!.count).toBeGreaterThan(0);
    } finally {
      await app.close();
      await db.close();
    }
  });

  it('refuses a file that is not a backup of this kind of database, and drops nothing', async () => {
    const { options, open } = await freshTarget();
    const notABackup = path.join(folder, 'notes.txt');
    writeFileSync(notABackup, 'shopping list');
    await expect(restoreDatabase(options, notABackup)).rejects.toThrow(
      new BackupError('This is not a backup made by db:backup.'),
    );
    const otherKind = path.join(folder, 'other-kind');
    writeFileSync(otherKind, options.kind === 'postgres' ? Buffer.from([0x1f, 0x8b, 8, 0, 0]) : 'PGDMP....');
    await expect(restoreDatabase(options, otherKind)).rejects.toThrow(
      options.kind === 'postgres'
        ? 'This is a backup of an embedded (PGlite) database; the configured database is PostgreSQL.'
        : 'This is a backup of a PostgreSQL database; the configured database is the embedded one (PGlite).',
    );
    const db = await open();
    try {
      const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM "_prisma_migrations"');
      expect(row!.count).toBeGreaterThan(10);
    } finally {
      await db.close();
    }
  });
});
