/**
 * `npm start` as a real process: it migrates, seeds, serves, refuses a second process on the same data folder,
 * stops cleanly on SIGTERM, and finds its data again after a restart. In production it seeds nothing, refuses a
 * staff account with the demo's password, and the admin command line makes the first admin.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { databaseUrlWithName } from './db/adapters.js';
import { JOBS } from './jobs/catalogue.js';
import { DEMO_SIGN_IN } from './seed/seed.js';
import { adminQuery, testDatabaseKind, testDatabaseUrl, uniqueDatabaseName } from './testing/databases.js';
import { adminCommand as command, startApi as start, stopApi as stop } from './testing/processes.js';

const dataDirs: string[] = [];
const databaseNames: string[] = [];
let env: Record<string, string>;
let productionTarget: Record<string, string>;

/** A fresh data folder, and on PostgreSQL a fresh database, for one server. */
async function freshTarget(): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dadhood-start-'));
  dataDirs.push(dataDir);
  const target: Record<string, string> = { DATA_DIR: dataDir };
  if (testDatabaseKind === 'postgres') {
    const name = uniqueDatabaseName('dadhood_start');
    databaseNames.push(name);
    await adminQuery(`CREATE DATABASE "${name}"`);
    target.DATABASE_URL = databaseUrlWithName(testDatabaseUrl!, name);
  }
  return target;
}

beforeAll(async () => {
  env = await freshTarget();
  productionTarget = await freshTarget();
});

afterAll(async () => {
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  for (const name of databaseNames) await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});

describe(`npm start on ${testDatabaseKind}`, () => {
  it('migrates, seeds the demo, serves, stops on SIGTERM, and reuses its data after a restart', {
    timeout: 180_000,
  }, async () => {
    const first = await start(env);
    expect(first.lines.join('\n')).toContain(`Demo sign-in: ${DEMO_SIGN_IN.email}`);
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);

    const signIn = await fetch(`${first.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_SIGN_IN.email, password: DEMO_SIGN_IN.password }),
    });
    expect(signIn.status).toBe(200);
    const members = (await (await fetch(`${first.url}/api/users/count`)).json()).count as number;
    expect(members).toBeGreaterThanOrEqual(40);
    const registered = await fetch(`${first.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'restart@example.com',
        username: 'restart_dad',
        password: 'survives-9',
        confirmAdult: true,
      }),
    });
    expect(registered.status).toBe(201);

    if (testDatabaseKind === 'pglite') {
      // A second process on the same folder fails fast instead of losing writes.
      const second = await start(env).catch((error: { code: number; lines: string[] }) => error);
      expect(second).toMatchObject({ code: 1 });
      expect((second as { lines: string[] }).lines.join('\n')).toMatch(/in use by another process/);
    }

    // An open subscription does not hold the shutdown up.
    const socket = new WebSocket(`${first.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    const stoppedAt = Date.now();
    expect(await stop(first)).toBe(0);
    await closed;
    expect(Date.now() - stoppedAt).toBeLessThan(8_000);
    expect(first.lines.join('\n')).toMatch(/SIGTERM: finishing in-flight requests/);
    expect(existsSync(path.join(env.DATA_DIR!, 'dadhood.lock'))).toBe(false);

    const again = await start(env);
    try {
      expect(again.lines.join('\n')).not.toMatch(/Applied migrations/);
      expect((await (await fetch(`${again.url}/api/users/count`)).json()).count).toBe(members + 1);
      const back = await fetch(`${again.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'restart_dad', password: 'survives-9' }),
      });
      expect(back.status).toBe(200);
    } finally {
      expect(await stop(again)).toBe(0);
    }

    // In production, the demo's staff accounts (their password is in the README) keep the server from starting.
    const refused = await start({ ...env, NODE_ENV: 'production' }).catch(
      (error: { code: number; lines: string[] }) => error,
    );
    expect(refused).toMatchObject({ code: 1 });
    expect((refused as { lines: string[] }).lines.join('\n')).toMatch(
      /Refusing to start in production: the demo's published password still signs in to .*moderator@dadhood\.app/,
    );
  });

  it('in production: an empty database gets no demo, and the command line makes the first admin', {
    timeout: 180_000,
  }, async () => {
    const productionEnv = {
      ...productionTarget,
      NODE_ENV: 'production',
      ADMIN_EMAILS: 'owner@example.com',
      GRAPHQL_PERSISTED_ONLY: 'false',
    };
    const first = await start(productionEnv);
    try {
      expect(first.lines.join('\n')).not.toMatch(/Demo sign-in/);
      expect((await (await fetch(`${first.url}/api/users/count`)).json()).count).toBe(0);
    } finally {
      expect(await stop(first)).toBe(0);
    }

    const made = await command(productionEnv, ['create-admin', 'owner@example.com', 'site_owner']);
    expect(made.code).toBe(0);
    const password = /One-time password .*: (\S+)$/m.exec(made.output)?.[1];
    expect(made.output).toContain('site_owner <owner@example.com> is an admin.');
    expect(password).toBeDefined();
    // Only for an address ADMIN_EMAILS names.
    const stranger = await command(productionEnv, ['create-admin', 'stranger@example.com', 'stranger_dad']);
    expect(stranger).toMatchObject({ code: 1, output: expect.stringContaining('is not in ADMIN_EMAILS') });

    // The operator's view of the service: health, and the job queue (one row per kind of job).
    const health = await command(productionEnv, ['health']);
    expect(health).toMatchObject({ code: 0, output: expect.stringMatching(/^Database: .* answers; migrated/m) });
    expect(health.output).toMatch(/^Jobs: \d+ queued, 0 running, 0 failed$/m);
    const jobs = await command(productionEnv, ['jobs']);
    expect(jobs.code).toBe(0);
    for (const job of JOBS) expect(jobs.output).toMatch(new RegExp(`^${job.name} +\\d+ +0 +\\d+ +0$`, 'm'));
    const retry = await command(productionEnv, ['retry-job', '00000000-0000-0000-0000-000000000000']);
    expect(retry).toMatchObject({ code: 1, output: expect.stringContaining('No failed job has the id') });

    // A stolen admin account is stopped from the command line, and given back; the sign-in below shows it is.
    const noLength = await command(productionEnv, ['suspend', 'site_owner', '--reason', 'Stolen']);
    expect(noLength).toMatchObject({ code: 1, output: expect.stringContaining('Suspend for a number of days') });
    const suspended = await command(productionEnv, ['suspend', 'site_owner', '--days', '2', '--reason', 'Stolen']);
    expect(suspended).toMatchObject({ code: 0, output: expect.stringMatching(/site_owner is suspended until \d{4}-/) });
    const lifted = await command(productionEnv, ['lift-suspension', 'owner@example.com', '--reason', 'Recovered']);
    expect(lifted).toMatchObject({ code: 0, output: expect.stringContaining('site_owner is no longer suspended.') });

    const again = await start(productionEnv);
    try {
      const signIn = await fetch(`${again.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'site_owner', password }),
      });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const viewer = await fetch(`${again.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: again.url },
        body: JSON.stringify({ query: '{ viewer { username role } }' }),
      });
      expect(await viewer.json()).toMatchObject({ data: { viewer: { username: 'site_owner', role: 'admin' } } });
    } finally {
      expect(await stop(again)).toBe(0);
    }
  });
});
