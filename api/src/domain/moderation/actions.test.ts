/**
 * What moderators may do, and what members then notice: hidden content out of others' sight, reporters told
 * the outcome, suspensions that sign a member out; and the limits: nobody acts on an admin or on their own
 * content, only admins act on moderators' accounts or name moderators.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportTarget } from '../../generated/prisma/client.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildPost, buildUser } from '../../testing/factories.js';
import { isPostVisible } from '../posts/read.js';
import { hiddenTitle, listAuditLog, moderate, OUTCOME_TITLE, OUTCOMES, type ModerationInput } from './actions.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const member = (role: 'member' | 'moderator' | 'admin' = 'member') => buildUser(app.services.prisma, { role });
const act = (actor: Awaited<ReturnType<typeof member>> | null, input: Partial<ModerationInput>) =>
  moderate(app.services, actor, { reason: 'Community rules', ...input });

/** An open report of the target by a new member; returns the reporter. */
async function report(targetType: ReportTarget, targetId: string, subjectId: string) {
  const reporter = await member();
  await app.services.prisma.report.create({
    data: { reporterId: reporter.id, targetType, targetId, subjectId, reason: 'spam', snapshot: {} },
  });
  return reporter;
}
const titles = async (userId: string) =>
  (await app.services.prisma.notification.findMany({ where: { userId }, orderBy: { id: 'asc' } })).map((n) => n.title);

describe('moderate', () => {
  it('does not exist for members (NOT_FOUND), and the audit log is for admins alone', async () => {
    const [plain, moderator, author] = [await member(), await member('moderator'), await member()];
    const post = await buildPost(app.services.prisma, author.id);
    await report('post', post.id, author.id);
    for (const actor of [plain, null]) {
      await expect(act(actor, { action: 'hide', targetType: 'post', targetId: post.id })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    }
    await expect(listAuditLog(app.services.prisma, moderator, app.config, {})).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await app.services.prisma.post.findUniqueOrThrow({ where: { id: post.id } })).hidden).toBeNull();
  });

  it('hides reported content from everyone but its author, closes the reports and tells each side', async () => {
    const [moderator, admin, author] = [await member('moderator'), await member('admin'), await member()];
    const post = await buildPost(app.services.prisma, author.id);
    const reporters = [await report('post', post.id, author.id), await report('post', post.id, author.id)];
    const entryId = await act(moderator, { action: 'hide', targetType: 'post', targetId: post.id });

    expect((await app.services.prisma.post.findUniqueOrThrow({ where: { id: post.id } })).hidden).toBe('moderators');
    expect(await isPostVisible(app.services.prisma, reporters[0]!.id, post.id)).toBe(false);
    expect(await isPostVisible(app.services.prisma, author.id, post.id)).toBe(true);
    expect(
      await app.services.prisma.report.findMany({ where: { targetId: post.id }, select: { status: true } }),
    ).toEqual([{ status: 'actioned' }, { status: 'actioned' }]);
    for (const reporter of reporters) expect(await titles(reporter.id)).toEqual([OUTCOME_TITLE]);
    expect(await titles(author.id)).toEqual([hiddenTitle('post')]);
    const log = await listAuditLog(app.services.prisma, admin, app.config, {});
    expect(log.items[0]).toMatchObject({
      id: entryId,
      action: 'hide',
      moderatorId: moderator.id,
      subjectId: author.id,
    });
  });

  it('needs an open report to hide (NOT_FOUND), and something hidden to unhide (CONFLICT)', async () => {
    const [moderator, author] = [await member('moderator'), await member()];
    const post = await buildPost(app.services.prisma, author.id);
    await expect(act(moderator, { action: 'hide', targetType: 'post', targetId: post.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(act(moderator, { action: 'unhide', targetType: 'post', targetId: post.id })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('shows content hidden pending review again when the reports are dismissed, telling the reporters so', async () => {
    const [moderator, author] = [await member('moderator'), await member()];
    const post = await buildPost(app.services.prisma, author.id, { hidden: 'pending_review' });
    const reporter = await report('post', post.id, author.id);
    await act(moderator, { action: 'dismiss', targetType: 'post', targetId: post.id });
    expect((await app.services.prisma.post.findUniqueOrThrow({ where: { id: post.id } })).hidden).toBeNull();
    expect(await app.services.prisma.notification.findFirst({ where: { userId: reporter.id } })).toMatchObject({
      message: OUTCOMES.dismissed,
    });
  });

  it('refuses acting on an admin (even as admin), on one’s own content, and on a moderator but as admin', async () => {
    const [moderator, otherModerator, admin, otherAdmin] = [
      await member('moderator'),
      await member('moderator'),
      await member('admin'),
      await member('admin'),
    ];
    const suspend = { action: 'suspend', targetType: 'member', days: 7 } as const;
    await report('member', admin.id, admin.id);
    for (const actor of [moderator, otherAdmin]) {
      await expect(act(actor, { ...suspend, targetId: admin.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    const own = await buildPost(app.services.prisma, moderator.id);
    await report('post', own.id, moderator.id);
    await expect(act(moderator, { action: 'hide', targetType: 'post', targetId: own.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await report('member', otherModerator.id, otherModerator.id);
    await expect(act(moderator, { ...suspend, targetId: otherModerator.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await act(admin, { ...suspend, targetId: otherModerator.id });
    expect((await app.services.prisma.user.findUniqueOrThrow({ where: { id: admin.id } })).suspendedAt).toBeNull();
    expect(
      (await app.services.prisma.user.findUniqueOrThrow({ where: { id: otherModerator.id } })).suspendedAt,
    ).not.toBeNull();
  });

  it('suspends for a number of days, signing the member out; lifting it twice is a CONFLICT', async () => {
    const [moderator, troll] = [await member('moderator'), await member()];
    await app.services.prisma.session.create({
      data: { id: `s-${troll.id}`, userId: troll.id, expiresAt: new Date(Date.now() + 1e9) },
    });
    await report('member', troll.id, troll.id);
    await expect(
      act(moderator, { action: 'suspend', targetType: 'member', targetId: troll.id, days: 7, permanent: true }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    await act(moderator, { action: 'suspend', targetType: 'member', targetId: troll.id, days: 7 });
    const suspended = await app.services.prisma.user.findUniqueOrThrow({ where: { id: troll.id } });
    const days = (suspended.suspendedUntil!.getTime() - suspended.suspendedAt!.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);
    expect(await app.services.prisma.session.count({ where: { userId: troll.id } })).toBe(0);
    const lift = { action: 'lift_suspension', targetType: 'member', targetId: troll.id } as const;
    await act(moderator, lift);
    await expect(act(moderator, lift)).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('keeps hide and delete to content, warn to a written message, and naming moderators to admins', async () => {
    const [moderator, admin, someone] = [await member('moderator'), await member('admin'), await member()];
    await report('member', someone.id, someone.id);
    const onMember = { targetType: 'member', targetId: someone.id } as const;
    await expect(act(moderator, { action: 'hide', ...onMember })).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    await expect(act(moderator, { action: 'warn', ...onMember })).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    await expect(act(moderator, { action: 'promote_moderator', ...onMember })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await act(admin, { action: 'promote_moderator', ...onMember });
    expect((await app.services.prisma.user.findUniqueOrThrow({ where: { id: someone.id } })).role).toBe('moderator');
    await expect(act(admin, { action: 'promote_moderator', ...onMember })).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});
