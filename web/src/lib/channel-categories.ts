/**
 * The 20 channel categories, in the order the forms and filters show them. GraphQL's enum spells them with
 * underscores (`cooking_bbq`); /api and the directory's filter values with dashes (`cooking-bbq`).
 */
export const CHANNEL_CATEGORIES = [
  { id: 'fix_it_tips', label: 'Fix-It Tips' },
  { id: 'sports_analysis', label: 'Sports Analysis' },
  { id: 'parenting_advice', label: 'Parenting Advice' },
  { id: 'cooking_bbq', label: 'Cooking & BBQ' },
  { id: 'home_improvement', label: 'Home Improvement' },
  { id: 'car_maintenance', label: 'Car Maintenance' },
  { id: 'tech_reviews', label: 'Tech Reviews' },
  { id: 'fitness_health', label: 'Fitness & Health' },
  { id: 'dad_jokes', label: 'Dad Jokes' },
  { id: 'financial_advice', label: 'Financial Advice' },
  { id: 'outdoor_activities', label: 'Outdoor Activities' },
  { id: 'education_tutoring', label: 'Education & Tutoring' },
  { id: 'insights_mentoring', label: 'Insights & Mentoring' },
  { id: 'gaming', label: 'Gaming' },
  { id: 'music_instruments', label: 'Music & Instruments' },
  { id: 'photography', label: 'Photography' },
  { id: 'travel_family', label: 'Family Travel' },
  { id: 'business_career', label: 'Business & Career' },
  { id: 'mental_health', label: 'Mental Health' },
  { id: 'arts_crafts', label: 'Arts & Crafts' },
] as const;

/** A category as GraphQL spells it: 'cooking_bbq'. */
export type ChannelCategoryId = (typeof CHANNEL_CATEGORIES)[number]['id'];

const labels = new Map<string, string>(CHANNEL_CATEGORIES.map((category) => [category.id, category.label]));

/** Either spelling ('cooking_bbq', 'cooking-bbq'); an unknown one is spelled out. */
export function channelCategoryLabel(category: string): string {
  return labels.get(category.replaceAll('-', '_')) ?? category.replaceAll(/[_-]/g, ' ');
}

/** 'cooking_bbq' -> 'cooking-bbq', as /api spells it. */
export function categorySlug(id: ChannelCategoryId): string {
  return id.replaceAll('_', '-');
}

/** 'cooking-bbq' (or 'cooking_bbq') -> 'cooking_bbq'; null for anything else. */
export function categoryIdOf(slug: string): ChannelCategoryId | null {
  const id = slug.replaceAll('-', '_');
  return labels.has(id) ? (id as ChannelCategoryId) : null;
}
