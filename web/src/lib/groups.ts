/**
 * Groups and teams: the choices of the create and edit forms, and the rules the screens apply
 * before a call (name uniqueness against the loaded list, maxMembers only when numeric, hashtags from text).
 */

/** The 21 categories, in the order the forms and filters show them. */
export const GROUP_CATEGORIES = [
  { id: 'general', label: 'General' },
  { id: 'parenting', label: 'Parenting' },
  { id: 'sports', label: 'Sports' },
  { id: 'tech', label: 'Tech' },
  { id: 'cooking', label: 'Cooking' },
  { id: 'diy', label: 'DIY' },
  { id: 'gaming', label: 'Gaming' },
  { id: 'outdoors', label: 'Outdoors' },
  { id: 'music', label: 'Music' },
  { id: 'books', label: 'Books' },
  { id: 'investing', label: 'Investing' },
  { id: 'crypto', label: 'Crypto' },
  { id: 'entertainment', label: 'Entertainment' },
  { id: 'travel', label: 'Travel' },
  { id: 'career', label: 'Career' },
  { id: 'health', label: 'Health' },
  { id: 'education', label: 'Education' },
  { id: 'hobbies', label: 'Hobbies' },
  { id: 'local', label: 'Local' },
  { id: 'support', label: 'Support' },
  { id: 'other', label: 'Other' },
] as const;

export type GroupCategoryId = (typeof GROUP_CATEGORIES)[number]['id'];

export const GROUP_VISIBILITIES = [
  { id: 'local', label: 'Local' },
  { id: 'regional', label: 'Regional' },
  { id: 'global', label: 'Global' },
] as const;

export type GroupVisibilityId = (typeof GROUP_VISIBILITIES)[number]['id'];

export const GROUP_FORMATS = [
  { id: 'group', label: 'Group' },
  { id: 'team', label: 'Team' },
] as const;

export type GroupFormatId = (typeof GROUP_FORMATS)[number]['id'];

/** The listing's type filter. */
export const FORMAT_FILTERS = [{ id: 'all', label: 'All types' }, ...GROUP_FORMATS] as const;
export type FormatFilterId = (typeof FORMAT_FILTERS)[number]['id'];

export const GROUP_NAME_TAKEN = 'Group/Team name already taken';

/** The image hint under both upload fields (a hint only: the server enforces the 5 MB). */
export const BANNER_HINT = 'Recommended: 1200x300 px, max 5MB';
export const PHOTO_HINT = 'Recommended: 400x400 px, max 5MB';

export function groupCategoryLabel(id: string): string {
  return GROUP_CATEGORIES.find((category) => category.id === id)?.label ?? id;
}

export function isGroupCategory(id: string): id is GroupCategoryId {
  return GROUP_CATEGORIES.some((category) => category.id === id);
}

/** The inline check of the create form: the name against the loaded groups' names, ignoring case and spaces around. */
export function isGroupNameTaken(name: string, loadedNames: readonly string[]): boolean {
  const wanted = name.trim().toLowerCase();
  return wanted !== '' && loadedNames.some((other) => other.trim().toLowerCase() === wanted);
}

/** maxMembers is sent only when the field holds a whole number above zero; anything else means no limit. */
export function maxMembersToSend(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value > 0 ? value : undefined;
}

/** The edit form's hashtags: comma separated, trimmed, empty ones dropped (a leading # goes too). */
export function parseGroupHashtags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim().replace(/^#+/, '').trim())
    .filter((tag) => tag !== '');
}

/** The Group Stats card's activity label, from the posts of the last seven days. */
export function groupActivityLabel(postsThisWeek: number): 'Very Active' | 'Active' | 'Quiet' {
  if (postsThisWeek >= 10) return 'Very Active';
  if (postsThisWeek >= 1) return 'Active';
  return 'Quiet';
}

/** A refusal as the screens read it: the server's error code and its message (either may be missing). */
export interface Refusal {
  code?: string | undefined;
  message?: string | undefined;
}

/** The create form's failure toast: the name clash (GROUP_NAME_TAKEN), else the server's message, else the fallback. */
export function createGroupFailure({ code, message }: Refusal): { title: string; description: string } {
  if (code === 'GROUP_NAME_TAKEN') {
    return { title: GROUP_NAME_TAKEN, description: 'Please choose a different name for your group or team.' };
  }
  return { title: 'Error', description: message?.trim() || 'Failed to create group. Please try again.' };
}

/** Join refused because the viewer is a member already (ALREADY_MEMBER; a full group is a 409 CONFLICT). */
export function isAlreadyMemberError(code: string | undefined): boolean {
  return code === 'ALREADY_MEMBER';
}

export const ALREADY_A_MEMBER_TOAST = {
  title: 'Already a Member',
  description: 'You are already a member of this group.',
};
