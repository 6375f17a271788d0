/**
 * The moderation queue as a moderator reads it: open reports grouped by what they report, newest or most
 * reported first, each with the content as reported and as it is now, and the member's history; and nobody but
 * moderators and admins gets in.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ReportReason, ReportTarget } from '../../generated/prisma/client.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildPost, buildUser } from '../../testing/factories.js';
import { listReportQueue, requireAdmin, requireModerator } from './queue.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());
// Each test reads the queue from empty.
beforeEach(() => app.services.prisma.report.updateMany({ where: { status: 'open' }, data: { status: 'dismissed' } }));

const member = () => buildUser(app.services.prisma);
// Reports a second apart, in the order made, so the orders tested never hang on a tie.
let clock = Date.now() - 60 * 60 * 1000;

async function report(
  targetType: ReportTarget,
  targetId: string,
  subjectId: string,
  reason: ReportReason,
  snapshot = {},
) {
  const reporter = await member();
  clock += 1000;
  const createdAt = new Date(clock);
  await app.services.prisma.report.create({
    data: { reporterId: reporter.id, targetType, targetId, subjectId, reason, snapshot, createdAt },
  });
}

describe('listReportQueue', () => {
  it('groups open reports by target with their count, reasons, first snapshot, content now and history', async () => {
    const author = await member();
    const post = await buildPost(app.services.prisma, author.id, { content: 'Edited since', hidden: 'pending_review' });
    await report('post', post.id, author.id, 'spam', { content: 'As first reported' });
    await report('post', post.id, author.id, 'hate', { content: 'As reported later' });
    await report('post', post.id, author.id, 'spam');
    const { items, nextCursor } = await listReportQueue(app.services.prisma);
    expect(nextCursor).toBeNull();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      targetType: 'post',
      targetId: post.id,
      subjectId: author.id,
      reportCount: 3,
      reasons: ['hate', 'spam'],
      snapshot: { content: 'As first reported' },
      current: { content: 'Edited since' },
      hidden: 'pending_review',
      history: { memberId: author.id, suspended: false, reports: { open: 3, dismissed: 0, actioned: 0 } },
    });
  });

  it('lists newest or most reported first, paging on from the cursor, without closed reports', async () => {
    const author = await member();
    const post = () => buildPost(app.services.prisma, author.id);
    const [busy, recent, closed] = [await post(), await post(), await post()];
    await report('post', busy.id, author.id, 'spam');
    await report('post', busy.id, author.id, 'spam');
    await report('post', recent.id, author.id, 'harassment');
    await report('post', closed.id, author.id, 'spam');
    await app.services.prisma.report.updateMany({ where: { targetId: closed.id }, data: { status: 'actioned' } });

    const ids = async (sort?: string) =>
      (await listReportQueue(app.services.prisma, { sort })).items.map((i) => i.targetId);
    expect(await ids()).toEqual([recent.id, busy.id]);
    expect(await ids('most_reported')).toEqual([busy.id, recent.id]);
    const first = await listReportQueue(app.services.prisma, { sort: 'most_reported', limit: 1 });
    expect(first.items.map((i) => i.targetId)).toEqual([busy.id]);
    const cursor = first.nextCursor!;
    const second = await listReportQueue(app.services.prisma, { sort: 'most_reported', limit: 1, cursor });
    expect(second).toMatchObject({ items: [{ targetId: recent.id }], nextCursor: null });
  });

  it('shows a deleted target with no current content; refuses an unknown sort or a foreign cursor', async () => {
    const author = await member();
    const post = await buildPost(app.services.prisma, author.id);
    await report('post', post.id, author.id, 'spam', { content: 'Gone now' });
    await app.services.prisma.post.delete({ where: { id: post.id } });
    expect((await listReportQueue(app.services.prisma)).items[0]).toMatchObject({
      snapshot: { content: 'Gone now' },
      current: null,
    });
    for (const input of [{ sort: 'oldest' }, { cursor: 'nonsense' }]) {
      await expect(listReportQueue(app.services.prisma, input)).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    }
  });
});

describe('who gets in', () => {
  it('lets moderators and admins in, only admins to the admin pages, and answers NOT_FOUND to others', () => {
    const policy = { requireTwoFactorForStaff: false };
    for (const role of ['moderator', 'admin'] as const) {
      expect(requireModerator({ role, totpEnabledAt: null }, policy)).toEqual({ role, totpEnabledAt: null });
    }
    expect(requireAdmin({ role: 'admin', totpEnabledAt: null }, policy)).toMatchObject({ role: 'admin' });
    for (const viewer of [{ role: 'member' as const, totpEnabledAt: null }, null]) {
      expect(() => requireModerator(viewer, policy)).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
    }
    expect(() => requireAdmin({ role: 'moderator', totpEnabledAt: null }, policy)).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND' }),
    );
  });

  it('refuses staff without a second factor where the policy asks for one, after the 404 for everyone else', () => {
    const policy = { requireTwoFactorForStaff: true };
    for (const role of ['moderator', 'admin'] as const) {
      expect(() => requireModerator({ role, totpEnabledAt: null }, policy)).toThrow(
        expect.objectContaining({ code: 'TWO_FACTOR_REQUIRED', status: 403 }),
      );
      expect(requireModerator({ role, totpEnabledAt: new Date() }, policy)).toMatchObject({ role });
    }
    expect(() => requireAdmin({ role: 'moderator', totpEnabledAt: new Date() }, policy)).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND' }),
    );
    expect(() => requireModerator({ role: 'member', totpEnabledAt: null }, policy)).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND' }),
    );
  });
});
