/**
 * Suggested Connections: ranked by friends in common (3 points each), the same city (2) and state (1) where the
 * member shows their location, and shared interests (1 each); without anyone the viewer already has a connection
 * row with, a blocked pair, members not onboarded or suspended.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prisma } from '../../generated/prisma/client.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildConnection, buildUser } from '../../testing/factories.js';
import { suggestConnections } from './suggested.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const member = (overrides: Partial<Prisma.UserUncheckedCreateInput> = {}) =>
  buildUser(app.services.prisma, { location: 'Portland, OR', interests: [], ...overrides });

/** The viewer's suggestions among `ids`, best first. */
async function suggestedAmong(viewer: { id: string; location: string | null; interests: string[] }, ids: string[]) {
  return (await suggestConnections(app.services.prisma, viewer, 50)).filter((s) => ids.includes(s.userId));
}

describe('suggestConnections', () => {
  it('scores friends in common, the same city and state, and shared interests, best first', async () => {
    const viewer = await member({ location: 'Austin, TX', interests: ['Grilling', 'camping'] });
    const friend = await member();
    const friendOfFriend = await member();
    await buildConnection(app.services.prisma, viewer.id, friend.id);
    await buildConnection(app.services.prisma, friendOfFriend.id, friend.id);
    // Joined a day ago: later than the others, which wins it the tie with the friend of a friend.
    const sameCity = await member({ location: 'Austin, TX', joinedAt: new Date(Date.now() - 86_400_000) });
    const sameState = await member({ location: 'Dallas, TX' });
    const likeMinded = await member({ interests: [' grilling', 'Camping', 'chess'] });
    const hiddenCity = await member({ location: 'Austin, TX', showLocation: false });

    const ids = [friendOfFriend, sameCity, sameState, likeMinded, hiddenCity].map((m) => m.id);
    const suggested = await suggestedAmong(viewer, ids);
    expect(suggested.map(({ userId, score }) => [userId, score])).toEqual([
      [sameCity.id, 3],
      [friendOfFriend.id, 3],
      [likeMinded.id, 2],
      [sameState.id, 1],
      [hiddenCity.id, 0],
    ]);
    expect(suggested.find((s) => s.userId === friendOfFriend.id)).toMatchObject({
      mutualConnections: 1,
      sharedInterests: 0,
    });
    expect(suggested.find((s) => s.userId === likeMinded.id)).toMatchObject({
      mutualConnections: 0,
      sharedInterests: 2,
    });
  });

  it('leaves out self, anyone with a connection row, a blocked pair, the un-onboarded and the suspended', async () => {
    const viewer = await member();
    const [connected, asked, askedMe, declined, blocked, blocker] = [
      await member(),
      await member(),
      await member(),
      await member(),
      await member(),
      await member(),
    ];
    await buildConnection(app.services.prisma, viewer.id, connected.id, 'accepted');
    await buildConnection(app.services.prisma, viewer.id, asked.id, 'pending');
    await buildConnection(app.services.prisma, askedMe.id, viewer.id, 'pending');
    await buildConnection(app.services.prisma, declined.id, viewer.id, 'declined');
    await app.services.prisma.block.create({ data: { blockerId: viewer.id, blockedId: blocked.id } });
    await app.services.prisma.block.create({ data: { blockerId: blocker.id, blockedId: viewer.id } });
    const noDadType = await member({ dadType: null });
    const noLocation = await member({ location: '  ' });
    const suspended = await member({ suspendedAt: new Date() });
    const wasSuspended = await member({
      suspendedAt: new Date(Date.now() - 2000),
      suspendedUntil: new Date(Date.now() - 1000),
    });
    const left = [viewer, connected, asked, askedMe, declined, blocked, blocker, noDadType, noLocation, suspended];

    const suggested = await suggestedAmong(
      viewer,
      [...left, wasSuspended].map((m) => m.id),
    );
    expect(suggested.map((s) => s.userId)).toEqual([wasSuspended.id]);
  });
});
