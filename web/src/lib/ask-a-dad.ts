/**
 * Ask a Dad's rules the screen applies: the 1000-character counters, what a
 * question and an answer need before they can be posted, and the address of a question (/ask-a-dad?question=<id>).
 */

/** Questions (title and content) and answers: a counter shows it, typing and pasting stop at it. */
export const ASK_TEXT_LIMIT = 1000;

export const ASK_A_DAD_PATH = '/ask-a-dad';

/** The counter beside a field, 'n/1000'. */
export function askCounter(text: string): string {
  return `${text.length}/${ASK_TEXT_LIMIT}`;
}

/** Pasted or dropped text past the limit is cut, as typing stops at it. */
export function clampAskText(text: string): string {
  return text.slice(0, ASK_TEXT_LIMIT);
}

/** A question needs a non-blank title and content. */
export function canPostQuestion({ title, content }: { title: string; content: string }): boolean {
  return title.trim() !== '' && content.trim() !== '';
}

/** An answer needs non-blank content. */
export function canPostAnswer(content: string): boolean {
  return content.trim() !== '';
}

/** The question an address names (`?question=<id>`), or null for the list. */
export function questionIdFromSearch(search: string): string | null {
  return new URLSearchParams(search).get('question')?.trim() || null;
}

/** The address of a question's detail, or of the list without one. */
export function questionPath(questionId: string | null): string {
  return questionId ? `${ASK_A_DAD_PATH}?question=${encodeURIComponent(questionId)}` : ASK_A_DAD_PATH;
}

/** '1 answer', '3 answers'. */
export function answerCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'answer' : 'answers'}`;
}

/** '1 question', '12 questions'. */
export function questionCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'question' : 'questions'}`;
}
