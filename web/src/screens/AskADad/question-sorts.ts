/** The list's sorts (the server's QuestionSort) with their labels, and its page size. */
import type { QuestionSort } from '../../__generated__/QuestionListPaginationQuery.graphql';

export type { QuestionSort };

export const QUESTION_SORTS: ReadonlyArray<{ value: QuestionSort; label: string }> = [
  { value: 'NEWEST', label: 'Newest' },
  { value: 'UNANSWERED', label: 'Unanswered' },
  { value: 'HELPFUL', label: 'Most Helpful' },
];

/** Questions per page; 'Load more' fetches the next. */
export const QUESTIONS_PAGE_SIZE = 10;
/** Answers per page of a question's detail. */
export const ANSWERS_PAGE_SIZE = 20;
/** The search runs once typing pauses. */
export const QUESTION_SEARCH_DEBOUNCE_MS = 300;
