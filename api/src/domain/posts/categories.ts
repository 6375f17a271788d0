/**
 * The Dadfeed's category filter. A post matches a category when its stored categories include it or its text
 * contains one of the category's keywords (whole words, any case, an optional plural 's'/'es'). Categories
 * are stored when a post is written, from its hashtags and text, with the same keyword lists.
 */
import { FeedCategory, Prisma } from '../../generated/prisma/client.js';

export const FEED_CATEGORIES = Object.values(FeedCategory);

/**
 * Keyword lists for the ten categories that match posts by keyword. The `outdoors` filter covers camping and
 * the like. Multi-word keywords match with any spacing.
 */
export const CATEGORY_KEYWORDS: Partial<Record<FeedCategory, readonly string[]>> = {
  diy: [
    'diy',
    'build',
    'built',
    'building',
    'project',
    'woodworking',
    'woodwork',
    'workshop',
    'tool',
    'drill',
    'hammer',
    'screwdriver',
    'wrench',
    'repair',
    'fix',
    'fixed',
    'fixing',
    'renovation',
    'remodel',
    'paint',
    'painting',
    'deck',
    'shelf',
    'shelves',
    'treehouse',
    'plumbing',
    'drywall',
    'lumber',
    'home depot',
    'lowes',
    'handyman',
  ],
  sports: [
    'sport',
    'football',
    'soccer',
    'baseball',
    'basketball',
    'hockey',
    'golf',
    'tennis',
    'nfl',
    'nba',
    'mlb',
    'nhl',
    'mls',
    'game day',
    'gameday',
    'playoff',
    'super bowl',
    'touchdown',
    'home run',
    'coach',
    'coaching',
    'little league',
    'league',
    'tournament',
    'fantasy football',
    'march madness',
    'hoops',
  ],
  food: [
    'food',
    'grill',
    'grilling',
    'bbq',
    'barbecue',
    'brisket',
    'smoker',
    'smoked',
    'recipe',
    'cook',
    'cooking',
    'cooked',
    'dinner',
    'lunch',
    'breakfast',
    'pancake',
    'burger',
    'steak',
    'pizza',
    'taco',
    'chili',
    'bake',
    'baking',
    'kitchen',
    'meal',
    'snack',
    'sandwich',
    'ribs',
    'cookout',
    'dessert',
  ],
  outdoors: [
    'camping',
    'camp',
    'campfire',
    'campsite',
    'tent',
    'hike',
    'hiking',
    'trail',
    'fishing',
    'fish',
    'hunting',
    'kayak',
    'canoe',
    'outdoors',
    'outdoor',
    'national park',
    'backpacking',
    'smores',
    "s'mores",
    'lake',
    'mountain',
    'rv',
    'sleeping bag',
    'bonfire',
    'wilderness',
    'nature',
  ],
  comedy: [
    'joke',
    'dad joke',
    'dadjoke',
    'pun',
    'funny',
    'hilarious',
    'lol',
    'lmao',
    'haha',
    'comedy',
    'laugh',
    'laughing',
    'humor',
    'humour',
    'prank',
    'punchline',
    'groan',
  ],
  cars: [
    'car',
    'truck',
    'minivan',
    'suv',
    'engine',
    'oil change',
    'tire',
    'tyre',
    'motor',
    'mechanic',
    'garage',
    'horsepower',
    'mustang',
    'corvette',
    'jeep',
    'sedan',
    'road trip',
    'ev',
    'tesla',
    'detailing',
    'brake',
    'transmission',
  ],
  gaming: [
    'gaming',
    'gamer',
    'video game',
    'videogame',
    'xbox',
    'playstation',
    'ps5',
    'nintendo',
    'nintendo switch',
    'minecraft',
    'fortnite',
    'zelda',
    'mario',
    'pokemon',
    'console',
    'controller',
    'board game',
    'boardgame',
    'esports',
    'co-op',
    'retro game',
  ],
  tech: [
    'tech',
    'technology',
    'computer',
    'laptop',
    'phone',
    'iphone',
    'android',
    'app',
    'software',
    'code',
    'coding',
    'programming',
    'developer',
    'gadget',
    'smart home',
    'wifi',
    'router',
    'ai',
    'robot',
    'robotics',
    'tablet',
    'ipad',
    'startup',
    'internet',
    'website',
  ],
  photo: [
    'photo',
    'photography',
    'picture',
    'pic',
    'camera',
    'selfie',
    'snapshot',
    'meme',
    'lens',
    'portrait',
    'photoshoot',
    'instagram',
    'gif',
    'photobomb',
  ],
  music: [
    'music',
    'song',
    'guitar',
    'piano',
    'drum',
    'band',
    'concert',
    'album',
    'playlist',
    'spotify',
    'vinyl',
    'sing',
    'singing',
    'karaoke',
    'lyrics',
    'bass',
    'ukulele',
    'jazz',
    'country music',
    'hip hop',
  ],
};

const escapeRegex = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function alternation(keywords: readonly string[]): string {
  // Longest first, so "dad joke" wins over "dad"; spaces match any run of spacing.
  return [...keywords]
    .sort((a, b) => b.length - a.length)
    .map((k) => escapeRegex(k.toLowerCase()).replace(/ /g, '\\s+'))
    .join('|');
}

/**
 * Any of the keywords as a whole word (an optional plural 's'/'es'), as a PostgreSQL (ARE) regular expression
 * for `~*`: \m and \M are the start and end of a word.
 */
export function wholeWordsRegexSql(keywords: readonly string[]): string {
  return `\\m(?:${alternation(keywords)})(?:s|es)?\\M`;
}

/** The same test in JavaScript, ignoring case. */
export function wholeWordsRegex(keywords: readonly string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}_])(?:${alternation(keywords)})(?:s|es)?(?![\\p{L}\\p{N}_])`, 'iu');
}

export function keywordRegexSql(category: FeedCategory): string | null {
  const keywords = CATEGORY_KEYWORDS[category];
  return keywords ? wholeWordsRegexSql(keywords) : null;
}

const jsRegexes = new Map(
  Object.entries(CATEGORY_KEYWORDS).map(([category, keywords]) => [
    category as FeedCategory,
    wholeWordsRegex(keywords),
  ]),
);

/**
 * The categories a new or edited post gets: every category named by a hashtag (#diy, #finance; #camping is
 * outdoors), and every category one of whose keywords appears in the text or the hashtags.
 */
export function deriveCategories(content: string, hashtags: string[]): FeedCategory[] {
  const found = new Set<FeedCategory>();
  for (const tag of hashtags) {
    if ((FEED_CATEGORIES as string[]).includes(tag)) found.add(tag as FeedCategory);
    if (tag === 'camping') found.add('outdoors');
  }
  const text = `${content} ${hashtags.join(' ')}`;
  for (const [category, regex] of jsRegexes) if (regex.test(text)) found.add(category);
  return FEED_CATEGORIES.filter((c) => found.has(c));
}

/** The filter as SQL on the post row aliased `p`: stored category, or a keyword in the text. */
export function categoryMatchSql(category: FeedCategory, p: Prisma.Sql): Prisma.Sql {
  const stored = Prisma.sql`${category}::"FeedCategory" = ANY(${p}.categories)`;
  const regex = keywordRegexSql(category);
  return regex ? Prisma.sql`(${stored} OR ${p}.content ~* ${regex})` : stored;
}
