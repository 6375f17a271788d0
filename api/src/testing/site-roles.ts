/** The moderation queue's test app, for the moderation tests of both adapters (docs/moderation.md). */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestApp, type TestApp } from './app.js';

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
