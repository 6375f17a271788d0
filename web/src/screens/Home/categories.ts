/**
 * The dashboard's category filter: 20 categories, at most one chosen at a time. The
 * photo category is labelled Memes. Matching posts against a category happens on the server.
 */

export const CATEGORIES = [
  { id: 'diy', label: 'DIY' },
  { id: 'sports', label: 'Sports' },
  { id: 'food', label: 'Food' },
  { id: 'outdoors', label: 'Outdoors' },
  { id: 'comedy', label: 'Comedy' },
  { id: 'cars', label: 'Cars' },
  { id: 'gaming', label: 'Gaming' },
  { id: 'tech', label: 'Tech' },
  { id: 'photo', label: 'Memes' },
  { id: 'music', label: 'Music' },
  { id: 'finance', label: 'Finance' },
  { id: 'politics', label: 'Politics' },
  { id: 'crypto', label: 'Crypto' },
  { id: 'tv', label: 'TV' },
  { id: 'collectibles', label: 'Collectibles' },
  { id: 'yard', label: 'Yard' },
  { id: 'hobbies', label: 'Hobbies' },
  { id: 'history', label: 'History' },
  { id: 'family', label: 'Family' },
  { id: 'health', label: 'Health' },
] as const;

export type CategoryId = (typeof CATEGORIES)[number]['id'];

export function isCategoryId(value: string | null | undefined): value is CategoryId {
  return CATEGORIES.some((category) => category.id === value);
}

export function categoryLabel(id: CategoryId): string {
  return CATEGORIES.find((category) => category.id === id)!.label;
}

/** A click on a category: it becomes the filter, or, when it already is, the filter is cleared. */
export function toggleCategory(current: CategoryId | null, clicked: CategoryId): CategoryId | null {
  return current === clicked ? null : clicked;
}
