import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseUrlWithName } from '../adapters.js';
import { openDatabase, type Database } from '../database.js';
import { createEmptyDatabase, testDatabaseKind, testDatabaseUrl } from '../../testing/databases.js';
import {
  applyMigrations,
  createMigration,
  defaultLocation,
  diffSchemaFromMigrations,
  markRolledBack,
  migrationDirName,
  migrationStatus,
  type MigrationsLocation,
} from './migrator.js';

const schemaV1 = `
datasource db {
  provider = "postgresql"
}
model Dad {
  id   Int    @id @default(autoincrement())
  name String
}
`;
const schemaV2 = schemaV1.replace('name String', 'name String\n  nickname String?\n  @@index([name])');

let db: Database;
let location: MigrationsLocation;
let tmp: string;

beforeEach(async () => {
  db = await createEmptyDatabase();
  tmp = mkdtempSync(path.join(os.tmpdir(), 'dadhood-migrator-'));
  location = { schemaPath: path.join(tmp, 'schema.prisma'), migrationsDir: path.join(tmp, 'migrations') };
  writeFileSync(location.schemaPath, schemaV1);
});

afterEach(async () => {
  await db.close();
  rmSync(tmp, { recursive: true, force: true });
});

async function tableExists(name: string): Promise<boolean> {
  const rows = await db.query<{ exists: boolean }>('SELECT to_regclass($1) IS NOT NULL AS exists', [`"${name}"`]);
  return rows[0]!.exists;
}

function writeMigration(name: string, sql: string): void {
  mkdirSync(path.join(location.migrationsDir, name), { recursive: true });
  writeFileSync(path.join(location.migrationsDir, name, 'migration.sql'), sql);
}

describe(`migrations on ${testDatabaseKind}`, () => {
  it('creates the first migration from the schema and applies it once', async () => {
    const created = await createMigration(db, 'init', location, new Date('2026-01-02T03:04:05Z'));
    expect(created?.name).toBe('20260102030405_init');
    expect(readFileSync(created!.file, 'utf8')).toContain('CREATE TABLE "Dad"');
    expect(existsSync(path.join(location.migrationsDir, 'migration_lock.toml'))).toBe(true);

    expect(await applyMigrations(db, location)).toEqual({ applied: ['20260102030405_init'] });
    expect(await tableExists('Dad')).toBe(true);
    expect(await applyMigrations(db, location)).toEqual({ applied: [] });

    const status = await migrationStatus(db, location);
    expect(status).toMatchObject({ applied: ['20260102030405_init'], pending: [], failed: [], upToDate: true });
    const [row] = await db.query<{ checksum: string }>('SELECT checksum FROM _prisma_migrations');
    expect(row!.checksum).toMatch(/^[0-9a-f]{64}$/); // sha256 of migration.sql, as prisma migrate deploy records it
  });

  it('reports no change when the schema matches the migrations', async () => {
    await createMigration(db, 'init', location);
    expect(await createMigration(db, 'again', location)).toBeNull();
  });

  it('turns a schema change into a migration that applies', async () => {
    await createMigration(db, 'init', location, new Date('2026-01-01T00:00:00Z'));
    await applyMigrations(db, location);
    writeFileSync(location.schemaPath, schemaV2);

    const created = await createMigration(db, 'add nickname', location, new Date('2026-01-01T00:00:00Z'));
    expect(created?.name).toBe('20260101000001_add_nickname'); // clock not ahead: still ordered after init
    expect(readFileSync(created!.file, 'utf8')).toMatch(/ADD COLUMN\s+"nickname" TEXT/);
    expect(await migrationStatus(db, location)).toMatchObject({ pending: [created!.name], upToDate: false });

    expect((await applyMigrations(db, location)).applied).toEqual([created!.name]);
    await db.query(`INSERT INTO "Dad" (name, nickname) VALUES ('Ray', 'Pops')`);
    expect(await diffSchemaFromMigrations(db, location)).toBe('');
  });

  it('records a failing migration as failed, applies none of it, and stops', async () => {
    writeMigration('20260101000000_init', 'CREATE TABLE "Dad" (id SERIAL PRIMARY KEY);');
    writeMigration(
      '20260102000000_broken',
      'CREATE TABLE "Kid" (id SERIAL PRIMARY KEY);\nINSERT INTO "NoSuchTable" VALUES (1);',
    );
    writeMigration('20260103000000_later', 'CREATE TABLE "Later" (id SERIAL PRIMARY KEY);');

    await expect(applyMigrations(db, location)).rejects.toThrow(/NoSuchTable/);
    expect(await tableExists('Dad')).toBe(true);
    expect(await tableExists('Kid')).toBe(false);
    expect(await tableExists('Later')).toBe(false);
    const status = await migrationStatus(db, location);
    expect(status).toMatchObject({
      applied: ['20260101000000_init'],
      failed: ['20260102000000_broken'],
      pending: ['20260103000000_later'],
      upToDate: false,
    });
    // A failed migration blocks the ones after it until someone resolves it.
    await expect(applyMigrations(db, location)).rejects.toThrow(/failed/i);

    writeMigration('20260102000000_broken', 'CREATE TABLE "Kid" (id SERIAL PRIMARY KEY);');
    await markRolledBack(db, '20260102000000_broken', location);
    expect((await applyMigrations(db, location)).applied).toEqual(['20260102000000_broken', '20260103000000_later']);
    expect(await tableExists('Kid')).toBe(true);
    expect((await migrationStatus(db, location)).upToDate).toBe(true);
  });

  it('flags a migration edited after it was applied', async () => {
    writeMigration('20260101000000_init', 'CREATE TABLE "Dad" (id SERIAL PRIMARY KEY);');
    await applyMigrations(db, location);
    writeMigration('20260101000000_init', 'CREATE TABLE "Dad" (id BIGSERIAL PRIMARY KEY);');
    expect(await migrationStatus(db, location)).toMatchObject({ edited: ['20260101000000_init'], upToDate: false });
  });

  it('keeps the committed migrations in step with prisma/schema.prisma', async () => {
    expect(await diffSchemaFromMigrations(db, defaultLocation)).toBe('');
  });
});

describe.runIf(testDatabaseUrl)('processes started together on one PostgreSQL', () => {
  it('take turns: one migrates, however long, while the other waits, then finds nothing to apply', {
    timeout: 60_000,
  }, async () => {
    // Longer than the 10 s Prisma's engine waits for its own lock: the second process used to exit here.
    writeMigration('20260101000000_slow', 'SELECT pg_sleep(11); CREATE TABLE "Slow" (id int);');
    const name = db.description.split('/').pop()!;
    const other = await openDatabase({ kind: 'postgres', url: databaseUrlWithName(testDatabaseUrl!, name) });
    try {
      const outcomes = await Promise.all([applyMigrations(db, location), applyMigrations(other, location)]);
      expect(outcomes.map((outcome) => outcome.applied).sort()).toEqual([[], ['20260101000000_slow']]);
      expect(await tableExists('Slow')).toBe(true);
    } finally {
      await other.close();
    }
  });
});

describe('migration folder names', () => {
  it('uses a UTC timestamp and a snake_case name', () => {
    expect(migrationDirName('Add Channels!', new Date('2026-11-21T09:08:07Z'), [])).toBe('20261121090807_add_channels');
    expect(() => migrationDirName('  !! ', new Date(), [])).toThrow(/needs a name/);
  });
});

describe('npm run db:migrate', () => {
  const run = promisify(execFile);
  const cli = path.resolve(import.meta.dirname, '../cli.ts');
  const tsx = path.resolve(import.meta.dirname, '../../../../node_modules/.bin/tsx');

  it('exits non-zero and says why when a migration fails', async () => {
    writeMigration('20260101000000_broken', 'SELECT * FROM "NoSuchTable";');
    const dataDir = path.join(tmp, 'data');
    const env = { ...process.env, ...(testDatabaseUrl ? { DATABASE_URL: '' } : {}), DATA_DIR: dataDir };
    if (testDatabaseUrl) {
      // The CLI gets its own database; the test's one is already open.
      const name = db.description.split('/').pop()!;
      env.DATABASE_URL = testDatabaseUrl.replace(/\/[^/]*$/, `/${name}`);
    }
    const args = [cli, 'migrate', '--schema', location.schemaPath, '--migrations', location.migrationsDir];
    const failure = await run(tsx, args, { env }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(/NoSuchTable/);
  });
});
