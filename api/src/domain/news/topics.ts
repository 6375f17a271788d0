/**
 * News topics: the profile page's interest labels, the ids the onboarding wizard and the category filter use
 * for the same things, and the words that tie an article without tags to a topic. A member's interests and
 * favourite teams become topics here; articles are tagged with the same labels, and matched ignoring case.
 */

interface TopicDefinition {
  /** The profile page's spelling, the one stored on articles. */
  label: string;
  /** Other names members and feeds use for it (onboarding ids, category ids, feed categories). */
  aliases: string[];
  /** Words in a title or description that mean the article is about it (whole words, any case); aliases are
   * names only, as words such as "home" or "work" say nothing about an article. */
  keywords: string[];
}

const TOPICS: TopicDefinition[] = [
  {
    label: 'Sports',
    aliases: ['sport'],
    keywords: [
      'football',
      'basketball',
      'baseball',
      'soccer',
      'hockey',
      'nfl',
      'nba',
      'mlb',
      'nhl',
      'mls',
      'playoffs',
      'super bowl',
      'world series',
    ],
  },
  {
    label: 'Parenting',
    aliases: ['family', 'fatherhood', 'parents'],
    keywords: ['parenting', 'parents', 'fatherhood', 'dads', 'toddler', 'toddlers', 'newborn', 'kids', 'children'],
  },
  {
    label: 'Career',
    aliases: ['work', 'jobs'],
    keywords: ['career', 'careers', 'workplace', 'paternity leave', 'job market', 'remote work'],
  },
  {
    label: 'Health & Wellness',
    aliases: ['health', 'wellness', 'health and wellness'],
    keywords: ['health', 'wellness', 'sleep', 'mental health', 'nutrition'],
  },
  {
    label: 'Finance',
    aliases: ['money', 'personal finance'],
    keywords: ['finance', 'budget', 'budgeting', 'savings', 'mortgage', 'retirement', '529 plan', 'taxes'],
  },
  {
    label: 'Home & Garden',
    aliases: ['yard', 'home', 'garden', 'home and garden'],
    keywords: ['garden', 'gardening', 'lawn', 'backyard', 'yard work', 'home improvement'],
  },
  {
    label: 'Technology',
    aliases: ['tech'],
    keywords: [
      'technology',
      'tech',
      'smartphone',
      'smartphones',
      'laptop',
      'gadget',
      'gadgets',
      'artificial intelligence',
      'software',
    ],
  },
  {
    label: 'Cooking',
    aliases: ['bbq', 'grilling'],
    keywords: ['cooking', 'recipe', 'recipes', 'grill', 'grilling', 'barbecue', 'bbq', 'kitchen'],
  },
  {
    label: 'DIY',
    aliases: ['do it yourself'],
    keywords: ['diy', 'do-it-yourself', 'weekend project', 'power tools', 'repair'],
  },
  {
    label: 'Gaming',
    aliases: ['games', 'video games'],
    keywords: [
      'gaming',
      'video game',
      'video games',
      'console',
      'consoles',
      'nintendo',
      'playstation',
      'xbox',
      'esports',
    ],
  },
  {
    label: 'Fitness',
    aliases: ['exercise'],
    keywords: ['fitness', 'workout', 'workouts', 'running', 'marathon', 'strength training', 'gym'],
  },
  {
    label: 'Reading',
    aliases: ['books'],
    keywords: ['reading', 'books', 'novel', 'novels', 'library', 'libraries', 'book club'],
  },
  {
    label: 'Music',
    aliases: [],
    keywords: ['music', 'concert', 'concerts', 'album', 'guitar', 'vinyl', 'festival lineup'],
  },
  {
    label: 'Movies',
    aliases: ['tv', 'film', 'films', 'television'],
    keywords: ['movie', 'movies', 'film', 'box office', 'streaming', 'tv series', 'trailer'],
  },
  {
    label: 'Travel',
    aliases: ['trips'],
    keywords: ['travel', 'road trip', 'road trips', 'vacation', 'airline', 'airlines', 'national park'],
  },
  {
    label: 'Photography',
    aliases: ['photo', 'photos'],
    keywords: ['photography', 'camera', 'cameras', 'photographer', 'photographers'],
  },
  {
    label: 'Cars',
    aliases: ['autos', 'automotive'],
    keywords: [
      'car',
      'cars',
      'truck',
      'trucks',
      'minivan',
      'electric vehicle',
      'electric vehicles',
      'suv',
      'automaker',
    ],
  },
  {
    label: 'Outdoor Activities',
    aliases: ['outdoors', 'outdoor'],
    keywords: ['outdoors', 'hiking', 'camping', 'fishing', 'kayaking', 'trail', 'trails', 'campground'],
  },
  {
    label: 'Woodworking',
    aliases: ['woodwork'],
    keywords: ['woodworking', 'woodworker', 'lumber', 'workbench', 'table saw'],
  },
  {
    label: 'Crypto',
    aliases: ['cryptocurrency'],
    keywords: ['crypto', 'cryptocurrency', 'bitcoin', 'ethereum', 'blockchain'],
  },
  {
    label: 'Food',
    aliases: ['foodie'],
    keywords: ['food', 'restaurant', 'restaurants', 'snack', 'snacks', 'pizza', 'tacos'],
  },
  {
    label: 'Memes',
    aliases: ['comedy', 'humor', 'humour', 'funny'],
    keywords: ['meme', 'memes', 'viral', 'dad joke', 'dad jokes'],
  },
  {
    label: 'Collectibles',
    aliases: ['collecting'],
    keywords: ['collectibles', 'collectible', 'trading cards', 'baseball cards', 'comic books', 'lego', 'memorabilia'],
  },
];

const byName = new Map<string, string>();
for (const topic of TOPICS) {
  for (const name of [topic.label, ...topic.aliases]) byName.set(name.toLowerCase(), topic.label);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whole words or phrases, any case; "car" does not match "cards". */
function wordsPattern(words: string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'iu');
}

const keywordPatterns = new Map(TOPICS.map((t) => [t.label, wordsPattern([t.label, ...t.keywords])]));

/** The known label for an interest, category or alias (any case), else the value itself, trimmed. */
export function canonicalTopic(value: string): string {
  const trimmed = value.trim();
  return byName.get(trimmed.toLowerCase()) ?? trimmed;
}

/** Every topic label the vocabulary knows, in the profile page's order. */
export const knownTopics: readonly string[] = TOPICS.map((t) => t.label);

/** The names to look for in NewsArticle.topics (ignoring case) for these interests or teams: each as the member
 * typed it and as its label, so "outdoors" also finds "Outdoor Activities". */
export function topicKeys(values: readonly string[]): string[] {
  const keys = new Set<string>();
  for (const value of values) {
    const trimmed = value.trim();
    if (trimmed) keys.add(trimmed).add(canonicalTopic(trimmed));
  }
  return [...keys];
}

/** The topics a refresh asks for, de-duplicated ignoring case (first spelling kept). */
export function uniqueTopics(values: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const value of values) {
    const topic = canonicalTopic(value);
    if (topic && !seen.has(topic.toLowerCase())) seen.set(topic.toLowerCase(), topic);
  }
  return [...seen.values()];
}

const MAX_TOPICS_PER_ARTICLE = 12;
const MAX_TOPIC_LENGTH = 60;

/**
 * The topics of a fetched article: its own categories (as canonical labels, or in the spelling the refresh asked
 * for), plus every requested or known topic whose name or keywords appear in its title or description.
 */
export function tagTopics(
  article: { title: string; description: string; categories?: string[] },
  requested: readonly string[],
): string[] {
  const text = `${article.title}\n${article.description}`;
  const requestedByKey = new Map(requested.map((t) => [t.toLowerCase(), t]));
  const tags = new Map<string, string>();
  const add = (topic: string) => {
    if (topic && topic.length <= MAX_TOPIC_LENGTH && !tags.has(topic.toLowerCase()))
      tags.set(topic.toLowerCase(), topic);
  };
  for (const category of article.categories ?? []) {
    const topic = canonicalTopic(category);
    add(requestedByKey.get(topic.toLowerCase()) ?? topic);
  }
  for (const [label, pattern] of keywordPatterns) if (pattern.test(text)) add(label);
  for (const topic of requested) {
    if (!byName.has(topic.toLowerCase()) && wordsPattern([topic]).test(text)) add(topic);
  }
  return [...tags.values()].slice(0, MAX_TOPICS_PER_ARTICLE);
}
