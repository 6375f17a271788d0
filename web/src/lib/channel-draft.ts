/**
 * The Create Professional Channel and Edit Channel forms: the draft, the checks made before a call (the server's
 * rules, with its messages) and the input sent to createChannel / updateChannel.
 */
import { categoryIdOf, type ChannelCategoryId } from './channel-categories';
import { isValidEmail } from './emails';

export const MAX_CHANNEL_NAME = 100;
export const MAX_CHANNEL_DESCRIPTION = 2000;
export const MAX_CHANNEL_HASHTAGS = 20;

export const CHANNEL_NAME_REQUIRED = 'Channel name is required.';
export const CHANNEL_DESCRIPTION_REQUIRED = 'Channel description is required.';
export const INVALID_CONTACT_EMAIL = 'Please enter a valid contact email.';
export const INVALID_WEBSITE = 'Please enter a valid website URL (http:// or https://).';

export interface ChannelDraft {
  name: string;
  description: string;
  /** In the order chosen: the first is the main one. */
  categories: ChannelCategoryId[];
  /** As the tag field holds them, without the '#'. */
  hashtags: string[];
  contactEmail: string;
  website: string;
  /** Paid subscriptions are 'Coming Soon': the form offers free only. */
  subscriptionType: 'free' | 'subscription';
}

export const NEW_CHANNEL: ChannelDraft = {
  name: '',
  description: '',
  categories: [],
  hashtags: [],
  contactEmail: '',
  website: '',
  subscriptionType: 'free',
};

export interface StoredChannel {
  name: string;
  description: string;
  categories: readonly string[];
  hashtags: readonly string[];
  contactEmail: string | null | undefined;
  website: string | null | undefined;
  subscriptionType: string;
}

/** Edit Channel starts from the channel as it is. */
export function draftOfChannel(channel: StoredChannel): ChannelDraft {
  return {
    name: channel.name,
    description: channel.description,
    categories: uniqueCategories(channel.categories),
    hashtags: channel.hashtags.map((tag) => tag.replace(/^#+/, '')).filter(Boolean),
    contactEmail: channel.contactEmail ?? '',
    website: channel.website ?? '',
    subscriptionType: channel.subscriptionType === 'subscription' ? 'subscription' : 'free',
  };
}

/** Known categories, each once, in the order given (either spelling). */
export function uniqueCategories(categories: readonly string[]): ChannelCategoryId[] {
  const ids = categories.map(categoryIdOf).filter((id): id is ChannelCategoryId => id !== null);
  return [...new Set(ids)];
}

/** Choosing a category adds it after the others; choosing it again takes it out. */
export function toggleCategory(categories: readonly ChannelCategoryId[], id: ChannelCategoryId): ChannelCategoryId[] {
  return categories.includes(id) ? categories.filter((other) => other !== id) : [...categories, id];
}

/** Each entry gets one leading '#'; empty entries go; the same tag twice (any case) is kept once, as first written. */
export function normalizeChannelHashtags(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const entry of entries) {
    const word = entry.trim().replace(/^#+/, '').trim();
    const key = word.toLowerCase();
    if (word === '' || seen.has(key)) continue;
    seen.add(key);
    tags.push(`#${word}`);
  }
  return tags;
}

/** An http(s) address with a dotted host, as the server stores it ('dad.example.com' -> 'https://dad.example.com/'); null otherwise. */
export function normalizeWebsite(value: string): string | null {
  const text = value.trim();
  if (text === '' || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.hostname.includes('.') ? url.toString() : null;
  } catch {
    return null;
  }
}

export type ChannelDraftErrors = Partial<
  Record<'name' | 'description' | 'contactEmail' | 'website' | 'hashtags', string>
>;

/** What the draft breaks, field by field; empty when it may be sent. */
export function channelDraftErrors(draft: ChannelDraft): ChannelDraftErrors {
  const errors: ChannelDraftErrors = {};
  const name = draft.name.trim();
  const description = draft.description.trim();
  if (name === '') errors.name = CHANNEL_NAME_REQUIRED;
  else if (name.length > MAX_CHANNEL_NAME) errors.name = `Channel name must be at most ${MAX_CHANNEL_NAME} characters.`;
  if (description === '') errors.description = CHANNEL_DESCRIPTION_REQUIRED;
  else if (description.length > MAX_CHANNEL_DESCRIPTION)
    errors.description = `Channel description must be at most ${MAX_CHANNEL_DESCRIPTION} characters.`;
  const email = draft.contactEmail.trim();
  if (email !== '' && (!isValidEmail(email) || email.length > 254)) errors.contactEmail = INVALID_CONTACT_EMAIL;
  if (draft.website.trim() !== '' && normalizeWebsite(draft.website) === null) errors.website = INVALID_WEBSITE;
  if (normalizeChannelHashtags(draft.hashtags).length > MAX_CHANNEL_HASHTAGS) {
    errors.hashtags = `A channel can have at most ${MAX_CHANNEL_HASHTAGS} hashtags.`;
  }
  return errors;
}

/** The first message of `channelDraftErrors`, in the form's order, or null. */
export function firstDraftError(errors: ChannelDraftErrors): string | null {
  return errors.name ?? errors.description ?? errors.hashtags ?? errors.contactEmail ?? errors.website ?? null;
}

/** The fields createChannel and updateChannel both take; a blank e-mail or website is left out (none). */
export function channelInput(draft: ChannelDraft) {
  const contactEmail = draft.contactEmail.trim();
  const website = draft.website.trim();
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    categories: uniqueCategories(draft.categories),
    hashtags: normalizeChannelHashtags(draft.hashtags),
    ...(contactEmail ? { contactEmail } : {}),
    ...(website ? { website } : {}),
    subscriptionType: draft.subscriptionType,
  };
}
