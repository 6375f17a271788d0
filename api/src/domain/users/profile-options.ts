/**
 * The profile's option lists: the one source for the server's validation, the
 * demo seed, GET /api/users/profile-options and GraphQL `profileOptions`. Values are the dashed spellings
 * (`stay-at-home`, `dad-bod-classic`); GraphQL turns them into its enum names (domain/vocabulary.ts).
 * The product fixes the sizes and ends of the sports, outdoor and collectible lists, not their contents: these
 * are lists a dad would recognise, of exactly those sizes.
 */

/** The ten dad types of the profile editor (onboarding also offers `all`, "All of the Above"). */
export const DAD_TYPE_OPTIONS = [
  { value: 'new', label: 'New Dad' },
  { value: 'experienced', label: 'Experienced Dad' },
  { value: 'stepdad', label: 'Step Dad' },
  { value: 'single', label: 'Single Dad' },
  { value: 'stay-at-home', label: 'Stay-at-Home Dad' },
  { value: 'working', label: 'Working Dad' },
  { value: 'weekend', label: 'Weekend Dad' },
  { value: 'granddad', label: 'Granddad' },
  { value: 'future', label: 'Future Dad' },
  { value: 'friend', label: 'Friend of Dad' },
] as const;

export const FAMILY_STRUCTURES = ['nuclear', 'single', 'blended', 'extended', 'co-parenting', 'other'] as const;

export const DAD_BOD_TYPES = [
  'dad-bod-classic',
  'dad-bod-athletic',
  'dad-bod-bear',
  'dad-bod-slim',
  'dad-bod-powerlifter',
  'dad-bod-runner',
] as const;

export const HAIRLINES = ['full', 'receding', 'bald-spot', 'completely-bald', 'shaved', 'hat-guy'] as const;

export const VISIBILITY_LEVELS = ['everyone', 'connections', 'private'] as const;

/** The profile's 23 interests, in the order the editor shows them. */
export const INTERESTS = [
  'Sports',
  'Parenting',
  'Career',
  'Health & Wellness',
  'Finance',
  'Home & Garden',
  'Technology',
  'Cooking',
  'DIY',
  'Gaming',
  'Fitness',
  'Reading',
  'Music',
  'Movies',
  'Travel',
  'Photography',
  'Cars',
  'Outdoor Activities',
  'Woodworking',
  'Crypto',
  'Food',
  'Memes',
  'Collectibles',
] as const;

/** The interests that open a block of the profile editor (the block shows only with the interest). */
export const SPORTS_INTEREST = 'Sports';
export const COLLECTIBLES_INTEREST = 'Collectibles';

export const WATCH_SPORTS = [
  'Football',
  'Basketball',
  'Baseball',
  'Soccer',
  'Hockey',
  'Golf',
  'Tennis',
  'Boxing',
  'MMA',
  'Racing',
  'Wrestling',
  'Volleyball',
  'Rugby',
  'Cricket',
  'Lacrosse',
  'Track & Field',
  'College Football',
] as const;

export const PLAY_SPORTS = [
  'Basketball',
  'Golf',
  'Softball',
  'Soccer',
  'Tennis',
  'Pickleball',
  'Running',
  'Cycling',
  'Swimming',
  'Volleyball',
  'Bowling',
  'Disc Golf',
  'Hockey',
  'Flag Football',
  'Racquetball',
] as const;

export const OUTDOOR_ACTIVITIES = [
  'Camping',
  'Hiking',
  'Fishing',
  'Hunting',
  'Kayaking',
  'Canoeing',
  'Mountain Biking',
  'Rock Climbing',
  'Backpacking',
  'Grilling',
  'Gardening',
  'Bird Watching',
  'Skiing',
  'Snowboarding',
  'Surfing',
  'Sailing',
  'Boating',
  'Stargazing',
  'Trail Running',
  'Archery',
  'Off-Roading',
  'Geocaching',
] as const;

export const COLLECTIBLE_TYPES = [
  'Baseball Cards',
  'Football Cards',
  'Basketball Cards',
  'Pokemon Cards',
  'Comic Books',
  'Coins',
  'Stamps',
  'Vinyl Records',
  'Action Figures',
  'LEGO Sets',
  'Model Trains',
  'Die-cast Cars',
  'Watches',
  'Sneakers',
  'Vintage Toys',
  'Movie Memorabilia',
  'Sports Memorabilia',
  'Video Games',
  'Antiques',
  'Hot Wheels',
  'Vintage Signs',
  'Art Prints',
] as const;

/** Every list, as GET /api/users/profile-options answers it. */
export const PROFILE_OPTIONS = {
  dadTypes: DAD_TYPE_OPTIONS,
  familyStructures: FAMILY_STRUCTURES,
  dadBodTypes: DAD_BOD_TYPES,
  hairlines: HAIRLINES,
  visibilities: VISIBILITY_LEVELS,
  interests: INTERESTS,
  watchSports: WATCH_SPORTS,
  playSports: PLAY_SPORTS,
  outdoorActivities: OUTDOOR_ACTIVITIES,
  collectibleTypes: COLLECTIBLE_TYPES,
} as const;
