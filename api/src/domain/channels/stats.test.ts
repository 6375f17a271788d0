/**
 * The creator's stats: followers at the end of each of the last 30 UTC days, rebuilt from the current follows
 * (an unfollow leaves the history), the new followers and fist bumps since the first of those days, and the fist
 * bumps on all the channel's posts. One statement for any number of channels.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildChannel, buildPost, buildUser } from '../../testing/factories.js';
import { channelStatsOf, STATS_DAYS, statsWindowStart } from './stats.js';

let app: TestApp;
let statements = 0;
beforeAll(async () => {
  app = await createTestApp({}, undefined, {
    onQuery: () => {
      statements += 1;
    },
  });
});
afterAll(() => app.close());

const DAY = 24 * 60 * 60 * 1000;

describe('channelStatsOf', () => {
  it('counts followers day by day, new followers and fist bumps over the 30 UTC days ending today', async () => {
    const { prisma } = app.services;
    const now = new Date(Date.UTC(2031, 2, 10, 15, 30)); // 2031-03-10 15:30 UTC
    const first = statsWindowStart(now);
    expect(first.toISOString()).toBe('2031-02-09T00:00:00.000Z');
    const at = (daysAfterFirst: number, hours = 12) =>
      new Date(first.getTime() + daysAfterFirst * DAY + hours * 60 * 60 * 1000);

    const creator = await buildUser(prisma);
    const channel = await buildChannel(prisma, creator.id);
    const fans = await Promise.all(Array.from({ length: 7 }, () => buildUser(prisma)));
    const follow = (i: number, createdAt: Date) =>
      prisma.channelFollow.create({ data: { channelId: channel.id, userId: fans[i]!.id, createdAt } });
    await follow(0, new Date(first.getTime() - 40 * DAY)); // before the window
    await follow(1, new Date(first.getTime() - 1)); // the last moment before it
    await follow(2, at(0, 0)); // its first moment
    await follow(3, at(19));
    await follow(4, at(19, 23.99));
    await follow(5, at(29, 1)); // today
    await follow(6, at(10)); // unfollowed since: in no day of the history
    await prisma.channelFollow.delete({ where: { channelId_userId: { channelId: channel.id, userId: fans[6]!.id } } });

    const old = await buildPost(prisma, creator.id, { channelId: channel.id });
    const recent = await buildPost(prisma, creator.id, { channelId: channel.id });
    const elsewhere = await buildPost(prisma, creator.id);
    const bump = (postId: string, i: number, createdAt: Date) =>
      prisma.fistBump.create({ data: { postId, userId: fans[i]!.id, createdAt } });
    await bump(old.id, 0, new Date(first.getTime() - 35 * DAY));
    await bump(old.id, 1, at(3));
    await bump(recent.id, 2, at(28));
    await bump(recent.id, 3, at(29, 2));
    await bump(elsewhere.id, 4, at(28)); // not a channel post

    const stats = (await channelStatsOf(prisma, [channel.id], now)).get(channel.id)!;
    expect(stats.newFollowersLast30Days).toBe(4);
    expect(stats.fistBumpCount).toBe(4);
    expect(stats.fistBumpsLast30Days).toBe(3);
    expect(stats.followersByDay).toHaveLength(STATS_DAYS);
    expect(stats.followersByDay[0]).toEqual({ day: '2031-02-09', followerCount: 3 });
    expect(stats.followersByDay[18]).toEqual({ day: '2031-02-27', followerCount: 3 });
    expect(stats.followersByDay[19]).toEqual({ day: '2031-02-28', followerCount: 5 });
    expect(stats.followersByDay[28]).toEqual({ day: '2031-03-09', followerCount: 5 });
    expect(stats.followersByDay[29]).toEqual({ day: '2031-03-10', followerCount: 6 });
    // Every day present once, in order.
    expect(stats.followersByDay.map((d) => d.day)).toEqual(
      Array.from({ length: STATS_DAYS }, (_, i) => new Date(first.getTime() + i * DAY).toISOString().slice(0, 10)),
    );
  });

  it('answers a channel with nothing yet with zeros, and any number of channels in one statement', async () => {
    const { prisma } = app.services;
    const creator = await buildUser(prisma);
    const channels = await Promise.all(Array.from({ length: 3 }, () => buildChannel(prisma, creator.id)));
    const before = statements;
    const stats = await channelStatsOf(
      prisma,
      channels.map((c) => c.id),
    );
    expect(statements - before).toBe(1);
    expect(stats.size).toBe(3);
    const one = stats.get(channels[0]!.id)!;
    expect(one).toMatchObject({ newFollowersLast30Days: 0, fistBumpCount: 0, fistBumpsLast30Days: 0 });
    expect(one.followersByDay.every((d) => d.followerCount === 0)).toBe(true);
    expect(one.followersByDay.at(-1)!.day).toBe(new Date().toISOString().slice(0, 10));
  });
});
