/**
 * GET /api/auth/user, which every page load sends, costs one statement with a session: the session's statement
 * reads the member's whole row with it. An access token's statement does the same (graphql/access-tokens.test.ts
 * counts both), and presents the same member.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessToken } from '../domain/access-tokens/access-tokens.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildUser, signedInClient } from '../testing/factories.js';

let app: TestApp;
const statements: string[] = [];
beforeAll(async () => {
  app = await createTestApp({}, undefined, { onQuery: ({ query }) => void statements.push(query) });
});
afterAll(() => app.close());

describe('GET /api/auth/user', () => {
  it('is one statement with a session, and presents the same member as with an access token', async () => {
    const user = await buildUser(app.services.prisma, {
      showEmail: false,
      interests: ['grilling', 'fishing'],
      kidsAges: [3, 7],
      familyStructure: 'co_parenting',
      bio: 'Weekend pitmaster',
    });
    const client = await signedInClient(app, user);
    const { token } = await createAccessToken(app.services, user.id, { name: 'Bot', scopes: ['read'] });

    statements.length = 0;
    const bySession = await client.get('/api/auth/user');
    const sessionStatements = [...statements];
    const byToken = await app.client().get('/api/auth/user', { authorization: `Bearer ${token}` });

    expect(bySession.status).toBe(200);
    expect(sessionStatements, sessionStatements.join('\n\n')).toHaveLength(1);
    expect(byToken.status).toBe(200);
    const self = await bySession.json();
    expect(self).toEqual(await byToken.json());
    // The row read as JSON is the row Prisma reads: lists, enums in the dashed spelling, dates, privacy settings.
    expect(self).toMatchObject({
      id: user.id,
      email: user.email,
      showEmail: false,
      interests: ['grilling', 'fishing'],
      kidsAges: [3, 7],
      familyStructure: 'co-parenting',
      bio: 'Weekend pitmaster',
      joinedAt: user.joinedAt.toISOString(),
      emailVisibility: 'everyone',
    });
    expect(self).not.toHaveProperty('passwordHash');
    expect(self).not.toHaveProperty('totpSecret');
  });

  it('reads the member only for that route: other requests keep the session statement without the row', async () => {
    const client = await signedInClient(app, await buildUser(app.services.prisma));
    statements.length = 0;
    expect((await client.get('/api/auth/user')).status).toBe(200);
    const [withRow] = statements;
    statements.length = 0;
    expect((await client.get('/api/notifications/unread-count')).status).toBe(200);
    const session = statements.find((sql) => sql.includes('FROM "Session" s'));
    expect(withRow).toMatch(/to_jsonb/);
    expect(session).toBeDefined();
    expect(session).not.toMatch(/to_jsonb/);
  });
});
