import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshDadScores } from '../domain/dad-score/refresh.js';
import { scene } from '../testing/images.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import {
  buildEvent,
  buildEventAttendee,
  buildGroup,
  buildNotification,
  buildPost,
  signedInClient,
  TEST_PASSWORD,
} from '../testing/factories.js';
import { cookieFor, globalId, graphql } from '../testing/graphql.js';
import type { HttpClient } from '../testing/http-client.js';
import { requestCost } from '../testing/statements.js';
import { messagingHelpers, type Dad, type MessageBody } from '../testing/messaging.js';
import { multipart } from '../testing/rest.js';

// One app, and so one load of the moderation model, for the whole file.
let app: TestApp;
let h: ReturnType<typeof messagingHelpers>;
let statements = 0;
beforeAll(async () => {
  app = await createTestApp({}, undefined, { onQuery: () => (statements += 1) });
  h = messagingHelpers(app);
  await app.services.moderation.ready();
}, 120_000);
afterAll(() => app.close());

const imageForm = async (field: string, content?: string) =>
  multipart({ content }, { [field]: { data: await scene(), type: 'image/jpeg', name: 'photo.jpg' } });

/** The member's avatar, uploaded through the profile form. */
async function giveAvatar(dad: Dad): Promise<string> {
  const response = await dad.client.patch('/api/users/profile', await imageForm('profileImage'));
  expect(response.status).toBe(200);
  return (await response.json()).profileImageUrl;
}

const deleteMe = (client: HttpClient, json: unknown) => client.request('DELETE', '/api/users/me', { json });

describe('GET /api/users/me/export', () => {
  it('answers 401 to a visitor', async () => {
    expect((await app.client().get('/api/users/me/export')).status).toBe(401);
  });

  it("is one JSON file of the member's own data, private fields included, and nobody else's", async () => {
    const {
      host,
      friends: [friend],
    } = await h.circle(1);
    await h.prisma.user.update({
      where: { id: friend!.user.id },
      data: { email: 'friend.secret@example.com', location: 'Secret Town', bio: 'Friend bio', showEmail: true },
    });
    await h.prisma.user.update({
      where: { id: host.user.id },
      data: { showEmail: false, kidsAges: [3, 5], hairline: 'hat_guy', filterPoliticalContent: true, bio: 'Host bio' },
    });
    const post = await buildPost(h.prisma, host.user.id, { content: 'My brisket post' });
    await h.prisma.comment.create({ data: { postId: post.id, authorId: host.user.id, content: 'My own comment' } });
    const group = await buildGroup(h.prisma, friend!.user.id, { name: `Grillers ${host.user.id.slice(-6)}` }, [
      host.user.id,
    ]);
    const event = await buildEvent(h.prisma, friend!.user.id, { title: 'Cookout' });
    await buildEventAttendee(h.prisma, event.id, host.user.id);
    await buildNotification(h.prisma, host.user.id, { title: 'For the host' });
    const question = await h.prisma.question.create({
      data: { authorId: friend!.user.id, title: 'Smoker?', content: 'Which one?' },
    });
    await h.prisma.answer.create({
      data: { questionId: question.id, authorId: host.user.id, content: 'Offset, always.' },
    });
    const conversation = await h.startGroup(host, [friend!], 'Grill talk');
    await h.send(host, conversation.id, 'Sent by the host');
    await h.send(friend!, conversation.id, 'Sent by the friend');
    const avatar = await giveAvatar(host);

    const response = await host.client.get('/api/users/me/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename=dadhood-data-${host.user.username}.json`,
    );
    const text = await response.text();
    const data = JSON.parse(text);
    expect(data.profile).toMatchObject({
      id: host.user.id,
      email: host.user.email,
      hairline: 'hat-guy',
      kidsAges: [3, 5],
      filterPoliticalContent: true,
      emailVisibility: 'everyone',
      profileImageUrl: avatar,
    });
    expect(data.profile).not.toHaveProperty('passwordHash');
    expect(text).not.toContain('$argon2');
    expect(data.posts.map((p: { content: string }) => p.content)).toEqual(['My brisket post']);
    expect(data.comments.map((c: { content: string }) => c.content)).toEqual(['My own comment']);
    expect(data.messages).toEqual([
      expect.objectContaining({
        content: 'Sent by the host',
        conversationId: conversation.id,
        conversationTitle: 'Grill talk',
      }),
    ]);
    expect(data.conversations).toEqual([
      expect.objectContaining({ conversation: expect.objectContaining({ id: conversation.id }) }),
    ]);
    expect(data.connections).toEqual([
      expect.objectContaining({
        status: 'accepted',
        direction: 'sent',
        member: { id: friend!.user.id, username: friend!.user.username },
      }),
    ]);
    expect(data.groupMemberships).toEqual([
      expect.objectContaining({ role: 'member', group: { id: group.id, name: group.name } }),
    ]);
    expect(data.eventAttendances).toEqual([
      expect.objectContaining({ event: expect.objectContaining({ id: event.id, title: 'Cookout' }) }),
    ]);
    expect(data.answers).toEqual([expect.objectContaining({ questionId: question.id, content: 'Offset, always.' })]);
    expect(data.notifications).toEqual([expect.objectContaining({ title: 'For the host' })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(Object.keys(data.sessions[0]).sort()).toEqual(['createdAt', 'lastSeenAt', 'userAgent']);
    expect(data.uploads).toEqual([expect.objectContaining({ url: avatar, mimeType: 'image/jpeg' })]);
    expect(data.truncated).toEqual([]);
    // The friend is there by id and username only.
    for (const secret of [
      'friend.secret@example.com',
      'Secret Town',
      'Friend bio',
      'Sent by the friend',
      friend!.user.lastName!,
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('costs the same statements however much the member has: one read per section', async () => {
    const cost = (dad: Dad) =>
      requestCost(
        () => statements,
        () => dad.client.get('/api/users/me/export'),
      );
    const { host: quiet } = await h.circle(1);
    const { host: busy, friends } = await h.circle(3);
    for (let i = 0; i < 5; i++) await buildPost(h.prisma, busy.user.id);
    const chat = await h.startGroup(busy, friends, 'Busy chat');
    for (let i = 0; i < 4; i++) await h.send(busy, chat.id, `message ${i}`);
    await giveAvatar(busy);
    expect(await cost(busy)).toBe(await cost(quiet));
  });
});

describe('DELETE /api/users/me', () => {
  it('answers 401 to a visitor', async () => {
    expect((await deleteMe(app.client(), { password: TEST_PASSWORD })).status).toBe(401);
  });

  it.each([
    ['no password', {}, 'Enter your password to delete your account.'],
    ['an empty password', { password: '' }, 'Enter your password to delete your account.'],
    ['a wrong password', { password: 'not-my-password' }, 'Password is incorrect.'],
  ])('refuses %s with 400 and deletes nothing', async (_label, json, message) => {
    const dad = await h.dad();
    await h.refused(await deleteMe(dad.client, json), 400, message);
    expect(await h.prisma.user.count({ where: { id: dad.user.id } })).toBe(1);
    expect((await dad.client.get('/api/auth/user')).status).toBe(200);
  });

  it("deletes the account and what is only the member's; the others keep their conversation, with a deleted sender", async () => {
    const {
      host: leaver,
      friends: [friend, bystander],
    } = await h.circle(2);
    const prisma = h.prisma;
    const me = leaver.user.id;
    // What goes with the member.
    const avatar = await giveAvatar(leaver);
    const post = await buildPost(prisma, me, { content: 'Gone soon' });
    const friendsComment = await prisma.comment.create({
      data: { postId: post.id, authorId: friend!.user.id, content: 'Nice' },
    });
    const ownEvent = await buildEvent(prisma, me);
    const direct = await h.startDirect(leaver, friend!);
    const attachment = await h.json<MessageBody>(
      await leaver.client.post(
        `/api/conversations/${direct.id}/messages`,
        await imageForm('attachment', 'Look at this'),
      ),
      201,
    );
    await h.send(friend!, direct.id, 'Looks great');
    // What stays: a group the member created (with the image they gave it) and another's post.
    const groupImage = (await (await leaver.client.post('/api/uploads/images', await imageForm('image'))).json())
      .imageUrl as string;
    const group = await buildGroup(prisma, me, { imageUrl: groupImage }, [bystander!.user.id]);
    const othersPost = await buildPost(prisma, friend!.user.id);
    await prisma.fistBump.create({ data: { postId: othersPost.id, userId: me } });
    await refreshDadScores(prisma, [friend!.user.id, bystander!.user.id]);
    const scoreBefore = (await prisma.user.findUniqueOrThrow({ where: { id: friend!.user.id } })).dadScore;
    const otherBrowser = await signedInClient(app, leaver.user);

    const response = await deleteMe(leaver.client, { password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Your account has been deleted.' });
    expect(response.headers.getSetCookie().join()).toMatch(/dadhood_session=;/);
    expect((await leaver.client.get('/api/auth/user')).status).toBe(401);
    expect((await otherBrowser.get('/api/auth/user')).status).toBe(401);

    expect(await prisma.user.count({ where: { id: me } })).toBe(0);
    expect(await prisma.session.count({ where: { userId: me } })).toBe(0);
    expect(await prisma.post.count({ where: { id: post.id } })).toBe(0);
    expect(await prisma.comment.count({ where: { id: friendsComment.id } })).toBe(0);
    expect(await prisma.event.count({ where: { id: ownEvent.id } })).toBe(0);
    expect(await prisma.connection.count({ where: { OR: [{ requesterId: me }, { receiverId: me }] } })).toBe(0);
    expect((await app.client().get(avatar)).status).toBe(404);
    expect(await prisma.group.findUnique({ where: { id: group.id }, select: { creatorId: true } })).toEqual({
      creatorId: null,
    });
    expect((await app.client().get(groupImage)).status).toBe(200);
    // The friend lost a connection and a fist bump: their Dad Score went down with the deletion.
    expect((await prisma.user.findUniqueOrThrow({ where: { id: friend!.user.id } })).dadScore).toBeLessThan(
      scoreBefore,
    );

    // The friend still reads the conversation: the member's messages stay, from a deleted (null) sender.
    const messages = await h.messages(friend!, direct.id);
    expect(messages.map((m) => [m.content, m.senderId, m.sender?.username ?? null])).toEqual([
      ['Look at this', null, null],
      ['Looks great', friend!.user.id, friend!.user.username],
    ]);
    expect((await friend!.client.get(attachment.attachmentUrl!)).status).toBe(200);
    const gql = await graphql(
      app,
      `query($id: ID!) { node(id: $id) { ... on Conversation { messages(last: 10) { edges { node { content isOwn sender { username } } } } } } }`,
      { id: globalId('Conversation', direct.id) },
      await cookieFor(app, friend!.user),
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data.node.messages.edges.map((e: { node: unknown }) => e.node)).toEqual([
      { content: 'Look at this', isOwn: false, sender: null },
      { content: 'Looks great', isOwn: true, sender: { username: friend!.user.username } },
    ]);
  });

  it('is throttled like sign-in: guessing the password ends in 429', async () => {
    const dad = await h.dad();
    for (let i = 0; i < 10; i++)
      expect((await deleteMe(dad.client, { password: `guess-${i}-password` })).status).toBe(400);
    expect((await deleteMe(dad.client, { password: TEST_PASSWORD })).status).toBe(429);
    expect(await h.prisma.user.count({ where: { id: dad.user.id } })).toBe(1);
  });
});
