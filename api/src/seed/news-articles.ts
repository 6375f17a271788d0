/**
 * More stored news for the Newsfeed, so every interest on the profile page and the demo member's teams have
 * stories without any provider configured. Written for Dadhood; the addresses are on an example domain.
 */
import type { SeedContext } from './context.js';

interface StoredArticle {
  title: string;
  description: string;
  slug: string;
  sourceName: string;
  hoursAgo: number;
  topics: string[];
  /** A seeded picture (gallery.ts), or none. */
  picture?: string;
}

export const storedNewsArticles: StoredArticle[] = [
  {
    title: 'Austin FC unveils a free kids clinic series at the fan fest',
    description:
      'Club coaches and academy players will run six Saturday-morning clinics for ages 5 to 12 this summer; sign-ups open online.',
    slug: 'austin-fc-kids-clinics',
    sourceName: 'Hill Country Sports Desk',
    hoursAgo: 3,
    topics: ['Sports', 'Austin FC'],
    picture: 'post-hoops',
  },
  {
    title: 'Cowboys rookies spend an afternoon reading with second graders',
    description:
      'The annual literacy visit brought a dozen first-year players to local classrooms, picture books in hand.',
    slug: 'cowboys-rookies-reading',
    sourceName: 'North Texas Gridiron',
    hoursAgo: 8,
    topics: ['Sports', 'Dallas Cowboys', 'Reading'],
  },
  {
    title: 'Asking for flexible hours: what worked for five working dads',
    description:
      'A product manager, a nurse and an electrician describe how they negotiated schedules around school pickup.',
    slug: 'flexible-hours-working-dads',
    sourceName: 'Workday Dad',
    hoursAgo: 14,
    topics: ['Career', 'Parenting'],
  },
  {
    title: 'The best budget guitars for a beginner (and the parent who signs up too)',
    description:
      'We played eight starter acoustics under $250. Two stayed in tune through a month of enthusiastic strumming.',
    slug: 'budget-beginner-guitars',
    sourceName: 'Garage Band Review',
    hoursAgo: 17,
    topics: ['Music'],
    picture: 'post-guitar',
  },
  {
    title: 'Chiefs announce a family section with quieter seating',
    description:
      'A limited block of seats with lower volume, changing stations and easy exits is coming to home games this season.',
    slug: 'chiefs-family-section',
    sourceName: 'Heartland Sports Wire',
    hoursAgo: 22,
    topics: ['Sports', 'Kansas City Chiefs', 'Parenting'],
  },
  {
    title: 'Family movie night picks that adults will enjoy too',
    description:
      'Twelve films from the last decade with real jokes for the grown-ups and nothing that will cause nightmares.',
    slug: 'family-movie-night-picks',
    sourceName: 'Couch Critics',
    hoursAgo: 29,
    topics: ['Movies', 'Parenting'],
  },
  {
    title: 'Phone photography: ten tips for better pictures of fast kids',
    description:
      'Burst mode, early light and getting down to their eye level make more of a difference than a new camera.',
    slug: 'phone-photos-fast-kids',
    sourceName: 'Shutter Weekly',
    hoursAgo: 36,
    topics: ['Photography', 'Technology', 'Parenting'],
  },
  {
    title: 'Minivan or three-row SUV? A practical comparison for growing families',
    description:
      'We loaded car seats, strollers and a week of groceries into five popular models and timed the school run.',
    slug: 'minivan-vs-suv',
    sourceName: 'Family Garage',
    hoursAgo: 44,
    topics: ['Cars', 'Parenting'],
    picture: 'post-minivan',
  },
  {
    title: 'What parents should know before buying crypto for their kids',
    description:
      'Custodial accounts, fees and volatility: a plain-language guide to what is and is not possible for minors.',
    slug: 'crypto-for-kids-guide',
    sourceName: 'Household Money',
    hoursAgo: 50,
    topics: ['Crypto', 'Finance'],
  },
  {
    title: 'The dad jokes that made the internet groan this month',
    description: 'A roundup of the puns, one-liners and perfectly timed memes that had families rolling their eyes.',
    slug: 'dad-jokes-monthly-roundup',
    sourceName: 'The Daily Groan',
    hoursAgo: 57,
    topics: ['Memes'],
  },
  {
    title: 'Vintage baseball card prices cool off after a record year',
    description:
      'Dealers say common cards from the eighties are affordable again, which makes it a good time to start a kid collection.',
    slug: 'baseball-card-prices',
    sourceName: 'Card Collector Monthly',
    hoursAgo: 63,
    topics: ['Collectibles', 'Sports'],
  },
  {
    title: 'Seahawks open practice to families for one weekend',
    description: 'Free tickets go live Monday; the team promises autograph lines, a kids combine and face painting.',
    slug: 'seahawks-family-practice',
    sourceName: 'Puget Sound Sports',
    hoursAgo: 68,
    topics: ['Sports', 'Seattle Seahawks'],
  },
  {
    title: 'Sleep and the new dad: what the research says about the first year',
    description:
      'Sleep researchers explain why the second month is often the hardest and which habits help both parents.',
    slug: 'new-dad-sleep-research',
    sourceName: 'Family Health Review',
    hoursAgo: 75,
    topics: ['Health & Wellness', 'Parenting'],
  },
  {
    title: 'Build a birdhouse with the kids this weekend',
    description:
      'One pine board, a handful of screws and an afternoon. Plans include a version young children can assemble.',
    slug: 'weekend-birdhouse',
    sourceName: 'Workshop Journal',
    hoursAgo: 81,
    topics: ['DIY', 'Woodworking', 'Outdoor Activities'],
    picture: 'post-birdhouse',
  },
  {
    title: 'Braves add sensory-friendly game days',
    description: 'Quiet rooms, noise-reducing headphones and a calmer concourse will be available at four home games.',
    slug: 'braves-sensory-games',
    sourceName: 'Peachtree Sports',
    hoursAgo: 88,
    topics: ['Sports', 'Atlanta Braves', 'Parenting'],
  },
  {
    title: 'Sheet-pan dinners for busy weeknights',
    description: 'Six one-pan recipes that take twenty minutes of hands-on time and leave almost nothing to wash up.',
    slug: 'sheet-pan-dinners',
    sourceName: 'Backyard Kitchen Weekly',
    hoursAgo: 96,
    topics: ['Cooking', 'Food'],
    picture: 'post-pancakes',
  },
  {
    title: 'Teaching kids to fish: a first-trip checklist',
    description:
      'Short rods, barbless hooks, snacks and realistic expectations. Guides share what makes a first outing a good one.',
    slug: 'kids-first-fishing-trip',
    sourceName: 'Trailhead Magazine',
    hoursAgo: 104,
    topics: ['Outdoor Activities', 'Parenting'],
    picture: 'post-fishing',
  },
  {
    title: 'Co-op video games the whole family can play on one couch',
    description:
      'Our testers, aged 6 to 46, ranked fourteen local multiplayer games by fun, fairness and how often they ended in a truce.',
    slug: 'family-couch-coop-games',
    sourceName: 'Pixel Parent',
    hoursAgo: 112,
    topics: ['Gaming'],
  },
  {
    title: 'Red Sox bring back the kids run the bases Sundays',
    description: 'After every Sunday home game this season, children 14 and under can round the bases at Fenway.',
    slug: 'red-sox-kids-run-bases',
    sourceName: 'Back Bay Baseball',
    hoursAgo: 120,
    topics: ['Sports', 'Boston Red Sox'],
  },
  {
    title: 'Camping gear you can skip on your first family trip',
    description:
      'Experienced campers list what stayed in the car, and the three things they wished they had packed instead.',
    slug: 'family-camping-gear-skip',
    sourceName: 'Trailhead Magazine',
    hoursAgo: 130,
    topics: ['Outdoor Activities', 'Travel'],
    picture: 'post-tent',
  },
  {
    title: 'Smart home gadgets that actually help parents',
    description:
      'Video doorbells, smart plugs and a kettle that boils on a schedule: what earned its place after six months of testing.',
    slug: 'smart-home-gadgets-parents',
    sourceName: 'Gadget Dad',
    hoursAgo: 140,
    topics: ['Technology', 'Home & Garden'],
  },
  {
    title: 'Low-and-slow brisket for first-timers',
    description: 'A pitmaster walks through trimming, the stall and resting, with a timeline that starts at 5 a.m.',
    slug: 'brisket-first-timers',
    sourceName: 'Backyard Kitchen Weekly',
    hoursAgo: 150,
    topics: ['Cooking', 'Food', 'Outdoor Activities'],
    picture: 'post-brisket',
  },
];

export async function seedStoredNews(ctx: SeedContext): Promise<number> {
  const data = [];
  for (const a of storedNewsArticles) {
    const publishedAt = ctx.clock.hoursAgo(a.hoursAgo);
    data.push({
      id: ctx.ids.next(publishedAt),
      title: a.title,
      description: a.description,
      url: `https://news.example.com/${a.slug}`,
      urlToImage: a.picture ? await ctx.uploads.image(a.picture, ctx.demo.id) : null,
      sourceName: a.sourceName,
      publishedAt,
      topics: a.topics,
      source: 'stored' as const,
      fetchedAt: publishedAt,
    });
  }
  const { count } = await ctx.tx.newsArticle.createMany({ data, skipDuplicates: true });
  return count;
}
