/** What the Dadfeed composer sends, as pure rules the composer and tests share. */
import { addHashtag, MAX_HASHTAGS } from '../../../lib/hashtags';
import { pollToSend, type PollDraft } from '../poll-draft';

/** The hashtag the dad-joke helper sets; the server then makes the post a dad_joke ('Dad Joke Master'). */
export const DAD_JOKE_TAG = 'dadjoke';

/** A post needs text or an image. */
export function hasSomethingToPost(text: string, hasPhoto: boolean): boolean {
  return text.trim() !== '' || hasPhoto;
}

export interface PostDraft {
  text: string;
  hashtags: readonly string[];
  imageUrl: string | null;
  /** The open poll editor, or null. */
  poll: PollDraft | null;
}

/** The createPost input: trimmed text, the tags, the uploaded image, and the poll only when filled in. */
export function newPostInput({ text, hashtags, imageUrl, poll }: PostDraft) {
  return { content: text.trim(), hashtags: [...hashtags], imageUrl, poll: poll && pollToSend(poll) };
}

/** The joke helper's tag: added, or, when 5 tags are already there, in place of the last, so the post is a joke. */
export function withDadJokeTag(tags: readonly string[]): string[] {
  if (tags.includes(DAD_JOKE_TAG)) return [...tags];
  const room = tags.length >= MAX_HASHTAGS ? tags.slice(0, MAX_HASHTAGS - 1) : tags;
  return addHashtag(room, DAD_JOKE_TAG).tags;
}
