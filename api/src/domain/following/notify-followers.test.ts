/**
 * "Follow everything" as members meet it: a new post in a group, channel or event discussion, or a new answer to
 * a question, tells those who follow it, and nobody else: not those who do not follow it, not the writer, not a
 * blocked pair, not who can no longer see it; a follower it mentions is told once, of the mention. The cost in
 * statements does not grow with the followers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationTarget } from '../../generated/prisma/client.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildChannel, buildEvent, buildGroup, buildQuestion, buildUser } from '../../testing/factories.js';
import { createPost } from '../posts/create-post.js';
import { answerQuestion } from '../questions/ask.js';

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

const db = () => app.services.prisma;
const member = () => buildUser(db());
const follow = (userId: string, targetType: NotificationTarget, targetId: string) =>
  db().notificationSubscription.create({ data: { userId, targetType, targetId, level: 'following' } });
const toldOf = (userId: string) =>
  db().notification.findMany({ where: { userId }, select: { type: true, title: true, message: true, targetId: true } });

describe('following a group', () => {
  it('tells a follower of a new post in it, and not a member who does not follow it', async () => {
    const [writer, follower, member_] = [await member(), await member(), await member()];
    const group = await buildGroup(db(), writer.id, { name: 'Grill Masters', isPublic: true }, [
      follower.id,
      member_.id,
    ]);
    await follow(follower.id, 'group', group.id);
    const id = await createPost(app.services, writer.id, { content: 'Brisket at noon', groupId: group.id });
    expect(await toldOf(follower.id)).toEqual([
      {
        type: 'activity',
        title: 'New in Grill Masters',
        message: `@${writer.username} posted: "Brisket at noon"`,
        targetId: id,
      },
    ]);
    expect(await toldOf(member_.id)).toEqual([]);
  });

  it('does not tell the writer, a blocked pair, or a follower who left the private group', async () => {
    const [writer, blocked, leaver, stays] = [await member(), await member(), await member(), await member()];
    const group = await buildGroup(db(), writer.id, { isPublic: false }, [blocked.id, leaver.id, stays.id]);
    for (const m of [writer, blocked, leaver, stays]) await follow(m.id, 'group', group.id);
    await db().block.create({ data: { blockerId: blocked.id, blockedId: writer.id } });
    await db().groupMember.delete({ where: { groupId_userId: { groupId: group.id, userId: leaver.id } } });
    await createPost(app.services, writer.id, { content: 'Members only', groupId: group.id });
    for (const m of [writer, blocked, leaver]) expect(await toldOf(m.id)).toEqual([]);
    expect(await toldOf(stays.id)).toEqual([expect.objectContaining({ type: 'activity' })]);
  });

  it('tells a follower it mentions once, of the mention', async () => {
    const [writer, follower] = [await member(), await member()];
    const group = await buildGroup(db(), writer.id, { isPublic: true }, [follower.id]);
    await follow(follower.id, 'group', group.id);
    await createPost(app.services, writer.id, { content: `@${follower.username} you in?`, groupId: group.id });
    expect(await toldOf(follower.id)).toEqual([expect.objectContaining({ type: 'mention', title: 'New mention' })]);
  });

  it('costs the same statements for one follower as for five', async () => {
    const writer = await member();
    const cost = async (followers: number) => {
      const others = await Promise.all(Array.from({ length: followers }, () => member()));
      const group = await buildGroup(
        db(),
        writer.id,
        { isPublic: true },
        others.map((m) => m.id),
      );
      for (const m of others) await follow(m.id, 'group', group.id);
      const before = statements;
      await createPost(app.services, writer.id, { content: 'Hello all', groupId: group.id });
      return statements - before;
    };
    await cost(1); // warm
    expect(await cost(5)).toBe(await cost(1));
  });
});

describe('following a channel, an event or a question', () => {
  it("tells a channel's followers of its new post", async () => {
    const [creator, follower] = [await member(), await member()];
    const channel = await buildChannel(db(), creator.id, { name: 'Dad Finance' });
    await follow(follower.id, 'channel', channel.id);
    await createPost(app.services, creator.id, { content: 'Budget tips', channelId: channel.id });
    expect(await toldOf(follower.id)).toEqual([expect.objectContaining({ title: 'New in Dad Finance' })]);
  });

  it("tells an event discussion's followers who still attend", async () => {
    const [host, attending, left] = [await member(), await member(), await member()];
    const event = await buildEvent(db(), host.id, { title: 'Camp out', isPublic: true });
    await db().eventAttendee.createMany({
      data: [
        { eventId: event.id, userId: attending.id, status: 'attending' },
        { eventId: event.id, userId: left.id, status: 'waiting' },
      ],
    });
    for (const m of [attending, left]) await follow(m.id, 'event', event.id);
    await createPost(app.services, host.id, { content: 'Tents are up', eventId: event.id });
    expect(await toldOf(attending.id)).toEqual([expect.objectContaining({ title: 'New in Camp out' })]);
    expect(await toldOf(left.id)).toEqual([]);
  });

  it("tells a question's followers of a new answer, and its asker only once", async () => {
    const [asker, answerer, follower] = [await member(), await member(), await member()];
    const question = await buildQuestion(db(), asker.id);
    for (const m of [asker, follower]) await follow(m.id, 'question', question.id);
    await answerQuestion(app.services, answerer.id, question.id, { content: 'Try a smaller grill' });
    expect(await toldOf(follower.id)).toEqual([
      {
        type: 'activity',
        title: 'New answer to a question you follow',
        message: `@${answerer.username} answered: "Try a smaller grill"`,
        targetId: question.id,
      },
    ]);
    expect(await toldOf(asker.id)).toEqual([expect.objectContaining({ type: 'answer' })]);
  });

  it('keeps the asker unnamed when they answer their own question, to followers and the members it mentions', async () => {
    const [asker, follower, named] = [await member(), await member(), await member()];
    const question = await buildQuestion(db(), asker.id);
    await follow(follower.id, 'question', question.id);
    await answerQuestion(app.services, asker.id, question.id, { content: `Update: @${named.username} fixed it` });
    const told = await db().notification.findMany({ where: { userId: { in: [follower.id, named.id] } } });
    expect(told.map((n) => [n.type, n.actorId, n.message.split(' ').slice(0, 2).join(' ')]).sort()).toEqual([
      ['activity', null, 'The asker'],
      ['mention', null, 'The asker'],
    ]);
    expect(JSON.stringify(told)).not.toContain(asker.username);
  });
});
