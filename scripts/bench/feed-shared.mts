/**
 * What bench:feed and bench:profile share: the member they sign in as, the GraphQL page they ask for, and
 * bench:feed's options (the community's size, and the database kept for each size).
 */
import { parseArgs } from 'node:util';

export const BENCH_PASSWORD = 'bench-password-1';
export const BENCH_PAGE = 20;
/** The deep page the benches ask for: the cursor of the post before it, as a member paging down would hold. */
export const DEEP_PAGE = 1_000;

/** The API's environment for the benches: the points budgets are not what is measured. */
export const UNLIMITED_BUDGETS = {
  GRAPHQL_POINTS_PER_HOUR: '1000000000',
  GRAPHQL_TOKEN_POINTS_PER_HOUR: '1000000000',
  GRAPHQL_ADDRESS_POINTS_PER_MINUTE: '1000000000',
};

/** The Dadfeed's first page over GraphQL with ids only: the page statement and 20 nodes, no card. */
export const FEED_IDS_QUERY = `query { dadfeed(first: ${BENCH_PAGE}) { edges { node { id } } } }`;

/** The Dadfeed's first page over GraphQL with the fields the REST page has. */
export const BENCH_FEED_QUERY = `query BenchDadfeed {
  dadfeed(first: ${BENCH_PAGE}) {
    edges { node {
      databaseId content imageUrl hashtags categories type shareToPersonalFeed isEdited createdAt updatedAt
      fistBumpCount commentCount viewerHasFistBumped
      author { databaseId username firstName lastName email profileImageUrl dadType }
      group { databaseId name visibility }
      channel { databaseId name profileImageUrl isVerified }
      poll { databaseId question totalVotes viewerVoteOptionId options { databaseId text votes percentage } }
    } }
    pageInfo { hasNextPage endCursor }
  }
}`;

export interface CommunitySize {
  members: number;
  posts: number;
  /** The newest `fistBumpedPosts` posts get `fistBumpsPerPost` fist bumps each, older ones none... */
  fistBumpsPerPost: number;
  fistBumpedPosts: number;
  /**
   * ...from the first `fistBumpers` members (the signed-in one among them): 100 fist bumps each, as at 100,000
   * posts, whatever the size. The page reads every fist bump the viewer gave (viewerHasFistBumped, hashed).
   */
  fistBumpers: number;
  channels: number;
  channelPostEvery: number;
  viewerFollows: number;
}

/** 10 fist bumps a post, on the newest million posts at most: 10,000,000 rows from 1,000,000 posts on. */
const FIST_BUMPED_POSTS_AT_MOST = 1_000_000;
const FIST_BUMPS_PER_POST = 10;
const FIST_BUMPS_PER_MEMBER = 100;
const DEFAULT_POSTS = 100_000;

/** The community for `posts` posts: 10 posts a member unless `members` says; 1 post in 20 in one of 100 channels. */
export function communitySize(posts: number, members = Math.max(1_000, Math.round(posts / 10))): CommunitySize {
  const fistBumpedPosts = Math.min(posts, FIST_BUMPED_POSTS_AT_MOST);
  return {
    members,
    posts,
    fistBumpsPerPost: FIST_BUMPS_PER_POST,
    fistBumpedPosts,
    // At least 1,000: a post's 10 fist bumps come from 10 different members.
    fistBumpers: Math.min(
      members,
      Math.max(1_000, Math.round((fistBumpedPosts * FIST_BUMPS_PER_POST) / FIST_BUMPS_PER_MEMBER)),
    ),
    channels: 100,
    channelPostEvery: 20,
    // The signed-in member follows 10 of the channels.
    viewerFollows: 10,
  };
}

/** `100000`, `100_000`, `100,000`, `100k`, `10M`. */
function count(text: string, option: string): number {
  const match = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(text.replace(/[_,]/g, ''));
  const n = match
    ? Math.round(Number(match[1]) * { '': 1, k: 1e3, m: 1e6 }[match[2]!.toLowerCase() as '' | 'k' | 'm'])
    : NaN;
  if (!Number.isSafeInteger(n) || n < 1_000)
    throw new Error(`--${option} wants a whole number of at least 1,000, not ${text}`);
  return n;
}

/** 10000000 -> 10m, 100000 -> 100k: database names. */
const short = (n: number) => (n % 1e6 === 0 ? `${n / 1e6}m` : n % 1e3 === 0 ? `${n / 1e3}k` : String(n));

export interface FeedBenchOptions {
  size: CommunitySize;
  /** BENCH_DATABASE_URL for the default size; for another, its database name with the size after it. */
  databaseUrl: string;
  reuse: boolean;
  pagesOnly: boolean;
  cold: boolean;
  /** Only the API's CPU per request, step by step (feed-steps.mts). */
  steps: boolean;
}

export function feedBenchOptions(args = process.argv.slice(2)): FeedBenchOptions {
  const { values } = parseArgs({
    args,
    options: {
      posts: { type: 'string' },
      members: { type: 'string' },
      reuse: { type: 'boolean', default: false },
      'pages-only': { type: 'boolean', default: false },
      cold: { type: 'boolean', default: false },
      steps: { type: 'boolean', default: false },
    },
  });
  const posts = values.posts ? count(values.posts, 'posts') : DEFAULT_POSTS;
  const size = communitySize(posts, values.members ? count(values.members, 'members') : undefined);
  const base = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/dadhood_bench');
  const defaults = communitySize(DEFAULT_POSTS);
  if (size.posts !== defaults.posts || size.members !== defaults.members) {
    base.pathname = `${base.pathname}_${short(size.posts)}_${short(size.members)}`;
  }
  return {
    size,
    databaseUrl: base.toString(),
    reuse: values.reuse,
    pagesOnly: values['pages-only'],
    cold: values.cold,
    steps: values.steps,
  };
}
