/**
 * Ask a Dad's inputs: a question's title and content and an answer's content are required (non-blank once
 * trimmed) and at most 1000 characters (the forms' 1000-character counters).
 */
import { z } from 'zod';
import { badInput } from '../errors.js';
import { isDatabaseId } from '../validation.js';

export const MAX_QUESTION_TITLE_LENGTH = 1000;
export const MAX_QUESTION_CONTENT_LENGTH = 1000;
export const MAX_ANSWER_LENGTH = 1000;

export const QUESTION_TITLE_REQUIRED = 'Please enter a title for your question.';
export const QUESTION_CONTENT_REQUIRED = 'Please describe your question.';
export const ANSWER_CONTENT_REQUIRED = 'Please write your answer.';
export const QUESTION_TITLE_TOO_LONG = `A question's title can be at most ${MAX_QUESTION_TITLE_LENGTH} characters.`;
export const QUESTION_CONTENT_TOO_LONG = `A question can be at most ${MAX_QUESTION_CONTENT_LENGTH} characters.`;
export const ANSWER_TOO_LONG = `An answer can be at most ${MAX_ANSWER_LENGTH} characters.`;

/** Required text: absent and null read as blank, so each gets the same clear message. */
function requiredText(field: string, required: string, max: number, tooLong: string) {
  return z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z
      .string({ error: `${field} must be text.` })
      .trim()
      .min(1, required)
      .max(max, tooLong),
  );
}

export const askQuestionInput = z.object({
  title: requiredText('title', QUESTION_TITLE_REQUIRED, MAX_QUESTION_TITLE_LENGTH, QUESTION_TITLE_TOO_LONG),
  content: requiredText('content', QUESTION_CONTENT_REQUIRED, MAX_QUESTION_CONTENT_LENGTH, QUESTION_CONTENT_TOO_LONG),
});

export const answerQuestionInput = z.object({
  content: requiredText('content', ANSWER_CONTENT_REQUIRED, MAX_ANSWER_LENGTH, ANSWER_TOO_LONG),
});

/** An id from a path or an argument; a malformed one is a 404 like a missing one (nothing has that id). */
export function idOrNull(raw: unknown): string | null {
  return typeof raw === 'string' && isDatabaseId(raw) ? raw.toLowerCase() : null;
}

export const QUESTION_SORTS = ['newest', 'unanswered', 'helpful'] as const;
export type QuestionSort = (typeof QUESTION_SORTS)[number];
const BAD_SORT = `sort must be one of: ${QUESTION_SORTS.join(', ')}.`;

export function parseSort(raw: unknown): QuestionSort {
  if (raw === undefined || raw === null || raw === '') return 'newest';
  if (typeof raw === 'string' && (QUESTION_SORTS as readonly string[]).includes(raw)) return raw as QuestionSort;
  throw badInput(BAD_SORT, [{ field: 'sort', message: BAD_SORT }]);
}
