/**
 * Mentions as members meet them: whoever a post, comment, answer or message names is told, with a link to it;
 * never the writer, a blocked pair, a suspended member, one who cannot see it, or one who muted where it is; ten
 * names at most; an edit tells only the names it adds; a participant a message names gets one mail for it, the
 * mention's; and the cost in statements does not grow with the names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildEvent, buildGroup, buildPost, buildQuestion, buildUser } from '../../testing/factories.js';
import { addComment, updateComment } from '../comments/comments.js';
import { editMessage, sendMessage } from '../messaging/messages.js';
import { createPost } from '../posts/create-post.js';
import { updatePost } from '../posts/update-post.js';
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
const member = (overrides: Parameters<typeof buildUser>[1] = {}) => buildUser(db(), overrides);
const mentionsOf = (userId: string) =>
  db().notification.findMany({ where: { userId, type: 'mention' }, orderBy: { createdAt: 'asc' } });
const post = (authorId: string, content: string, extra: Record<string, unknown> = {}) =>
  createPost(app.services, authorId, { content, ...extra });

describe('a mention in a post', () => {
  it('tells the member named, in any case, with the post as its target', async () => {
    const [writer, named] = [await member(), await member()];
    const id = await post(writer.id, `Great tips from @${named.username.toUpperCase()} today`);
    expect(await mentionsOf(named.id)).toEqual([
      expect.objectContaining({
        actorId: writer.id,
        title: 'New mention',
        message: `@${writer.username} mentioned you in a post: "Great tips from @${named.username.toUpperCase()} today"`,
        targetType: 'post',
        targetId: id,
      }),
    ]);
  });

  it('does not tell the writer, nor a name nobody has', async () => {
    const writer = await member();
    await post(writer.id, `Note to self @${writer.username}, and to @nobody_has_this`);
    expect(await mentionsOf(writer.id)).toEqual([]);
  });

  it('does not tell a member in a blocked pair with the writer, whoever blocked', async () => {
    const [writer, blockedByWriter, blockerOfWriter, friend] = [
      await member(),
      await member(),
      await member(),
      await member(),
    ];
    await db().block.createMany({
      data: [
        { blockerId: writer.id, blockedId: blockedByWriter.id },
        { blockerId: blockerOfWriter.id, blockedId: writer.id },
      ],
    });
    await post(writer.id, `Hi @${blockedByWriter.username}, @${blockerOfWriter.username} and @${friend.username}`);
    expect(await mentionsOf(blockedByWriter.id)).toEqual([]);
    expect(await mentionsOf(blockerOfWriter.id)).toEqual([]);
    expect(await mentionsOf(friend.id)).toHaveLength(1);
  });

  it('does not tell a suspended member', async () => {
    const [writer, suspended, friend] = [
      await member(),
      await member({ suspendedAt: new Date(), suspendedUntil: null }),
      await member(),
    ];
    await post(writer.id, `Miss you @${suspended.username} and @${friend.username}`);
    expect(await mentionsOf(suspended.id)).toEqual([]);
    expect(await mentionsOf(friend.id)).toHaveLength(1);
  });

  it("tells only a private group's members of a post in it, about the group", async () => {
    const [writer, inside, outside] = [await member(), await member(), await member()];
    const group = await buildGroup(db(), writer.id, { isPublic: false }, [inside.id]);
    await post(writer.id, `@${inside.username} @${outside.username} see this`, { groupId: group.id });
    expect(await mentionsOf(inside.id)).toEqual([
      expect.objectContaining({ message: expect.stringContaining('mentioned you in a post') }),
    ]);
    expect(await mentionsOf(outside.id)).toEqual([]);
  });

  it("tells only the host and attendees of an event's discussion", async () => {
    const [host, attendee, waiting, stranger] = [await member(), await member(), await member(), await member()];
    const event = await buildEvent(db(), host.id, { isPublic: true });
    await db().eventAttendee.createMany({
      data: [
        { eventId: event.id, userId: attendee.id, status: 'attending' },
        { eventId: event.id, userId: waiting.id, status: 'waiting' },
      ],
    });
    const names = [attendee, waiting, stranger].map((m) => `@${m.username}`).join(' ');
    await post(host.id, `Bring chairs ${names}`, { eventId: event.id });
    expect(await mentionsOf(attendee.id)).toEqual([
      expect.objectContaining({ message: expect.stringContaining('mentioned you in an event discussion') }),
    ]);
    expect(await mentionsOf(waiting.id)).toEqual([]);
    expect(await mentionsOf(stranger.id)).toEqual([]);
  });

  it('does not tell a member who muted the group it is in', async () => {
    const [writer, muting, listening] = [await member(), await member(), await member()];
    const group = await buildGroup(db(), writer.id, { isPublic: true }, [muting.id, listening.id]);
    await db().notificationSubscription.create({
      data: { userId: muting.id, targetType: 'group', targetId: group.id, level: 'muted' },
    });
    await post(writer.id, `@${muting.username} @${listening.username} look`, { groupId: group.id });
    expect(await mentionsOf(muting.id)).toEqual([]);
    expect(await mentionsOf(listening.id)).toEqual([
      expect.objectContaining({ message: expect.stringContaining('mentioned you in a post') }),
    ]);
  });

  it('tells the first ten names of a text only', async () => {
    const writer = await member();
    const named = await Promise.all(Array.from({ length: 11 }, () => member()));
    await post(writer.id, named.map((m) => `@${m.username}`).join(' '));
    const told = await db().notification.count({ where: { userId: { in: named.map((m) => m.id) }, type: 'mention' } });
    expect(told).toBe(10);
    expect(await mentionsOf(named[10]!.id)).toEqual([]);
  });

  it('on an edit, tells only the names the edit added', async () => {
    const [writer, first, second] = [await member(), await member(), await member()];
    const id = await post(writer.id, `Hello @${first.username}`);
    await updatePost(app.services, writer.id, id, { content: `Hello @${first.username} and @${second.username}` });
    await updatePost(app.services, writer.id, id, { content: `Hello again @${first.username} @${second.username}` });
    expect(await mentionsOf(first.id)).toHaveLength(1);
    expect(await mentionsOf(second.id)).toEqual([expect.objectContaining({ targetId: id })]);
  });

  it('costs the same statements for one name as for five', async () => {
    const writer = await member();
    const named = await Promise.all(Array.from({ length: 5 }, () => member()));
    const cost = async (names: typeof named) => {
      const before = statements;
      await post(writer.id, `Thanks ${names.map((m) => `@${m.username}`).join(' ')}`);
      return statements - before;
    };
    await cost(named.slice(0, 1)); // warm: the first write of a kind may plan more
    const [one, five] = [await cost(named.slice(0, 1)), await cost(named.slice(0, 5))];
    expect(one).toBeGreaterThan(0);
    expect(five).toBe(one);
    expect(await db().notification.count({ where: { userId: named[4]!.id, type: 'mention' } })).toBe(1);
  });
});

describe('a mention in a comment, an answer or a message', () => {
  it('leads a comment mention to its post, and does not tell the post author twice', async () => {
    const [author, commenter, named] = [await member(), await member(), await member()];
    const { id } = await buildPost(db(), author.id);
    const comment = await addComment(app.services, commenter.id, id, {
      content: `@${named.username} @${author.username} agreed`,
    });
    expect(await mentionsOf(named.id)).toEqual([
      expect.objectContaining({
        message: expect.stringContaining(`@${commenter.username} mentioned you in a comment`),
        targetType: 'post',
        targetId: id,
      }),
    ]);
    expect(await db().notification.findMany({ where: { userId: author.id } })).toEqual([
      expect.objectContaining({ type: 'comment' }),
    ]);
    const later = await member();
    await updateComment(app.services, commenter.id, comment.id, {
      content: `@${named.username} @${author.username} @${later.username} agreed`,
    });
    expect(await mentionsOf(named.id)).toHaveLength(1);
    expect(await mentionsOf(later.id)).toEqual([expect.objectContaining({ targetId: id })]);
  });

  it("leads an answer's mention to its question", async () => {
    const [asker, answerer, named] = [await member(), await member(), await member()];
    const question = await buildQuestion(db(), asker.id);
    await answerQuestion(app.services, answerer.id, question.id, { content: `@${named.username} knows this one` });
    expect(await mentionsOf(named.id)).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('mentioned you in an answer'),
        targetType: 'question',
        targetId: question.id,
      }),
    ]);
  });

  it("tells only the conversation's participants, leading to it; an edit only new names", async () => {
    const [sender, inside, alsoInside, outside] = [await member(), await member(), await member(), await member()];
    const conversation = await db().conversation.create({
      data: {
        isGroup: true,
        title: 'Grill crew',
        participants: { create: [sender, inside, alsoInside].map((m) => ({ userId: m.id })) },
      },
    });
    const message = await sendMessage(app.services, sender.id, conversation.id, {
      content: `@${inside.username} and @${outside.username}, Saturday?`,
    });
    expect(await mentionsOf(inside.id)).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('mentioned you in a message'),
        targetType: 'conversation',
        targetId: conversation.id,
      }),
    ]);
    expect(await mentionsOf(outside.id)).toEqual([]);
    await editMessage(app.services, sender.id, message.id, {
      content: `@${inside.username} and @${alsoInside.username}, Saturday?`,
    });
    expect(await mentionsOf(inside.id)).toHaveLength(1);
    expect(await mentionsOf(alsoInside.id)).toHaveLength(1);
  });

  it('mails a participant a message names once, by the mention; the others by the message', async () => {
    const verified = { emailVerifiedAt: new Date() };
    const [sender, named, other] = [await member(verified), await member(verified), await member(verified)];
    const conversation = await db().conversation.create({
      data: { isGroup: true, participants: { create: [sender, named, other].map((m) => ({ userId: m.id })) } },
    });
    await sendMessage(app.services, sender.id, conversation.id, { content: `@${named.username} ribs at six?` });
    const mailsOf = (userId: string) =>
      db().notificationDelivery.findMany({ where: { userId, channel: 'email' }, select: { category: true } });
    expect(await mailsOf(named.id)).toEqual([{ category: 'mentions' }]);
    expect(await mailsOf(other.id)).toEqual([{ category: 'messages' }]);
  });
});
