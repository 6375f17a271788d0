/**
 * Moderation's share of the leak walk (docs/moderation.md): content moderation hides, on every kind it
 * hides (a post, a comment, a message, a group, an event, a channel, an Ask a Dad question and answer, and what
 * is inside a hidden group, channel or question), hidden by a moderator or pending review, and everything a
 * suspended member wrote. Each text carries a marker no viewer may ever receive, whatever path it asks
 * (leaks.ts), and the one search word, so that every search the walk finds is asked for it.
 */
import type { PrismaClient } from '../generated/prisma/client.js';
import { token } from './subjects.js';

export interface ModeratedContent {
  /** Texts no viewer may receive, each with what it is. */
  markers: { text: string; what: string }[];
  /** A word every moderated text holds: the walk searches for it. */
  searchWord: string;
  /** The moderated rows by node type: read by id (as others are), never written. */
  ids: Record<string, string[]>;
  /** Subject A's hidden message in the group chat: A edits it while the viewers' subscriptions listen. */
  hiddenMessageId: string;
}

interface People {
  author: string;
  /** The members who would see it all were it not moderated: the viewers, then the hub (who writes in the group). */
  audience: string[];
  /** A post of the audience's to comment on, and a chat they are all in. */
  feedPostId: string;
  groupChatId: string;
}

export async function createModeratedContent(
  prisma: PrismaClient,
  { author, audience, feedPostId, groupChatId }: People,
): Promise<ModeratedContent> {
  const searchWord = `moderatedzq${token()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}`;
  const markers: ModeratedContent['markers'] = [];
  const ids: Record<string, string[]> = {
    Post: [],
    Comment: [],
    Message: [],
    Group: [],
    Event: [],
    Channel: [],
    Question: [],
    Answer: [],
  };
  const text = (what: string) => {
    const marker = `Moderated ${token()}`;
    markers.push({ text: marker, what });
    return `${marker} ${searchWord}`;
  };

  // A suspended member (permanently, since yesterday), in the chat and connected to the audience.
  const suspended = await prisma.user.create({
    data: {
      email: `suspended.${token()}@example.com`.toLowerCase(),
      username: `suspended_${token()}`.toLowerCase().replace(/[^a-z0-9_]/g, ''),
      firstName: 'Suspended',
      lastName: 'Dad',
      passwordHash: 'not-a-hash',
      dadType: 'experienced',
      location: 'Austin, TX',
      suspendedAt: new Date(Date.now() - 86_400_000),
    },
  });
  for (const other of audience)
    await prisma.connection.create({ data: { requesterId: suspended.id, receiverId: other, status: 'accepted' } });
  await prisma.conversationParticipant.create({ data: { conversationId: groupChatId, userId: suspended.id } });

  // The hub's Ask a Dad question, shown, for the moderated answers below.
  const hub = audience.at(-1)!;
  const asked = await prisma.question.create({
    data: { authorId: hub, title: 'What time is bedtime at yours?', content: 'Ours drifts.' },
  });

  for (const [who, authorId, hidden] of [
    ['hidden by a moderator', author, 'moderators'],
    ['hidden pending review', author, 'pending_review'],
    ['by a suspended member', suspended.id, null],
  ] as const) {
    const post = await prisma.post.create({
      data: { authorId, content: text(`a post ${who}`), hashtags: [searchWord], hidden },
    });
    const comment = await prisma.comment.create({
      data: { postId: feedPostId, authorId, content: text(`a comment ${who}`), hidden },
    });
    const message = await prisma.message.create({
      data: { conversationId: groupChatId, senderId: authorId, content: text(`a message ${who}`), hidden },
    });
    const group = await prisma.group.create({
      data: {
        name: text(`a group ${who}`),
        description: `A group ${searchWord}`,
        creatorId: authorId,
        hidden,
        members: {
          create: [authorId, ...audience].map((userId) => ({
            userId,
            role: userId === authorId ? 'creator' : 'member',
          })),
        },
      },
    });
    // The hub's post in the hidden group: out of sight with its group.
    const inGroup = await prisma.post.create({
      data: { authorId: hub, groupId: group.id, content: text(`a post in a group ${who}`) },
    });
    const event = await prisma.event.create({
      data: {
        title: text(`an event ${who}`),
        description: `An event ${searchWord}`,
        location: 'The park',
        startDate: new Date(Date.now() + 7 * 86_400_000),
        creatorId: authorId,
        hidden,
        attendees: { create: audience.map((userId) => ({ userId, status: 'attending' as const })) },
      },
    });
    const channel = await prisma.channel.create({
      data: {
        name: text(`a channel ${who}`).slice(0, 60),
        description: `A channel ${searchWord}`,
        creatorId: authorId,
        hidden,
        follows: { create: audience.map((userId) => ({ userId })) },
      },
    });
    const inChannel = await prisma.post.create({
      data: { authorId, channelId: channel.id, content: text(`a channel post ${who}`) },
    });
    const question = await prisma.question.create({
      data: { authorId, title: text(`a question ${who}`), content: `A question ${searchWord}`, hidden },
    });
    const answer = await prisma.answer.create({
      data: { questionId: asked.id, authorId, content: text(`an answer ${who}`), hidden },
    });
    // The hub's answer to the hidden question: out of sight with it.
    const inQuestion = await prisma.answer.create({
      data: { questionId: question.id, authorId: hub, content: text(`an answer to a question ${who}`) },
    });
    ids.Question!.push(question.id);
    ids.Answer!.push(answer.id, inQuestion.id);
    ids.Post!.push(post.id, inGroup.id, inChannel.id);
    ids.Comment!.push(comment.id);
    ids.Message!.push(message.id);
    ids.Group!.push(group.id);
    ids.Event!.push(event.id);
    ids.Channel!.push(channel.id);
  }
  return { markers, searchWord, ids, hiddenMessageId: ids.Message![0]! };
}
