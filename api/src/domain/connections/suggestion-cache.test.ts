/**
 * The suggestions cache: the refresh job keeps each active member's best candidates with their friends in
 * common, and the ranking reads them instead of scoring every member, while everything that leaves a member out,
 * shared interests and place are still checked live. A change of the member's own that the ranking depends on
 * sends them back to the full ranking until the next refresh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prisma, type User } from '../../generated/prisma/client.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabaseKind } from '../../testing/databases.js';
import { buildConnection, buildUser, signedInClient, signedInMember } from '../../testing/factories.js';
import { webOperation } from '../../testing/web-operations.js';
import { holdTransaction, untilWaitingOnLocks } from '../../testing/held-transaction.js';
import { blockMember, unblockMember } from '../blocks/block.js';
import { completeOnboarding } from '../onboarding/complete.js';
import { updatePrivacySettings, updateProfile } from '../users/update-profile.js';
import { requestConnection } from './request.js';
import { removeConnection } from './remove.js';
import { acceptConnection } from './respond.js';
import {
  markSuggestionsStale,
  refreshMemberSuggestions,
  refreshSuggestionCaches,
  suggestionRefreshJob,
} from './suggestion-cache.js';
import { suggestConnections, suggestConnectionsSql } from './suggested.js';

let app: TestApp;
const statements: string[] = [];
beforeAll(async () => {
  app = await createTestApp({}, undefined, { onQuery: ({ query }) => void statements.push(query) });
});
afterAll(() => app.close());

const prisma = () => app.services.prisma;
/** Members live in Portland, OR unless told: each candidate's score has 3 points for the place. */
const member = (overrides: Partial<Prisma.UserUncheckedCreateInput> = {}) =>
  buildUser(prisma(), { location: 'Portland, OR', interests: [], ...overrides });

/** The viewer's suggestions among `among`: id to mutual count and score. */
async function ranked(viewer: User, among: User[]) {
  const fresh = await prisma().user.findUniqueOrThrow({ where: { id: viewer.id } });
  const ids = new Set(among.map((m) => m.id));
  return (await suggestConnections(prisma(), fresh, 50))
    .filter((s) => ids.has(s.userId))
    .map((s) => ({ id: s.userId, mutual: s.mutualConnections, score: s.score }));
}

const computedAt = async (userId: string) =>
  (await prisma().connectionSuggestionState.findUnique({ where: { userId } }))?.computedAt ?? null;

/**
 * A viewer with two friends, and a candidate who is a friend of the first: one friend in common. Cached, then the
 * candidate befriends the second friend too, which the full ranking would count and the cache does not.
 */
async function cachedViewer() {
  const viewer = await member({ interests: ['grilling'] });
  const [friendA, friendB, candidate] = [await member(), await member(), await member()];
  await buildConnection(prisma(), viewer.id, friendA.id, 'accepted');
  await buildConnection(prisma(), viewer.id, friendB.id, 'accepted');
  await buildConnection(prisma(), candidate.id, friendA.id, 'accepted');
  expect(await refreshMemberSuggestions(prisma(), viewer.id)).toBe(true);
  await buildConnection(prisma(), candidate.id, friendB.id, 'accepted');
  return { viewer, friendA, friendB, candidate };
}

describe('the suggestions cache', () => {
  it('is filled by the job for members seen lately, and the ranking reads it', async () => {
    const { user: viewer } = await signedInMember(app, { location: 'Portland, OR', interests: [] });
    const friend = await member();
    const candidate = await member();
    await buildConnection(prisma(), viewer.id, friend.id, 'accepted');
    await buildConnection(prisma(), candidate.id, friend.id, 'accepted');
    // Signed in, but not seen for a week: no cache.
    const { user: away } = await signedInMember(app);
    await prisma().session.updateMany({
      where: { userId: away.id },
      data: { lastSeenAt: new Date(Date.now() - 7 * 24 * 60 * 60 * 1000) },
    });

    expect(await app.services.jobs.runNow(suggestionRefreshJob.name)).toBe(true);
    await app.runJobs([suggestionRefreshJob.name]);
    expect(await computedAt(viewer.id)).toBeInstanceOf(Date);
    expect(await computedAt(away.id)).toBeNull();
    expect(
      await prisma().connectionSuggestion.findMany({ where: { userId: viewer.id, suggestedId: candidate.id } }),
    ).toEqual([{ userId: viewer.id, suggestedId: candidate.id, mutual: 1 }]);

    // The candidate makes a second friend in common: the cached count stands until the cache is renewed.
    const other = await member();
    await buildConnection(prisma(), viewer.id, other.id, 'accepted');
    await buildConnection(prisma(), candidate.id, other.id, 'accepted');
    expect(await ranked(viewer, [candidate])).toEqual([{ id: candidate.id, mutual: 1, score: 6 }]);
    // A fresh cache is not computed again; one past its refresh age is.
    expect(await refreshSuggestionCaches(app.services)).toEqual({ refreshed: 0, failed: 0 });
    await prisma().connectionSuggestionState.update({
      where: { userId: viewer.id },
      data: { computedAt: new Date(Date.now() - 21 * 60 * 60 * 1000) },
    });
    expect(await refreshSuggestionCaches(app.services)).toEqual({ refreshed: 1, failed: 0 });
    expect(await ranked(viewer, [candidate])).toEqual([{ id: candidate.id, mutual: 2, score: 9 }]);
  });

  it('renews the missing and the oldest caches first, a bounded batch per run', async () => {
    const members: User[] = [];
    for (let i = 0; i < 3; i++) members.push((await signedInMember(app)).user);
    await refreshSuggestionCaches(app.services);
    const hoursAgo = (h: number) => new Date(Date.now() - h * 60 * 60 * 1000);
    const ages = [hoursAgo(21), null, hoursAgo(23)];
    for (const [i, age] of ages.entries())
      await prisma().connectionSuggestionState.update({ where: { userId: members[i]!.id }, data: { computedAt: age } });
    const start = new Date();
    const renewed = async () => {
      expect(await refreshSuggestionCaches(app.services, 1)).toEqual({ refreshed: 1, failed: 0 });
      const rows = await prisma().connectionSuggestionState.findMany({
        where: { userId: { in: members.map((m) => m.id) }, computedAt: { gte: start } },
      });
      return rows.map((r) => members.findIndex((m) => m.id === r.userId)).sort();
    };
    expect(await renewed()).toEqual([1]);
    expect(await renewed()).toEqual([1, 2]);
    expect(await renewed()).toEqual([0, 1, 2]);
    expect(await refreshSuggestionCaches(app.services)).toEqual({ refreshed: 0, failed: 0 });
  });

  it('is not read once older than a day: the full ranking is', async () => {
    const { viewer, candidate } = await cachedViewer();
    expect(await ranked(viewer, [candidate])).toEqual([{ id: candidate.id, mutual: 1, score: 6 }]);
    await prisma().connectionSuggestionState.update({
      where: { userId: viewer.id },
      data: { computedAt: new Date(Date.now() - 25 * 60 * 60 * 1000) },
    });
    expect(await ranked(viewer, [candidate])).toEqual([{ id: candidate.id, mutual: 2, score: 9 }]);
  });

  it('leaves a cached candidate out at once after a request, a block, a suspension or a removed location', async () => {
    const viewer = await member();
    const [asked, blocker, suspended, unlocated, kept] = [
      await member(),
      await member(),
      await member(),
      await member(),
      await member(),
    ];
    await refreshMemberSuggestions(prisma(), viewer.id);
    const all = [asked, blocker, suspended, unlocated, kept];
    expect((await ranked(viewer, all)).map((s) => s.id).sort()).toEqual(all.map((m) => m.id).sort());

    await requestConnection(app.services, viewer.id, asked.id);
    await blockMember(app.services, blocker.id, viewer.id);
    await prisma().user.update({ where: { id: suspended.id }, data: { suspendedAt: new Date() } });
    await prisma().user.update({ where: { id: unlocated.id }, data: { location: null } });

    expect(await computedAt(viewer.id)).toBeInstanceOf(Date);
    expect((await ranked(viewer, all)).map((s) => s.id)).toEqual([kept.id]);
  });

  it('gives no place points for a location hidden since the cache was made', async () => {
    const viewer = await member({ location: 'Bend, OR' });
    const neighbour = await member({ location: 'Bend, OR' });
    await refreshMemberSuggestions(prisma(), viewer.id);
    expect(await ranked(viewer, [neighbour])).toEqual([{ id: neighbour.id, mutual: 0, score: 3 }]);
    await updatePrivacySettings(app.services, neighbour.id, { showLocation: false });
    expect(await computedAt(viewer.id)).toBeInstanceOf(Date);
    expect(await ranked(viewer, [neighbour])).toEqual([{ id: neighbour.id, mutual: 0, score: 0 }]);
  });

  it("is dropped by the viewer's own changes the ranking depends on", async () => {
    const stale = async (change: (viewer: User) => Promise<unknown>) => {
      const cache = await cachedViewer();
      await change(cache.viewer);
      expect(await computedAt(cache.viewer.id)).toBeNull();
      // The full ranking: the candidate's second friend in common counts.
      expect(await ranked(cache.viewer, [cache.candidate])).toMatchObject([{ id: cache.candidate.id, mutual: 2 }]);
    };
    await stale((viewer) => updateProfile(app.services, viewer.id, { location: 'Salem, OR' }));
    await stale((viewer) => updateProfile(app.services, viewer.id, { interests: ['Chess'] }));
    await stale((viewer) => updateProfile(app.services, viewer.id, { dadType: 'stepdad' }));
    await stale((viewer) =>
      completeOnboarding(app.services, viewer, { dadType: 'experienced', location: 'Portland, OR', interests: [] }),
    );
    await stale(async (viewer) => {
      const asker = await member();
      const request = await requestConnection(app.services, asker.id, viewer.id);
      // Asking changes nothing the cache holds: the pair is left out live.
      expect(await computedAt(viewer.id)).toBeInstanceOf(Date);
      await acceptConnection(app.services, viewer.id, request.id);
      expect(await computedAt(asker.id)).toBeNull();
    });
    await stale(async (viewer) => {
      // A request the viewer cancels: the member may be suggested again.
      const asked = await member();
      const request = await requestConnection(app.services, viewer.id, asked.id);
      await removeConnection(app.services, viewer.id, request.id);
      expect(await computedAt(asked.id)).toBeNull();
    });
    await stale(async (viewer) => {
      const blocked = await member();
      await blockMember(app.services, viewer.id, blocked.id);
      expect(await computedAt(viewer.id)).toBeInstanceOf(Date);
      await unblockMember(app.services, viewer.id, blocked.id);
    });

    // A profile edit that leaves them as they were keeps the cache.
    const { viewer } = await cachedViewer();
    await updateProfile(app.services, viewer.id, { bio: 'Grill master', location: viewer.location });
    expect(await computedAt(viewer.id)).toBeInstanceOf(Date);
  });

  it.skipIf(testDatabaseKind === 'pglite')(
    'waits for a change that is marking it stale, and is then computed from what the change wrote',
    async () => {
      const { viewer, candidate, friendB } = await cachedViewer();
      await prisma().connection.deleteMany({ where: { requesterId: candidate.id, receiverId: friendB.id } });
      const change = holdTransaction(prisma(), async (tx) => {
        await tx.connection.create({ data: { requesterId: candidate.id, receiverId: friendB.id, status: 'accepted' } });
        await markSuggestionsStale(tx, [viewer.id]);
      });
      await change.held;
      const refresh = refreshMemberSuggestions(prisma(), viewer.id);
      await untilWaitingOnLocks(prisma(), 1);
      await change.release();
      expect(await refresh).toBe(true);
      expect(await computedAt(viewer.id)).toBeInstanceOf(Date);
      expect(await ranked(viewer, [candidate])).toEqual([{ id: candidate.id, mutual: 2, score: 9 }]);
    },
  );

  it('serves both adapters from the cache, and the home page costs the same statements and writes nothing', async () => {
    const { viewer, candidate } = await cachedViewer();
    await prisma().connectionSuggestionState.update({ where: { userId: viewer.id }, data: { computedAt: null } });
    const client = await signedInClient(app, viewer);
    const home = await webOperation('HomeScreenQuery');
    const load = async () => {
      statements.length = 0;
      const response = await client.post(
        '/graphql',
        { json: { query: home, variables: {} } },
        { accept: 'application/graphql-response+json, application/json' },
      );
      expect(response.status).toBe(200);
      const body = (await response.json()) as { errors?: unknown };
      expect(body.errors).toBeUndefined();
      return [...statements];
    };
    const suggestions = async () => {
      const { body } = await client.graphql<{
        suggestedConnections: { member: { databaseId: string }; mutualConnectionCount: number }[];
      }>('{ suggestedConnections(first: 50) { member { databaseId } mutualConnectionCount } }');
      const rest = (await (await client.get('/api/connections/suggested?limit=50')).json()) as {
        id: string;
        mutualConnections: number;
      }[];
      return {
        graphql: body.data?.suggestedConnections.find((s) => s.member.databaseId === candidate.id)
          ?.mutualConnectionCount,
        rest: rest.find((s) => s.id === candidate.id)?.mutualConnections,
      };
    };

    await load();
    const inline = await load();
    expect(await suggestions()).toEqual({ graphql: 2, rest: 2 });
    await refreshMemberSuggestions(prisma(), viewer.id);
    // A third friend in common after the refresh: the full ranking would count it, the cache does not.
    const third = await member();
    await buildConnection(prisma(), viewer.id, third.id, 'accepted');
    await buildConnection(prisma(), candidate.id, third.id, 'accepted');
    const cached = await load();
    expect(await suggestions()).toEqual({ graphql: 2, rest: 2 });

    expect(cached.length, cached.join('\n\n')).toBe(inline.length);
    expect(cached.filter((sql) => /^\s*(insert|update|delete)\b/i.test(sql))).toEqual([]);
  });

  it('reads only the cached candidates: the full ranking is never executed', async () => {
    const { viewer } = await cachedViewer();
    const plan = async () =>
      (
        await prisma().$queryRaw<{ 'QUERY PLAN': string }[]>(
          Prisma.sql`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) ${suggestConnectionsSql(viewer, 10)}`,
        )
      )
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    // The full ranking is the only part that reads friends of friends (the Connection rows of the viewer's friends)
    // and aggregates them; it runs only without a cache.
    const fullRanking = (text: string) => text.split('\n').filter((line) => /HashAggregate|GroupAggregate/.test(line));

    const withCache = await plan();
    expect(fullRanking(withCache).length, withCache).toBeGreaterThan(0);
    expect(
      fullRanking(withCache).every((line) => line.includes('never executed')),
      withCache,
    ).toBe(true);
    expect(withCache).toMatch(/One-Time Filter: \(NOT/);
    // The candidates' rows are looked up by primary key, one per cached candidate: no scan of the members.
    const memberReads = withCache.split('\n').filter((line) => /on "User" u(_\d+)? \(/.test(line));
    const executed = memberReads.filter((line) => !line.includes('never executed'));
    expect(executed.length, withCache).toBeGreaterThan(0);
    expect(
      executed.every((line) => line.includes('Index Scan using "User_pkey"')),
      withCache,
    ).toBe(true);

    await prisma().connectionSuggestionState.update({ where: { userId: viewer.id }, data: { computedAt: null } });
    const without = await plan();
    expect(
      fullRanking(without).some((line) => !line.includes('never executed')),
      without,
    ).toBe(true);
  });
});
