/**
 * Reports and the moderation queue (docs/moderation.md), over both adapters: a member reports what they can
 * see, once, and the report keeps the content as it was; the queue groups open reports by target for
 * moderators and admins, and does not exist (404) for anyone else. Site admins come from ADMIN_EMAILS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessToken } from '../domain/access-tokens/access-tokens.js';
import { syncSiteAdmins } from '../domain/moderation/site-roles.js';
import { ALREADY_REPORTED, REPORT_THANKS } from '../domain/reports/reports.js';
import { encodeGlobalID } from '../graphql/global-id.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildConnection, buildGroup, buildPost, buildUser, signedInMember } from '../testing/factories.js';
import type { HttpClient } from '../testing/http-client.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ ADMIN_EMAILS: 'Chief@Dadhood.example' });
});
afterAll(() => app.close());

const report = (client: HttpClient, json: Record<string, unknown>) => client.post('/api/reports', { json });

describe('POST /api/reports', () => {
  it('takes a report once, thanks the reporter, and keeps the content as reported', async () => {
    const { prisma } = app.services;
    const [author, reporter, other] = [await signedInMember(app), await signedInMember(app), await signedInMember(app)];
    const post = await buildPost(prisma, author.user.id, { content: 'Buy cheap watches at spam.example' });

    const first = await report(reporter.client, {
      targetType: 'post',
      targetId: post.id,
      reason: 'spam',
      details: '  Selling watches  ',
    });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ id: expect.any(String), message: REPORT_THANKS });
    const again = await report(reporter.client, { targetType: 'post', targetId: post.id, reason: 'other' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: ALREADY_REPORTED });
    expect((await report(other.client, { targetType: 'post', targetId: post.id, reason: 'hate' })).status).toBe(201);

    // Edited since: the report still holds what was reported.
    await prisma.post.update({ where: { id: post.id }, data: { content: 'Nice weather today' } });
    const stored = await prisma.report.findMany({ where: { targetId: post.id }, orderBy: { createdAt: 'asc' } });
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({
      reporterId: reporter.user.id,
      subjectId: author.user.id,
      reason: 'spam',
      details: 'Selling watches',
      status: 'open',
      snapshot: { content: 'Buy cheap watches at spam.example' },
    });
  });

  it('refuses what the reporter cannot see (404), bad input (400), and visitors (401)', async () => {
    const { prisma } = app.services;
    const [author, reporter] = [await signedInMember(app), await signedInMember(app)];
    const group = await buildGroup(prisma, author.user.id, { isPublic: false });
    const hidden = await buildPost(prisma, author.user.id, { groupId: group.id, content: 'Members only' });
    const refused = await report(reporter.client, { targetType: 'post', targetId: hidden.id, reason: 'spam' });
    expect(refused.status).toBe(404);
    expect((await report(reporter.client, { targetType: 'group', targetId: group.id, reason: 'spam' })).status).toBe(
      404,
    );
    expect(
      (await report(reporter.client, { targetType: 'member', targetId: reporter.user.id, reason: 'spam' })).status,
    ).toBe(404);

    const open = await buildPost(prisma, author.user.id, { content: 'Hello' });
    for (const body of [
      { targetType: 'post', targetId: open.id, reason: 'rude' },
      { targetType: 'poster', targetId: open.id, reason: 'spam' },
      { targetType: 'post', targetId: 'nope', reason: 'spam' },
      { targetType: 'post', targetId: open.id, reason: 'spam', details: 'x'.repeat(1001) },
    ]) {
      expect((await report(reporter.client, body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await report(app.client(), { targetType: 'post', targetId: open.id, reason: 'spam' })).status).toBe(401);
    expect(await prisma.report.count({ where: { reporterId: reporter.user.id } })).toBe(0);
  });

  it('reports a message with the few messages before it, to a participant only', async () => {
    const { prisma } = app.services;
    const [sender, reporter, outsider] = [
      await signedInMember(app),
      await signedInMember(app),
      await signedInMember(app),
    ];
    await buildConnection(prisma, sender.user.id, reporter.user.id);
    const chat = (await (
      await sender.client.post('/api/conversations', { json: { participantIds: [reporter.user.id] } })
    ).json()) as { id: string };
    const ids: string[] = [];
    for (const content of ['one', 'two', 'three', 'four', 'five', 'six', 'after']) {
      const sent = await sender.client.post(`/api/conversations/${chat.id}/messages`, { json: { content } });
      ids.push(((await sent.json()) as { id: string }).id);
    }
    const reported = ids[5]!; // 'six'
    expect(
      (await report(outsider.client, { targetType: 'message', targetId: reported, reason: 'harassment' })).status,
    ).toBe(404);
    expect(
      (await report(reporter.client, { targetType: 'message', targetId: reported, reason: 'harassment' })).status,
    ).toBe(201);
    const stored = await prisma.report.findFirstOrThrow({ where: { targetId: reported } });
    const messages = (stored.snapshot as { messages: { content: string; reported: boolean }[] }).messages;
    expect(messages.map((m) => m.content)).toEqual(['two', 'three', 'four', 'five', 'six']);
    expect(messages.map((m) => m.reported)).toEqual([false, false, false, false, true]);
    expect(stored.subjectId).toBe(sender.user.id);
  });

  it('works over GraphQL too, for browser sessions only', async () => {
    const { prisma } = app.services;
    const [author, reporter] = [await signedInMember(app), await signedInMember(app)];
    const post = await buildPost(prisma, author.user.id, { content: 'Rude words' });
    const mutation = `mutation($id: ID!) { reportContent(input: { targetType: post, targetId: $id, reason: harassment }) {
      __typename ... on MutationReportContentSuccess { data { message } } ... on AppError { code message } } }`;
    const done = await reporter.client.graphql<any>(mutation, { id: encodeGlobalID('Post', post.id) });
    expect(done.body.data.reportContent).toEqual({
      __typename: 'MutationReportContentSuccess',
      data: { message: REPORT_THANKS },
    });
    const twice = await reporter.client.graphql<any>(mutation, { id: post.id });
    expect(twice.body.data.reportContent).toMatchObject({ code: 'CONFLICT', message: ALREADY_REPORTED });

    const { token } = await createAccessToken(app.services, reporter.user.id, {
      name: 'bot',
      scopes: ['read', 'write:posts'],
    });
    const bot = app.client();
    bot.bearer = token;
    expect((await bot.graphql(mutation, { id: post.id })).response.status).toBe(403);
    expect((await report(bot, { targetType: 'post', targetId: post.id, reason: 'spam' })).status).toBe(403);
  });
});

describe('GET /api/moderation/reports', () => {
  it('does not exist for members, visitors and tokens: 404 on every moderation address', async () => {
    const plain = await signedInMember(app);
    const moderator = await signedInMember(app, { role: 'moderator' });
    const { token } = await createAccessToken(app.services, moderator.user.id, { name: 'bot', scopes: ['read'] });
    const bot = app.client();
    bot.bearer = token;
    for (const client of [plain.client, app.client(), bot]) {
      for (const path of [
        '/api/moderation/reports',
        '/api/moderation/reports?sort=most_reported',
        '/api/moderation/audit-log',
      ]) {
        const response = await client.get(path);
        expect(response.status, path).toBe(404);
        expect(await response.json()).toEqual({ message: 'Not found.' });
      }
      expect((await client.post('/api/moderation/actions', { json: {} })).status).toBe(404);
    }
  });

  it('groups open reports by target for moderators and admins, newest or most reported first, paged', async () => {
    const { prisma } = app.services;
    // A queue of this test's own: earlier tests' reports are closed first.
    await prisma.report.updateMany({ where: { status: 'open' }, data: { status: 'dismissed' } });
    const author = await signedInMember(app);
    const reporters = [await signedInMember(app), await signedInMember(app), await signedInMember(app)];
    const [busy, quiet] = [
      await buildPost(prisma, author.user.id, { content: 'Reported three times' }),
      await buildPost(prisma, author.user.id, { content: 'Reported once' }),
    ];
    for (const [i, r] of reporters.entries()) {
      await report(r.client, { targetType: 'post', targetId: busy.id, reason: i === 2 ? 'hate' : 'spam' });
    }
    await report(reporters[0]!.client, { targetType: 'post', targetId: quiet.id, reason: 'other' });
    await report(reporters[1]!.client, { targetType: 'member', targetId: author.user.id, reason: 'impersonation' });

    for (const role of ['moderator', 'admin'] as const) {
      const { client } = await signedInMember(app, { role });
      const newest = await client.get('/api/moderation/reports');
      expect(newest.status).toBe(200);
      const items = (await newest.json()) as any[];
      expect(items.map((i) => i.targetId)).toEqual([author.user.id, quiet.id, busy.id]);
      expect(items[2]).toMatchObject({
        targetType: 'post',
        reportCount: 3,
        reasons: ['hate', 'spam'],
        subjectId: author.user.id,
        snapshot: { content: 'Reported three times' },
      });
      const most = (await (await client.get('/api/moderation/reports?sort=most_reported')).json()) as any[];
      expect(most.map((i) => i.reportCount)).toEqual([3, 1, 1]);
      expect(most[0].targetId).toBe(busy.id);

      // Paged: one at a time, by the cursor the list gives.
      const seen: string[] = [];
      let next: string | null = '/api/moderation/reports?sort=most_reported&limit=1';
      while (next) {
        const page: Response = await client.get(next);
        seen.push(...((await page.json()) as any[]).map((i) => i.targetId));
        const cursor = page.headers.get('x-next-cursor');
        next = cursor ? `/api/moderation/reports?sort=most_reported&limit=1&cursor=${cursor}` : null;
      }
      expect(seen).toEqual(most.map((i) => i.targetId));
    }
    const { client } = await signedInMember(app, { role: 'moderator' });
    expect((await client.get('/api/moderation/reports?sort=loudest')).status).toBe(400);
    expect((await client.get('/api/moderation/reports?cursor=garbage')).status).toBe(400);
  });
});

describe('site admins', () => {
  it('are the members ADMIN_EMAILS names once their address is verified, set again at every start', async () => {
    const { prisma } = app.services;
    const client = app.client();
    const registered = await client.post('/api/register', {
      json: {
        email: 'chief@dadhood.example',
        username: `chief_${Date.now()}`,
        password: 'correct-horse-battery',
        confirmAdult: true,
      },
    });
    expect(registered.status).toBeLessThan(300);
    const chief = () => prisma.user.findUniqueOrThrow({ where: { email: 'chief@dadhood.example' } });
    // Not before the address is verified (rest/email-verification.test.ts verifies it through the mailed link).
    expect((await chief()).role).toBe('member');
    expect((await syncSiteAdmins(prisma, ['chief@dadhood.example'])).promoted).toBe(0);
    await prisma.user.update({ where: { email: 'chief@dadhood.example' }, data: { emailVerifiedAt: new Date() } });

    const former = await buildUser(prisma, { role: 'admin' });
    const listed = await buildUser(prisma, { role: 'moderator' });
    const result = await syncSiteAdmins(prisma, ['chief@dadhood.example', listed.email]);
    expect(result.promoted).toBeGreaterThanOrEqual(2);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: former.id } })).role).toBe('member');
    expect((await prisma.user.findUniqueOrThrow({ where: { id: listed.id } })).role).toBe('admin');
    expect((await chief()).role).toBe('admin');
  });
});

describe('POST /api/moderation/actions and the audit log', () => {
  async function reportedPost(content: string, authorRole: 'member' | 'admin' = 'member') {
    const { prisma } = app.services;
    const author = await signedInMember(app, { role: authorRole });
    const reporters = [await signedInMember(app), await signedInMember(app)];
    const post = await buildPost(prisma, author.user.id, { content });
    for (const r of reporters) await report(r.client, { targetType: 'post', targetId: post.id, reason: 'spam' });
    return { author, reporters, post };
  }
  const act = (client: HttpClient, json: Record<string, unknown>) => client.post('/api/moderation/actions', { json });
  const latestNotification = (userId: string) =>
    app.services.prisma.notification.findFirst({
      where: { userId },
      orderBy: { createdAt: 'desc' },
      select: { title: true, message: true },
    });

  it('dismisses with a reason: the reports close, the reporters hear the outcome, the audit log has it', async () => {
    const { prisma } = app.services;
    const moderator = await signedInMember(app, { role: 'moderator' });
    const { reporters, post } = await reportedPost('Harmless joke');
    const noReason = await act(moderator.client, {
      action: 'dismiss',
      targetType: 'post',
      targetId: post.id,
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toMatchObject({ message: 'Give a reason: it goes into the audit log.' });

    const done = await act(moderator.client, {
      action: 'dismiss',
      targetType: 'post',
      targetId: post.id,
      reason: 'A joke, not spam.',
    });
    expect(done.status).toBe(201);
    expect(await prisma.report.count({ where: { targetId: post.id, status: 'dismissed' } })).toBe(2);
    for (const r of reporters) {
      expect(await latestNotification(r.user.id)).toEqual({
        title: 'Your report was reviewed',
        message: 'Thanks for your report. A moderator reviewed it and found it within the community rules.',
      });
    }
    const queue = (await (await moderator.client.get('/api/moderation/reports')).json()) as any[];
    expect(queue.map((i) => i.targetId)).not.toContain(post.id);
    // Nothing left open: a second action on it is 404.
    expect(
      (await act(moderator.client, { action: 'dismiss', targetType: 'post', targetId: post.id, reason: 'Again' }))
        .status,
    ).toBe(404);
  });

  it("warns the member with the moderator's text, and admins read both actions in the audit log", async () => {
    const moderator = await signedInMember(app, { role: 'moderator' });
    const { author, reporters, post } = await reportedPost('Buy my stuff');
    const noText = await act(moderator.client, {
      action: 'warn',
      targetType: 'post',
      targetId: post.id,
      reason: 'Selling',
    });
    expect(noText.status).toBe(400);
    const warned = await act(moderator.client, {
      action: 'warn',
      targetType: 'post',
      targetId: post.id,
      reason: 'Commercial solicitation',
      message: 'Please keep selling out of the Dadfeed.',
    });
    expect(warned.status).toBe(201);
    expect(await latestNotification(author.user.id)).toEqual({
      title: 'A warning from the moderators',
      message: 'Please keep selling out of the Dadfeed.',
    });
    expect(await latestNotification(reporters[0]!.user.id)).toMatchObject({
      message: 'Thanks for your report. A moderator reviewed it and took action.',
    });

    // Moderators do not read the audit log; admins do, newest first, with who, what, when and why.
    expect((await moderator.client.get('/api/moderation/audit-log')).status).toBe(404);
    const admin = await signedInMember(app, { role: 'admin' });
    const log = (await (await admin.client.get('/api/moderation/audit-log')).json()) as any[];
    expect(log[0]).toMatchObject({
      moderatorId: moderator.user.id,
      moderatorUsername: moderator.user.username,
      action: 'warn',
      targetType: 'post',
      targetId: post.id,
      subjectId: author.user.id,
      reason: 'Commercial solicitation',
      details: { message: 'Please keep selling out of the Dadfeed.' },
      createdAt: expect.any(String),
    });
  });

  it('refuses acting on your own content or on an admin, but dismisses reports about an admin', async () => {
    const moderator = await signedInMember(app, { role: 'moderator' });
    const own = await buildPost(app.services.prisma, moderator.user.id, { content: 'Mine' });
    await report((await signedInMember(app)).client, { targetType: 'post', targetId: own.id, reason: 'spam' });
    const self = await act(moderator.client, {
      action: 'dismiss',
      targetType: 'post',
      targetId: own.id,
      reason: 'Fine',
    });
    expect(self.status).toBe(403);
    expect(await self.json()).toEqual({
      message: 'You cannot act on your own content or account: another moderator will.',
    });

    const { post } = await reportedPost('An admin post', 'admin');
    const warn = await act(moderator.client, {
      action: 'warn',
      targetType: 'post',
      targetId: post.id,
      reason: 'x',
      message: 'y',
    });
    expect(warn.status).toBe(403);
    expect(await warn.json()).toEqual({ message: "Moderators cannot act on an admin's content or account." });
    expect(
      (await act(moderator.client, { action: 'dismiss', targetType: 'post', targetId: post.id, reason: 'Fine' }))
        .status,
    ).toBe(201);
  });

  it('keeps the audit log as written: the database refuses to change or delete an entry', async () => {
    const { prisma } = app.services;
    const moderator = await signedInMember(app, { role: 'moderator' });
    const { post } = await reportedPost('Logged');
    await act(moderator.client, { action: 'dismiss', targetType: 'post', targetId: post.id, reason: 'Logged reason' });
    const entry = await prisma.moderationAction.findFirstOrThrow({ where: { targetId: post.id } });
    await expect(
      prisma.moderationAction.update({ where: { id: entry.id }, data: { reason: 'Rewritten' } }),
    ).rejects.toThrow(/cannot be changed/);
    await expect(prisma.moderationAction.deleteMany({ where: { id: entry.id } })).rejects.toThrow(/cannot be changed/);
    expect((await prisma.moderationAction.findUniqueOrThrow({ where: { id: entry.id } })).reason).toBe('Logged reason');
  });
});
