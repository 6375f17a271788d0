/**
 * The inline post editor's draft (spec part 1 sections 4 and 5): the hashtags are split out of the text into
 * chips, the rest goes in the text box, and saving appends the chips back at the end of the content.
 */
import { appendHashtags, MAX_HASHTAGS, normalizeHashtag, splitHashtags } from '../../lib/hashtags';

export interface PostEditDraft {
  text: string;
  hashtags: string[];
}

/** The tags written in the text first, then the post's own list, each once; the rest of the text trimmed. */
export function editDraftOf(content: string, hashtags: readonly string[]): PostEditDraft {
  const split = splitHashtags(content);
  const tags = [...split.hashtags, ...hashtags.map(normalizeHashtag)].filter(Boolean);
  return { text: split.text, hashtags: [...new Set(tags)] };
}

/** The edit form's Add (or Enter): lower-cased, without a leading #, empty values and duplicates ignored. */
export function addEditHashtag(tags: readonly string[], raw: string): string[] {
  const tag = normalizeHashtag(raw);
  return !tag || tags.includes(tag) ? [...tags] : [...tags, tag];
}

/** Whether another tag may be added (a post holds at most 5). */
export function canAddEditHashtag(tags: readonly string[]): boolean {
  return tags.length < MAX_HASHTAGS;
}

/** What Save sends: the text with the chips appended ('text #a #b'), and the post's hashtag list. */
export function savedPost(draft: PostEditDraft): { content: string; hashtags: string[] } {
  return { content: appendHashtags(draft.text, draft.hashtags), hashtags: draft.hashtags.slice(0, MAX_HASHTAGS) };
}

/** Save needs text, a new image or the existing image (spec part 1 section 5). */
export function canSaveEdit({ text, hasNewImage, keepsImage }: { text: string; hasNewImage: boolean; keepsImage: boolean }): boolean {
  return text.trim() !== '' || hasNewImage || keepsImage;
}
