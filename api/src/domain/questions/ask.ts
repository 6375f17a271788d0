/**
 * Asking and answering. A question is anonymous: its asker is stored (for "your question", accepting and the
 * member's own data) but never shown. A new answer notifies the asker, with the answerer as the actor; the
 * asker answering their own question notifies no one else but the members the answer mentions and those
 * following the question (they hear of every new answer).
 */
import { notifyFollowers } from '../following/notify-followers.js';
import { notifyMentioned } from '../mentions/notify.js';
import { announceNotificationsChanged, createNotifications } from '../notifications/notifications.js';
import { requireNewAccountNoLinks } from '../safety/new-accounts.js';
import { requireAcceptableText } from '../safety/text-filter.js';
import type { Services } from '../services.js';
import { parseInput } from '../validation.js';
import { findQuestion } from './read.js';
import { answerQuestionInput, askQuestionInput } from './rules.js';

export async function askQuestion(services: Services, viewerId: string, raw: unknown) {
  const input = parseInput(askQuestionInput, raw ?? {});
  requireAcceptableText('public', { title: input.title, content: input.content });
  await requireNewAccountNoLinks(services, viewerId, [input.title, input.content]);
  return services.prisma.question.create({ data: { authorId: viewerId, title: input.title, content: input.content } });
}

function preview(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

export async function answerQuestion(services: Services, viewerId: string, rawQuestionId: unknown, raw: unknown) {
  const { prisma, events } = services;
  const question = await findQuestion(prisma, viewerId, rawQuestionId);
  const input = parseInput(answerQuestionInput, raw ?? {});
  requireAcceptableText('public', { content: input.content });
  await requireNewAccountNoLinks(services, viewerId, [input.content]);
  const { answer, notified } = await prisma.$transaction(async (tx) => {
    // The answer count moves with the insert (a trigger: docs/ask-a-dad.md).
    const answer = await tx.answer.create({
      data: { questionId: question.id, authorId: viewerId, content: input.content },
      include: { author: { select: { username: true } } },
    });
    const notified =
      question.authorId === viewerId
        ? []
        : await createNotifications(
            tx,
            [
              {
                userId: question.authorId,
                actorId: viewerId,
                type: 'answer',
                title: 'New answer',
                message: `@${answer.author.username} answered your question "${preview(question.title)}"`,
                target: { type: 'question', id: question.id },
                about: { type: 'question', id: question.id },
              },
            ],
            services,
          );
    // The asker answering their own question stays unnamed (their answer shows no author either).
    const writer =
      question.authorId === viewerId
        ? { id: viewerId, anonymousAs: 'The asker' }
        : { id: viewerId, username: answer.author.username };
    const where = { kind: 'answer', id: answer.id } as const;
    const about = { type: 'question', id: question.id } as const;
    const mentioned = await notifyMentioned(tx, services, {
      writer,
      text: input.content,
      where,
      called: 'an answer',
      target: about,
      about,
      alreadyTold: [question.authorId],
    });
    // The asker, told of the answer already, and the members it mentions are not told again as followers.
    const following = await notifyFollowers(tx, services, {
      writer,
      followed: about,
      where,
      text: input.content,
      title: 'New answer to a question you follow',
      verb: 'answered',
      target: about,
      alreadyTold: [question.authorId],
    });
    return { answer, notified: [...notified, ...mentioned, ...following] };
  });
  announceNotificationsChanged(events, notified);
  const { author: _author, ...row } = answer;
  return row;
}
