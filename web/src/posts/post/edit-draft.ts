/**
 * The inline post editor's draft: the hashtags are split out of the text into
 * chips, the rest goes in the text box, and saving appends the chips back at the end of the content.
 */
import { appendHashtags, extractHashtags, MAX_HASHTAGS, normalizeHashtag, splitHashtags } from '../../lib/hashtags';

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

/**
 * Every tag the saved post will carry: the chips, then any '#tag' typed in the text box, each once. The limit
 * counts them all, so a sixth typed in the text is refused in the form instead of dropped on save.
 */
export function tagsInUse(draft: PostEditDraft): string[] {
  return [...new Set([...draft.hashtags, ...extractHashtags(draft.text)])];
}

/** More tags than a post holds: Save waits until one goes. */
export function overHashtagLimit(draft: PostEditDraft): boolean {
  return tagsInUse(draft).length > MAX_HASHTAGS;
}

/** What Save sends: the text with the chips appended ('text #a #b'), and every tag in use (never cut short). */
export function savedPost(draft: PostEditDraft): { content: string; hashtags: string[] } {
  return { content: appendHashtags(draft.text, draft.hashtags), hashtags: tagsInUse(draft) };
}

/** Save needs text, a new image or the existing image, and at most 5 hashtags. */
export function canSaveEdit({
  text,
  hasNewImage,
  keepsImage,
  overLimit = false,
}: {
  text: string;
  hasNewImage: boolean;
  keepsImage: boolean;
  overLimit?: boolean;
}): boolean {
  return !overLimit && (text.trim() !== '' || hasNewImage || keepsImage);
}
