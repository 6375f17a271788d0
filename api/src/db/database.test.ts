/**
 * The app's PostgreSQL connections: JIT compilation is off on every one of them (the reason is in ./database.ts).
 * PostgreSQL only: PGlite has no JIT.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.js';
import { testDatabaseKind } from '../testing/databases.js';

describe.skipIf(testDatabaseKind === 'pglite')('the PostgreSQL connections', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('never JIT-compile a statement, through Prisma or plain SQL, on any connection of the pool', async () => {
    const { prisma } = app.services;
    // Several at once, so that more than one connection of the pool answers.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => prisma.$queryRaw<{ jit: string }[]>`SELECT current_setting('jit') AS jit`),
    );
    expect(answers.map((rows) => rows[0]?.jit)).toEqual(['off', 'off', 'off', 'off']);
  });
});
