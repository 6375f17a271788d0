/**
 * Backups of the whole database, uploads included (they are rows too), and restoring one in place: what
 * `npm run db:backup` and `npm run db:restore` run (docs/operations.md#backups).
 *
 * - PostgreSQL: pg_dump's custom format of the database (every schema: the app's and the job queue's), restored
 *   with pg_restore after the two schemas are dropped. Needs pg_dump and pg_restore (Debian's postgresql-client)
 *   of the server's major version or newer. The server may keep running during a backup (pg_dump reads one
 *   consistent snapshot); every API process must be stopped for a restore.
 * - PGlite: its own dump of the data folder (a gzipped tar, `dumpDataDir`), restored into a fresh folder. The
 *   embedded database has one process at a time, so the server is stopped for both.
 *
 * A restore checks the file is a backup of the configured kind of database before it drops anything.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { JOB_SCHEMA } from '../jobs/queue.js';
import { createPGlite } from './adapters.js';
import { openDatabase, type DatabaseOptions } from './database.js';
import { lockDataDir } from './lock.js';

const run = promisify(execFile);

export class BackupError extends Error {
  override name = 'BackupError';
}

/** pg_dump's custom format starts with these bytes; gzip (PGlite's dump) with 1f 8b. */
const PG_DUMP_MAGIC = Buffer.from('PGDMP');
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

async function firstBytes(file: string, count: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(count);
    const { bytesRead } = await handle.read(buffer, 0, count, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function tool(name: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(name, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { code, stderr } = error as { code?: string; stderr?: string };
    if (code === 'ENOENT')
      throw new BackupError(
        `${name} is not installed: install PostgreSQL's client tools (apt-get install postgresql-client).`,
      );
    throw new BackupError(`${name} failed: ${(stderr ?? String(error)).trim()}`);
  }
}

/** The PGlite data folder's database files (db/database.ts keeps them in `<DATA_DIR>/db`). */
const pgliteFiles = (dataDir: string) => path.join(path.resolve(dataDir), 'db');

/** Writes a backup of the configured database to `file`; returns its size in bytes. */
export async function backupDatabase(options: DatabaseOptions, file: string): Promise<number> {
  if (options.kind === 'postgres') {
    await tool('pg_dump', ['--format=custom', '--no-owner', '--file', file, '--dbname', options.url]);
  } else {
    if (!options.dataDir) throw new BackupError('An in-memory database has nothing to back up.');
    if (!existsSync(pgliteFiles(options.dataDir))) throw new BackupError(`No database in ${options.dataDir}.`);
    const unlock = lockDataDir(path.resolve(options.dataDir));
    try {
      const client = await createPGlite({ dataDir: pgliteFiles(options.dataDir) });
      try {
        const dump = await client.dumpDataDir('gzip');
        await writeFile(file, Buffer.from(await dump.arrayBuffer()));
      } finally {
        await client.close();
      }
    } finally {
      unlock();
    }
  }
  return (await readFile(file)).byteLength;
}

/** Replaces everything in the configured database with the backup in `file`. */
export async function restoreDatabase(options: DatabaseOptions, file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`No file at ${file}.`);
  const head = await firstBytes(file, 5);
  const isPgDump = head.equals(PG_DUMP_MAGIC);
  const isPGliteDump = head.subarray(0, 2).equals(GZIP_MAGIC);
  if (options.kind === 'postgres') {
    if (!isPgDump)
      throw new BackupError(
        isPGliteDump
          ? 'This is a backup of an embedded (PGlite) database; the configured database is PostgreSQL.'
          : 'This is not a backup made by db:backup.',
      );
    const db = await openDatabase({ kind: 'postgres', url: options.url, poolSize: 1 });
    try {
      // What the backup does not have must not survive it either: drop both schemas, then restore them.
      await db.script(
        `DROP SCHEMA IF EXISTS ${JOB_SCHEMA} CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;`,
      );
    } finally {
      await db.close();
    }
    await tool('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', options.url, file]);
    return;
  }
  if (!isPGliteDump)
    throw new BackupError(
      isPgDump
        ? 'This is a backup of a PostgreSQL database; the configured database is the embedded one (PGlite).'
        : 'This is not a backup made by db:backup.',
    );
  if (!options.dataDir) throw new BackupError('Set DATA_DIR: an in-memory database cannot be restored into.');
  const unlock = lockDataDir(path.resolve(options.dataDir));
  const target = pgliteFiles(options.dataDir);
  const previous = `${target}.before-restore`;
  try {
    // The current files stay beside the new ones until the restore has worked.
    await rm(previous, { recursive: true, force: true });
    if (existsSync(target)) await rename(target, previous);
    try {
      const client = await createPGlite({ dataDir: target, loadDataDir: new Blob([await readFile(file)]) });
      await client.query('SELECT 1');
      await client.close();
    } catch (error) {
      await rm(target, { recursive: true, force: true });
      if (existsSync(previous)) await rename(previous, target);
      throw new BackupError(`The backup could not be restored: ${error instanceof Error ? error.message : error}`);
    }
    await rm(previous, { recursive: true, force: true });
  } finally {
    unlock();
  }
}
