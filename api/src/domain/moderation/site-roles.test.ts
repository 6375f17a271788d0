/** Admins are exactly the members ADMIN_EMAILS names: synced at every start, in both directions. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildUser } from '../../testing/factories.js';
import { syncSiteAdmins } from './site-roles.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const roleOf = async (id: string) => (await app.services.prisma.user.findUniqueOrThrow({ where: { id } })).role;

describe('syncSiteAdmins', () => {
  it('makes listed members admins and unlisted admins members, leaving moderators and others alone', async () => {
    const listed = await buildUser(app.services.prisma);
    const listedModerator = await buildUser(app.services.prisma, { role: 'moderator' });
    const dropped = await buildUser(app.services.prisma, { role: 'admin' });
    const moderator = await buildUser(app.services.prisma, { role: 'moderator' });
    const plain = await buildUser(app.services.prisma);

    const counts = await syncSiteAdmins(app.services.prisma, [
      listed.email,
      listedModerator.email,
      'nobody@example.com',
    ]);
    expect(counts).toEqual({ promoted: 2, demoted: 1 });
    expect([await roleOf(listed.id), await roleOf(listedModerator.id)]).toEqual(['admin', 'admin']);
    expect(await roleOf(dropped.id)).toBe('member');
    expect([await roleOf(moderator.id), await roleOf(plain.id)]).toEqual(['moderator', 'member']);
    // Run again with the same list, nothing changes.
    expect(await syncSiteAdmins(app.services.prisma, [listed.email, listedModerator.email])).toEqual({
      promoted: 0,
      demoted: 0,
    });
  });
});
