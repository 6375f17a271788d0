/**
 * Asking and answering. A question is anonymous: its asker is stored (for "your question", accepting and the
 * member's own data) but never shown. A new answer notifies the asker, with the answerer as the actor; the
 * asker answering their own question notifies no one.
 */
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
        : await createNotifications(tx, [
            {
              userId: question.authorId,
              actorId: viewerId,
              type: 'answer',
              title: 'New answer',
              message: `@${answer.author.username} answered your question "${preview(question.title)}"`,
              target: { type: 'question', id: question.id },
            },
          ]);
    return { answer, notified };
  });
  announceNotificationsChanged(events, notified);
  const { author: _author, ...row } = answer;
  return row;
}
