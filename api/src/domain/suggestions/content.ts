/**
 * "Suggested content" for the dashboard: 2 posts, 1 channel and 1 event picked for
 * the viewer from their interests (and, for the event, their location), among what they do not follow or
 * attend yet. Each item carries at most 2 categories. The rules of each pick are in posts.ts, channels.ts and
 * ../events/recommend.ts; docs/channels-and-suggestions.md sums them up.
 */
import type { DbTx } from '../../db/prisma.js';
import { recommendedEventIds } from '../events/recommend.js';
import { suggestedChannelIds } from './channels.js';
import { suggestedPostIds } from './posts.js';

export const SUGGESTED_POSTS = 2;
export const SUGGESTED_CHANNELS = 1;
export const SUGGESTED_EVENTS = 1;
export const SUGGESTION_MAX_CATEGORIES = 2;

export interface SuggestionViewer {
  id: string;
  interests: string[];
  location: string | null;
  filterPoliticalContent: boolean;
}

export interface SuggestedContentIds {
  postIds: string[];
  channelIds: string[];
  eventIds: string[];
}

export async function suggestedContentIds(db: DbTx, viewer: SuggestionViewer): Promise<SuggestedContentIds> {
  const [postIds, channelIds, eventIds] = await Promise.all([
    suggestedPostIds(db, viewer, SUGGESTED_POSTS),
    suggestedChannelIds(db, viewer, SUGGESTED_CHANNELS),
    recommendedEventIds(db, viewer, SUGGESTED_EVENTS),
  ]);
  return { postIds, channelIds, eventIds };
}

/** An item's categories as suggestions show them: the first (main) ones, at most 2. */
export const suggestionCategories = <T>(categories: readonly T[]): T[] =>
  categories.slice(0, SUGGESTION_MAX_CATEGORIES);
