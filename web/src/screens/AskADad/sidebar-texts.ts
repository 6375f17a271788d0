/** The sidebar's fixed texts, in one place for the tests. */

export const POPULAR_TOPICS = [
  'Parenting Tips',
  'School Issues',
  'Teen Problems',
  'Work-Life Balance',
  'Health & Wellness',
  'Relationship Advice',
] as const;

export const COMMUNITY_GUIDELINES = [
  'Be respectful and supportive',
  'Share real experiences',
  'Keep content family-friendly',
  'No spam or self-promotion',
  'Use descriptive titles',
] as const;
