/** The composer's poll: a question and 2 to 4 options, sent only when filled in. */

export const POLL_MIN_OPTIONS = 2;
export const POLL_MAX_OPTIONS = 4;

export interface PollDraft {
  question: string;
  options: readonly string[];
}

/** Where the editor starts, and what Cancel goes back to: no question, 2 empty options. */
export function emptyPoll(): PollDraft {
  return { question: '', options: Array.from({ length: POLL_MIN_OPTIONS }, () => '') };
}

export const canAddOption = (poll: PollDraft) => poll.options.length < POLL_MAX_OPTIONS;
export const canRemoveOption = (poll: PollDraft) => poll.options.length > POLL_MIN_OPTIONS;

export function addOption(poll: PollDraft): PollDraft {
  return canAddOption(poll) ? { ...poll, options: [...poll.options, ''] } : poll;
}

export function removeOption(poll: PollDraft, index: number): PollDraft {
  if (!canRemoveOption(poll)) return poll;
  return { ...poll, options: poll.options.filter((_, i) => i !== index) };
}

export function setOption(poll: PollDraft, index: number, text: string): PollDraft {
  return { ...poll, options: poll.options.map((option, i) => (i === index ? text : option)) };
}

/** What goes with the post: trimmed question and non-empty options, or null (no poll) when not filled in enough. */
export function pollToSend(poll: PollDraft): { question: string; options: string[] } | null {
  const question = poll.question.trim();
  const options = poll.options.map((option) => option.trim()).filter(Boolean);
  if (!question || options.length < POLL_MIN_OPTIONS) return null;
  return { question, options };
}
