/**
 * A member's private calendar feed address: made on first use, the same each time it is shown, found back from
 * its token; a reset or a new feed secret makes a new one, and the old one then leads nowhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildUser } from '../../testing/factories.js';
import { currentFeedUrl, feedUrlFor, memberOfFeedToken, resetFeedUrl } from './feed-address.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const tokenOf = (url: string) => /\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(url)?.[1] ?? 'no token';

describe('the calendar feed address', () => {
  it('is made on first use under PUBLIC_URL, shown the same again, and leads to its member', async () => {
    const member = await buildUser(app.services.prisma);
    expect(await currentFeedUrl(app.services, member.id)).toBeNull();
    const url = await feedUrlFor(app.services, member.id);
    expect(url.startsWith(`${app.config.publicUrl}/api/calendar/`)).toBe(true);
    expect(await feedUrlFor(app.services, member.id)).toBe(url);
    expect(await currentFeedUrl(app.services, member.id)).toBe(url);
    expect(await memberOfFeedToken(app.services.prisma, tokenOf(url))).toBe(member.id);
    // Only the token's hash is stored.
    const row = await app.services.prisma.calendarFeed.findUniqueOrThrow({ where: { userId: member.id } });
    expect(JSON.stringify(row)).not.toContain(tokenOf(url));
  });

  it('is different for each member, and a malformed or unknown token leads nowhere', async () => {
    const [a, b] = [await buildUser(app.services.prisma), await buildUser(app.services.prisma)];
    expect(await feedUrlFor(app.services, a.id)).not.toBe(await feedUrlFor(app.services, b.id));
    expect(await memberOfFeedToken(app.services.prisma, 'short')).toBeNull();
    expect(await memberOfFeedToken(app.services.prisma, 'A'.repeat(43))).toBeNull();
  });

  it('is replaced by a reset: the old token stops working at once', async () => {
    const member = await buildUser(app.services.prisma);
    const old = await feedUrlFor(app.services, member.id);
    const fresh = await resetFeedUrl(app.services, member.id);
    expect(fresh).not.toBe(old);
    expect(await memberOfFeedToken(app.services.prisma, tokenOf(old))).toBeNull();
    expect(await memberOfFeedToken(app.services.prisma, tokenOf(fresh))).toBe(member.id);
    expect(await feedUrlFor(app.services, member.id)).toBe(fresh);
  });

  it('is issued anew when the feed secret changed since it was made', async () => {
    const member = await buildUser(app.services.prisma);
    const old = await feedUrlFor(app.services, member.id);
    const rotated = { prisma: app.services.prisma, config: { ...app.config, calendarFeedSecret: 'a-new-secret' } };
    expect(await currentFeedUrl(rotated, member.id)).toBeNull();
    const fresh = await feedUrlFor(rotated, member.id);
    expect(fresh).not.toBe(old);
    expect(await memberOfFeedToken(app.services.prisma, tokenOf(old))).toBeNull();
    expect(await memberOfFeedToken(app.services.prisma, tokenOf(fresh))).toBe(member.id);
  });
});
