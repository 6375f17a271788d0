/**
 * Ask a Dad as /api returns it. A question never carries its asker: `askedByViewer` alone tells the asker it is
 * theirs. An answer by the asker has `author: null` and `byAsker: true`; other authors pass the privacy rules.
 */
import type { ListedAnswer } from '../../domain/questions/answers.js';
import type { ListedQuestion } from '../../domain/questions/list.js';
import type { RelationshipLoader } from '../../domain/users/privacy.js';
import { presentMember } from './content.js';

export function presentQuestion(viewerId: string, question: ListedQuestion) {
  return {
    id: question.id,
    title: question.title,
    content: question.content,
    createdAt: question.createdAt,
    answerCount: question.answerCount,
    helpfulCount: question.helpfulCount,
    acceptedAnswerId: question.answers[0]?.id ?? null,
    askedByViewer: question.authorId === viewerId,
    // Only on the asker's own copy of a hidden question: nobody else receives one (docs/moderation.md).
    ...(question.hidden ? { moderationHidden: question.hidden } : {}),
  };
}

export async function presentAnswer(relationships: RelationshipLoader, answer: ListedAnswer) {
  const byAsker = answer.authorId === answer.question.authorId;
  const author = byAsker ? null : await presentMember(relationships, answer.author);
  return {
    id: answer.id,
    content: answer.content,
    createdAt: answer.createdAt,
    questionId: answer.questionId,
    helpfulCount: answer.helpfulCount,
    viewerMarkedHelpful: answer.helpfulMarks.length > 0,
    isAccepted: answer.isAccepted,
    byAsker,
    ...(answer.hidden ? { moderationHidden: answer.hidden } : {}),
    author: author && {
      id: author.id,
      firstName: author.firstName,
      lastName: author.lastName,
      username: author.username,
      profileImageUrl: author.profileImageUrl,
    },
  };
}
