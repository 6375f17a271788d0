/**
 * Moderation's actions beyond dismiss and warn (docs/moderation.md): hide and unhide, delete, suspend and lift, naming
 * moderators, and hiding at the report threshold, over /api with the GraphQL field the author's card reads.
 * What "hidden" means everywhere (every feed, search, suggestion and subscription) is the privacy leak walk's
 * (privacy-leak.test.ts, which carries hidden content and a suspended member); this file checks each action does
 * what it says, once, with its audit entry and notifications.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessToken } from '../domain/access-tokens/access-tokens.js';
import {
  TEST_PASSWORD,
  buildConnection,
  buildEvent,
  buildGroup,
  buildPost,
  buildUser,
  signedInClient,
  signedInMember,
} from '../testing/factories.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { graphql, globalId } from '../testing/graphql.js';
import type { HttpClient } from '../testing/http-client.js';
import { STAFF_NEED_TWO_FACTOR } from '../domain/moderation/queue.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Member = Awaited<ReturnType<typeof signedInMember>>;

const report = (client: HttpClient, targetType: string, targetId: string, reason = 'spam') =>
  client.post('/api/reports', { json: { targetType, targetId, reason } });
const act = (client: HttpClient, json: Record<string, unknown>) => client.post('/api/moderation/actions', { json });
const latestNotification = (userId: string) =>
  app.services.prisma.notification.findFirst({
    where: { userId },
    orderBy: { createdAt: 'desc' },
    select: { title: true, message: true },
  });
const feedIds = async (client: HttpClient) =>
  ((await (await client.get('/api/posts')).json()) as { id: string }[]).map((p) => p.id);
const signIn = (email: string) => app.client().post('/api/login', { json: { email, password: TEST_PASSWORD } });

async function reported(targetType: string, targetId: string) {
  const reporter = await signedInMember(app);
  expect((await report(reporter.client, targetType, targetId)).status).toBe(201);
  return reporter;
}

describe('hide and unhide', () => {
  it('hides a post from everyone but its author, who sees it marked; the reporter hears the outcome', async () => {
    const { prisma } = app.services;
    const [author, other, moderator] = [
      await signedInMember(app),
      await signedInMember(app),
      await signedInMember(app, { role: 'moderator' }),
    ];
    const word = `zebrafinch${Date.now()}`;
    const post = await buildPost(prisma, author.user.id, { content: `Cheap watches ${word}` });
    const reporter = await reported('post', post.id);
    expect(await feedIds(other.client)).toContain(post.id);

    const hidden = await act(moderator.client, {
      action: 'hide',
      targetType: 'post',
      targetId: post.id,
      reason: 'Spam: selling watches',
    });
    expect(hidden.status).toBe(201);

    // Others: not in the feed, not in search, not by id (404, as if it did not exist), not over GraphQL.
    expect(await feedIds(other.client)).not.toContain(post.id);
    const found = (await (await other.client.get(`/api/search?query=${word}`)).json()) as { posts: { id: string }[] };
    expect(found.posts.map((p) => p.id)).not.toContain(post.id);
    expect((await other.client.get(`/api/posts/${post.id}`)).status).toBe(404);
    const node = `{ node(id: "${globalId('Post', post.id)}") { ... on Post { content moderationHidden } } }`;
    expect((await graphql(app, node, {}, other.cookie)).data.node).toBeNull();

    // The author: still there, marked.
    expect(await feedIds(author.client)).toContain(post.id);
    expect(await (await author.client.get(`/api/posts/${post.id}`)).json()).toMatchObject({
      id: post.id,
      moderationHidden: 'moderators',
    });
    expect((await graphql(app, node, {}, author.cookie)).data.node).toEqual({
      content: `Cheap watches ${word}`,
      moderationHidden: 'moderators',
    });
    expect(await latestNotification(author.user.id)).toMatchObject({ title: 'Your post was hidden by the moderators' });
    expect(await latestNotification(reporter.user.id)).toEqual({
      title: 'Your report was reviewed',
      message: 'Thanks for your report. A moderator reviewed it and took action.',
    });

    // Unhide needs no open report; a second unhide is a conflict.
    expect(
      (
        await act(moderator.client, {
          action: 'unhide',
          targetType: 'post',
          targetId: post.id,
          reason: 'Appeal accepted',
        })
      ).status,
    ).toBe(201);
    expect(await feedIds(other.client)).toContain(post.id);
    expect(
      (await act(moderator.client, { action: 'unhide', targetType: 'post', targetId: post.id, reason: 'Again' }))
        .status,
    ).toBe(409);
    expect(
      (await prisma.moderationAction.findMany({ where: { targetId: post.id }, orderBy: { id: 'asc' } })).map(
        (a) => a.action,
      ),
    ).toEqual(['hide', 'unhide']);
  });

  it('hides a message from the other participants, and a group, an event and a channel from all but their creator', async () => {
    const { prisma } = app.services;
    const [sender, reader, moderator] = [
      await signedInMember(app),
      await signedInMember(app),
      await signedInMember(app, { role: 'moderator' }),
    ];
    await buildConnection(prisma, sender.user.id, reader.user.id);
    const chat = (await (
      await sender.client.post('/api/conversations', { json: { participant2Id: reader.user.id } })
    ).json()) as { id: string };
    const say = async (content: string) =>
      (
        (await (await sender.client.post(`/api/conversations/${chat.id}/messages`, { json: { content } })).json()) as {
          id: string;
        }
      ).id;
    await say('Hello there');
    const rude = await say('Something rude');
    // Only a participant reports a message: the reader does.
    expect((await report(reader.client, 'message', rude, 'harassment')).status).toBe(201);
    expect(
      (await act(moderator.client, { action: 'hide', targetType: 'message', targetId: rude, reason: 'Harassment' }))
        .status,
    ).toBe(201);
    const contents = async (client: HttpClient) =>
      ((await (await client.get(`/api/conversations/${chat.id}/messages`)).json()) as { content: string }[]).map(
        (m) => m.content,
      );
    expect(await contents(reader.client)).toEqual(['Hello there']);
    expect(await contents(sender.client)).toEqual(['Hello there', 'Something rude']);
    const inbox = (await (await reader.client.get('/api/conversations')).json()) as {
      id: string;
      lastMessage: { content: string } | null;
    }[];
    expect(inbox.find((c) => c.id === chat.id)?.lastMessage?.content).toBe('Hello there');

    const creator = await signedInMember(app);
    const group = await buildGroup(prisma, creator.user.id, { isPublic: true });
    const event = await buildEvent(prisma, creator.user.id, { title: 'Cookout' });
    const channel = await prisma.channel.create({
      data: { name: `Channel ${Date.now()}`, description: 'Tools.', creatorId: creator.user.id },
    });
    for (const [type, id, path] of [
      ['group', group.id, `/api/groups/${group.id}`],
      ['event', event.id, `/api/events/${event.id}`],
      ['channel', channel.id, `/api/channels/${channel.id}`],
    ] as const) {
      await reported(type, id);
      expect(
        (await act(moderator.client, { action: 'hide', targetType: type, targetId: id, reason: 'Spam' })).status,
      ).toBe(201);
      expect((await reader.client.get(path)).status, path).toBe(404);
      expect((await creator.client.get(path)).status, path).toBe(200);
    }
  });

  it('hides content that 3 different members reported, before review; dismissing shows it again', async () => {
    const { prisma } = app.services;
    const [author, other, moderator] = [
      await signedInMember(app),
      await signedInMember(app),
      await signedInMember(app, { role: 'moderator' }),
    ];
    const post = await buildPost(prisma, author.user.id, { content: 'Flagged three times' });
    await reported('post', post.id);
    await reported('post', post.id);
    expect(await feedIds(other.client)).toContain(post.id);
    await reported('post', post.id);

    expect((await prisma.post.findUniqueOrThrow({ where: { id: post.id } })).hidden).toBe('pending_review');
    expect(await feedIds(other.client)).not.toContain(post.id);
    expect(await (await author.client.get(`/api/posts/${post.id}`)).json()).toMatchObject({
      moderationHidden: 'pending_review',
    });
    expect(await latestNotification(author.user.id)).toMatchObject({
      title: 'Your post is hidden until a moderator reviews it',
    });
    // The reports did it: the audit log names no moderator.
    expect(await prisma.moderationAction.findFirst({ where: { targetId: post.id } })).toMatchObject({
      moderatorId: null,
      action: 'hide',
      reason: 'Reported by 3 members: hidden until a moderator reviews it.',
    });
    // A fourth member no longer sees it to report it.
    expect((await report(other.client, 'post', post.id)).status).toBe(404);

    expect(
      (
        await act(moderator.client, {
          action: 'dismiss',
          targetType: 'post',
          targetId: post.id,
          reason: 'Within the rules',
        })
      ).status,
    ).toBe(201);
    expect((await prisma.post.findUniqueOrThrow({ where: { id: post.id } })).hidden).toBeNull();
    expect(await feedIds(other.client)).toContain(post.id);
  });

  it('never hides a member at the threshold, and takes the threshold from REPORT_HIDE_THRESHOLD', async () => {
    const strict = await createTestApp({ REPORT_HIDE_THRESHOLD: '1' });
    try {
      const { prisma } = strict.services;
      const author = await buildUser(prisma);
      const reporter = await signedInClient(strict, await buildUser(prisma));
      const post = await buildPost(prisma, author.id, { content: 'One report is enough here' });
      expect((await report(reporter, 'post', post.id)).status).toBe(201);
      expect((await prisma.post.findUniqueOrThrow({ where: { id: post.id } })).hidden).toBe('pending_review');
      expect((await report(reporter, 'member', author.id)).status).toBe(201);
      expect(await prisma.moderationAction.count({ where: { targetId: author.id } })).toBe(0);
    } finally {
      await strict.close();
    }
  });
});

describe('delete', () => {
  it('deletes reported content, tells its author, and refuses members as targets', async () => {
    const { prisma } = app.services;
    const [author, moderator] = [await signedInMember(app), await signedInMember(app, { role: 'moderator' })];
    const post = await buildPost(prisma, author.user.id, { content: 'Delete me' });
    await reported('post', post.id);
    await reported('member', author.user.id);
    const onMember = await act(moderator.client, {
      action: 'delete',
      targetType: 'member',
      targetId: author.user.id,
      reason: 'x',
    });
    expect(onMember.status).toBe(400);
    expect(
      (await act(moderator.client, { action: 'delete', targetType: 'post', targetId: post.id, reason: 'Scam link' }))
        .status,
    ).toBe(201);
    expect(await prisma.post.findUnique({ where: { id: post.id } })).toBeNull();
    expect(await latestNotification(author.user.id)).toMatchObject({
      title: 'Your post was deleted by the moderators',
    });
    expect(await prisma.report.count({ where: { targetId: post.id, status: 'actioned' } })).toBe(1);
  });
});

describe('suspend and lift', () => {
  async function suspend(moderator: Member, target: Member, extra: Record<string, unknown>) {
    await reported('member', target.user.id);
    return act(moderator.client, {
      action: 'suspend',
      targetType: 'member',
      targetId: target.user.id,
      reason: 'Repeated spam',
      ...extra,
    });
  }

  it('ends their sessions and tokens, refuses sign-in with the end date, hides their content, until lifted', async () => {
    const { prisma } = app.services;
    const [spammer, other, moderator] = [
      await signedInMember(app),
      await signedInMember(app),
      await signedInMember(app, { role: 'moderator' }),
    ];
    const post = await buildPost(prisma, spammer.user.id, { content: 'Spam while I can' });
    const { token } = await createAccessToken(app.services, spammer.user.id, { name: 'bot', scopes: ['read'] });
    expect((await suspend(moderator, spammer, {})).status).toBe(400);
    expect((await suspend(moderator, spammer, { days: 7, permanent: true })).status).toBe(400);

    const before = Date.now();
    expect((await suspend(moderator, spammer, { days: 7 })).status).toBe(201);
    const until = (await prisma.user.findUniqueOrThrow({ where: { id: spammer.user.id } })).suspendedUntil!;
    expect(until.getTime() - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);

    expect((await spammer.client.get('/api/auth/user')).status).toBe(401);
    const bearer = app.client();
    bearer.bearer = token;
    expect((await bearer.get('/api/auth/user')).status).toBe(401);
    const refused = await signIn(spammer.user.email);
    expect(refused.status).toBe(403);
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(until);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      new RegExp(`^Your account is suspended until ${day} at .+ UTC`),
    );
    // A wrong password learns nothing about the suspension.
    expect(
      (await app.client().post('/api/login', { json: { email: spammer.user.email, password: 'wrong-password-1' } }))
        .status,
    ).toBe(401);
    expect(await feedIds(other.client)).not.toContain(post.id);
    expect((await other.client.get(`/api/posts/${post.id}`)).status).toBe(404);

    const lifted = await act(moderator.client, {
      action: 'lift_suspension',
      targetType: 'member',
      targetId: spammer.user.id,
      reason: 'Appeal accepted',
    });
    expect(lifted.status).toBe(201);
    expect((await signIn(spammer.user.email)).status).toBe(200);
    expect(await feedIds(other.client)).toContain(post.id);
    expect(
      (
        await act(moderator.client, {
          action: 'lift_suspension',
          targetType: 'member',
          targetId: spammer.user.id,
          reason: 'Again',
        })
      ).status,
    ).toBe(409);
  });

  it('suspends permanently; a moderator cannot suspend an admin or a moderator, an admin can suspend a moderator', async () => {
    const [spammer, moderator, admin, otherModerator] = [
      await signedInMember(app),
      await signedInMember(app, { role: 'moderator' }),
      await signedInMember(app, { role: 'admin' }),
      await signedInMember(app, { role: 'moderator' }),
    ];
    expect((await suspend(moderator, spammer, { permanent: true })).status).toBe(201);
    expect(await (await signIn(spammer.user.email)).json()).toEqual({
      message: 'Your account has been suspended permanently for breaking the community rules.',
    });

    const onAdmin = await suspend(moderator, admin, { days: 1 });
    expect(onAdmin.status).toBe(403);
    expect(await onAdmin.json()).toEqual({ message: "Moderators cannot act on an admin's content or account." });
    const onModerator = await suspend(moderator, otherModerator, { days: 1 });
    expect(onModerator.status).toBe(403);
    expect(await onModerator.json()).toEqual({ message: "Only an admin can act on a moderator's account." });
    expect(
      (
        await act(admin.client, {
          action: 'suspend',
          targetType: 'member',
          targetId: otherModerator.user.id,
          reason: 'Abuse of tools',
          days: 3,
        })
      ).status,
    ).toBe(201);
    await reported('member', moderator.user.id);
    const self = await act(moderator.client, {
      action: 'warn',
      targetType: 'member',
      targetId: moderator.user.id,
      reason: 'x',
      message: 'y',
    });
    expect(self.status).toBe(403);
  });
});

describe('naming moderators', () => {
  it('is for admins: they promote a member and demote a moderator, each in the audit log', async () => {
    const { prisma } = app.services;
    const [dad, moderator, admin] = [
      await signedInMember(app),
      await signedInMember(app, { role: 'moderator' }),
      await signedInMember(app, { role: 'admin' }),
    ];
    const promote = {
      action: 'promote_moderator',
      targetType: 'member',
      targetId: dad.user.id,
      reason: 'Trusted member',
    };
    const byModerator = await act(moderator.client, promote);
    expect(byModerator.status).toBe(403);
    expect(await byModerator.json()).toEqual({ message: 'Only admins can name or remove moderators.' });
    expect((await act(dad.client, promote)).status).toBe(404);

    expect((await act(admin.client, promote)).status).toBe(201);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: dad.user.id } })).role).toBe('moderator');
    expect((await act(admin.client, promote)).status).toBe(409);
    // The new moderator's session is a moderator's at once (the role is read with the session): it is told to turn
    // on a second factor first (REQUIRE_2FA_FOR_STAFF, on by default), and sees the queue once it has one.
    const first = await dad.client.get('/api/moderation/reports');
    expect(first.status).toBe(403);
    expect(await first.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED', message: STAFF_NEED_TWO_FACTOR });
    await prisma.user.update({ where: { id: dad.user.id }, data: { totpEnabledAt: new Date() } });
    expect((await dad.client.get('/api/moderation/reports')).status).toBe(200);
    expect((await act(admin.client, { ...promote, action: 'demote_moderator', reason: 'Stepped down' })).status).toBe(
      201,
    );
    expect((await dad.client.get('/api/moderation/reports')).status).toBe(404);
    const log = (await (await admin.client.get('/api/moderation/audit-log')).json()) as {
      action: string;
      subjectId: string;
      subjectUsername: string;
    }[];
    expect(log.filter((e) => e.subjectId === dad.user.id).map((e) => e.action)).toEqual([
      'demote_moderator',
      'promote_moderator',
    ]);
    expect(log.find((e) => e.subjectId === dad.user.id)?.subjectUsername).toBe(dad.user.username);
  });
});
