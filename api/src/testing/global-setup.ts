/**
 * Runs once per test run: migrates a template database that every test file clones, and removes it after.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { databaseUrlWithName } from '../db/adapters.js';
import { openDatabase, openPGlite } from '../db/database.js';
import { migrate } from '../migrate.js';
import { adminQuery, testDatabaseUrl, uniqueDatabaseName, type TestTemplate } from './databases.js';

declare module 'vitest' {
  export interface ProvidedContext {
    template: TestTemplate;
  }
}

async function postgresTemplate(): Promise<string> {
  const name = uniqueDatabaseName('dadhood_template');
  await adminQuery(`CREATE DATABASE "${name}"`);
  const db = await openDatabase({ kind: 'postgres', url: databaseUrlWithName(testDatabaseUrl!, name), poolSize: 2 });
  try {
    await migrate(db);
  } finally {
    await db.close(); // a template must have no open connections when it is cloned
  }
  return name;
}

async function pgliteTemplate(dir: string): Promise<string> {
  const db = await openPGlite();
  try {
    await migrate(db);
    const dump = await db.client.dumpDataDir('none');
    const file = path.join(dir, 'template.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await db.close();
  }
}

export default async function setup(project: TestProject) {
  if (testDatabaseUrl) {
    const name = await postgresTemplate();
    project.provide('template', { postgresTemplate: name });
    return () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'dadhood-test-'));
  project.provide('template', { pgliteDump: await pgliteTemplate(dir) });
  return () => rm(dir, { recursive: true, force: true });
}
