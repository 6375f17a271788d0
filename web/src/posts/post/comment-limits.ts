/** A comment's text limit and its counter, 'n/500'. */
export const MAX_COMMENT_LENGTH = 500;

export function commentCounter(text: string): string {
  return `${text.length}/${MAX_COMMENT_LENGTH}`;
}

/** Pasted or dropped text past the limit is cut, as typing stops at it. */
export function clampComment(text: string): string {
  return text.slice(0, MAX_COMMENT_LENGTH);
}
