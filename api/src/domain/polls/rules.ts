/**
 * A poll on a post: a non-empty question and 2 to 4 non-empty, different options, in the author's order.
 * Composers send a poll only when it is complete; anything else sent is refused rather than silently dropped.
 */
import { z } from 'zod';
import { formList } from '../validation.js';

export const MIN_POLL_OPTIONS = 2;
export const MAX_POLL_OPTIONS = 4;
export const MAX_POLL_QUESTION_LENGTH = 300;
export const MAX_POLL_OPTION_LENGTH = 100;

export const POLL_NEEDS_QUESTION = 'A poll needs a question.';
export const POLL_OPTION_COUNT = `A poll needs ${MIN_POLL_OPTIONS} to ${MAX_POLL_OPTIONS} options.`;

export interface NewPoll {
  question: string;
  options: string[];
}

/** Multipart bodies send the options as a JSON list in a string. */
const optionList = z.preprocess(
  formList(),
  z
    .array(z.string({ error: 'Each poll option must be text.' }), { error: 'pollOptions must be a list of options.' })
    .max(20, POLL_OPTION_COUNT),
);

const question = z.preprocess(
  (value) => (value === undefined || value === null ? '' : value),
  z
    .string({ error: POLL_NEEDS_QUESTION })
    .trim()
    .max(MAX_POLL_QUESTION_LENGTH, `A poll question can be at most ${MAX_POLL_QUESTION_LENGTH} characters.`),
);

/** The poll fields of a post's input; `poll` is null when neither a question nor any option was sent. */
export const pollFields = z
  .object({ pollQuestion: question, pollOptions: optionList })
  .transform(({ pollQuestion, pollOptions }, ctx): NewPoll | null => {
    // Blank options are the composer's empty rows: they are not options.
    const options = pollOptions.map((o) => o.trim()).filter((o) => o !== '');
    if (pollQuestion === '' && options.length === 0) return null;
    if (pollQuestion === '') {
      ctx.addIssue({ code: 'custom', path: ['pollQuestion'], message: POLL_NEEDS_QUESTION });
      return z.NEVER;
    }
    if (options.length < MIN_POLL_OPTIONS || options.length > MAX_POLL_OPTIONS) {
      ctx.addIssue({ code: 'custom', path: ['pollOptions'], message: POLL_OPTION_COUNT });
      return z.NEVER;
    }
    if (options.some((o) => o.length > MAX_POLL_OPTION_LENGTH)) {
      ctx.addIssue({
        code: 'custom',
        path: ['pollOptions'],
        message: `A poll option can be at most ${MAX_POLL_OPTION_LENGTH} characters.`,
      });
      return z.NEVER;
    }
    if (new Set(options.map((o) => o.toLowerCase())).size !== options.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['pollOptions'],
        message: 'Poll options must be different from each other.',
      });
      return z.NEVER;
    }
    return { question: pollQuestion, options };
  });
