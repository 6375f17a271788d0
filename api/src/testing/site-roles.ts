/** A signed-in member with a site role (docs/moderation.md), for the moderation tests of both adapters. */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestApp, type TestApp } from './app.js';
import { buildUser, signedInClient } from './factories.js';

export async function memberWithRole(app: TestApp, role: 'member' | 'moderator' | 'admin' = 'member') {
  const user = await buildUser(app.services.prisma, { role });
  const client = await signedInClient(app, user);
  return { user, client, cookie: client.cookieHeader() };
}

/**
 * A test app for the moderation queue's tests, counting the SQL statements it runs (`statements()`), whose queue
 * starts empty for each test (what earlier tests reported is closed first). Registers the file's hooks.
 */
export function moderationQueueApp() {
  let app: TestApp | undefined;
  let statements = 0;
  beforeAll(async () => {
    app = await createTestApp({}, undefined, { onQuery: () => (statements += 1) });
  });
  afterAll(() => app?.close());
  beforeEach(async () => {
    await app!.services.prisma.report.updateMany({ where: { status: 'open' }, data: { status: 'dismissed' } });
  });
  return { app: () => app!, statements: () => statements };
}
