/**
 * Reporting as a member meets it: once per thing, only what they can see, the content kept as reported; and
 * content that enough members report (REPORT_HIDE_THRESHOLD, 3 by default) hidden at once until a moderator
 * reviews it, its author told. A member is never hidden so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildGroup, buildPost, buildUser } from '../../testing/factories.js';
import { isPostVisible } from '../posts/read.js';
import { AUTO_HIDDEN_MESSAGE, autoHiddenTitle, type ReportInput, reportContent } from './reports.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const member = () => buildUser(app.services.prisma);
const file = (reporterId: string, input: Partial<ReportInput>) =>
  reportContent(app.services, reporterId, { reason: 'spam', ...input });
const hiddenOf = async (postId: string) =>
  (await app.services.prisma.post.findUniqueOrThrow({ where: { id: postId } })).hidden;

describe('reportContent', () => {
  it('files one report per member and thing, with the content as reported: a second is a CONFLICT', async () => {
    const [author, reporter] = [await member(), await member()];
    const post = await buildPost(app.services.prisma, author.id, { content: 'Buy cheap watches' });
    const id = await file(reporter.id, { targetType: 'post', targetId: post.id, details: '  Selling stuff  ' });
    await app.services.prisma.post.update({ where: { id: post.id }, data: { content: 'Edited to look fine' } });
    await expect(file(reporter.id, { targetType: 'post', targetId: post.id, reason: 'hate' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    const report = await app.services.prisma.report.findUniqueOrThrow({ where: { id } });
    expect(report).toMatchObject({ subjectId: author.id, reason: 'spam', details: 'Selling stuff', status: 'open' });
    expect(report.snapshot).toMatchObject({ content: 'Buy cheap watches' });
  });

  it('is NOT_FOUND for what the reporter cannot see, and for themself', async () => {
    const [author, reporter] = [await member(), await member()];
    const closed = await buildGroup(app.services.prisma, author.id, { isPublic: false });
    const inGroup = await buildPost(app.services.prisma, author.id, { groupId: closed.id });
    const hidden = await buildPost(app.services.prisma, author.id, { hidden: 'moderators' });
    const comment = await app.services.prisma.comment.create({
      data: { postId: inGroup.id, authorId: author.id, content: 'In a closed group' },
    });
    const unseen = [
      { targetType: 'post', targetId: inGroup.id },
      { targetType: 'post', targetId: hidden.id },
      { targetType: 'comment', targetId: comment.id },
      { targetType: 'group', targetId: closed.id },
      { targetType: 'member', targetId: reporter.id },
      { targetType: 'member', targetId: '00000000-0000-7000-8000-000000000000' },
    ] as const;
    for (const target of unseen) {
      await expect(file(reporter.id, target)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await app.services.prisma.report.count({ where: { reporterId: reporter.id } })).toBe(0);
  });

  it('refuses an unknown reason or target type, a malformed id and details over 1000 characters', async () => {
    const [author, reporter] = [await member(), await member()];
    const post = await buildPost(app.services.prisma, author.id);
    const target = { targetType: 'post', targetId: post.id } as const;
    const refused: Record<string, unknown>[] = [
      { ...target, reason: 'boring' },
      { ...target, targetType: 'poll' },
      { ...target, targetId: 'abc' },
      { ...target, details: 'x'.repeat(1001) },
    ];
    for (const input of refused) {
      await expect(file(reporter.id, input)).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    }
  });
});

describe('hiding at the threshold', () => {
  it('hides a post 3 members reported, pending review, telling its author; later reporters lose it', async () => {
    expect(app.config.reportHideThreshold).toBe(3);
    const author = await member();
    const post = await buildPost(app.services.prisma, author.id);
    const reporters = [await member(), await member(), await member(), await member()];
    for (const reporter of reporters.slice(0, 2)) await file(reporter.id, { targetType: 'post', targetId: post.id });
    expect(await hiddenOf(post.id)).toBeNull();
    await file(reporters[2]!.id, { targetType: 'post', targetId: post.id });

    expect(await hiddenOf(post.id)).toBe('pending_review');
    expect(await isPostVisible(app.services.prisma, reporters[3]!.id, post.id)).toBe(false);
    expect(await isPostVisible(app.services.prisma, author.id, post.id)).toBe(true);
    await expect(file(reporters[3]!.id, { targetType: 'post', targetId: post.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await app.services.prisma.notification.findMany({ where: { userId: author.id } })).toEqual([
      expect.objectContaining({ title: autoHiddenTitle('post'), message: AUTO_HIDDEN_MESSAGE }),
    ]);
    // The audit log says the reports did it: no moderator.
    expect(await app.services.prisma.moderationAction.findMany({ where: { targetId: post.id } })).toEqual([
      expect.objectContaining({
        action: 'hide',
        moderatorId: null,
        subjectId: author.id,
        details: { automatic: true },
      }),
    ]);
  });

  it('counts only open reports, and never hides a member', async () => {
    const author = await member();
    const post = await buildPost(app.services.prisma, author.id);
    const [first, ...rest] = [await member(), await member(), await member()];
    await file(first!.id, { targetType: 'post', targetId: post.id });
    await app.services.prisma.report.updateMany({ where: { targetId: post.id }, data: { status: 'dismissed' } });
    for (const reporter of rest) await file(reporter.id, { targetType: 'post', targetId: post.id });
    expect(await hiddenOf(post.id)).toBeNull();

    const troll = await member();
    for (const reporter of [first!, ...rest]) await file(reporter.id, { targetType: 'member', targetId: troll.id });
    const after = await app.services.prisma.user.findUniqueOrThrow({ where: { id: troll.id } });
    expect(after.suspendedAt).toBeNull();
    expect(await app.services.prisma.moderationAction.count({ where: { subjectId: troll.id } })).toBe(0);
  });
});
