/**
 * `npm run bench:channel-directory [-- --reuse]`: the /channels directory's SQL on 50,000 channels. Seeds them
 * straight in SQL (1,000 creators; varied names, descriptions, categories, prices; follower and post counts spread
 * from 0 to thousands; the viewer follows 300 and created 20), ANALYZEs, then prints `EXPLAIN (ANALYZE, BUFFERS)`
 * of the exact first-page statement GET /api/channels runs (domain/channels/directory.ts) for each sort, a search,
 * a category and an ownership filter, with its median time over BENCH_RUNS (default 20) runs. It fails when a
 * plan reads "Channel" with a Seq Scan: each sort and the search must be served by an index. The last line is one
 * JSON object: per case, the rows found and the median milliseconds.
 *
 * BENCH_DATABASE_URL picks the database (default postgres://postgres@127.0.0.1:5432/dadhood_bench_channels); it
 * is dropped and seeded again unless `--reuse` is given and it already holds the channels.
 */
import pg from 'pg';
import { channelDirectorySql, type ChannelDirectoryInput } from '../../api/src/domain/channels/directory.js';
import { explainAndTime, newestMemberId, pick, rowCount, seedFreshDatabase, seedInTransaction } from './bench-db.mjs';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/dadhood_bench_channels';
const runs = Number(process.env.BENCH_RUNS ?? 20);
const reuse = process.argv.includes('--reuse');
const CHANNELS = 50_000;
const CREATORS = 1_000;

const CASES: { label: string; input: ChannelDirectoryInput }[] = [
  { label: 'Most Followers', input: { sort: 'followers' } },
  { label: 'Most Posts', input: { sort: 'posts' } },
  { label: 'Newest', input: { sort: 'newest' } },
  { label: 'A-Z', input: { sort: 'name' } },
  { label: 'search "brisket", Most Followers', input: { search: 'brisket', sort: 'followers' } },
  { label: 'search "tax tips", A-Z', input: { search: 'tax tips', sort: 'name' } },
  {
    label: 'search one channel\'s name "Omaha 4242", Most Followers',
    input: { search: 'Omaha 4242', sort: 'followers' },
  },
  { label: 'category gaming, Most Followers', input: { category: 'gaming', sort: 'followers' } },
  { label: 'paid only, Newest', input: { price: 'paid', sort: 'newest' } },
  { label: 'Following, Most Posts', input: { ownership: 'following', sort: 'posts' } },
  { label: 'My Channels, A-Z', input: { ownership: 'mine', sort: 'name' } },
];

const TOPICS = [
  'Brisket',
  'Grill',
  'Woodshop',
  'Tax Tips',
  'Fantasy Football',
  'Homework Help',
  'Camping',
  'Guitar',
  'Budget',
  'Car Care',
  'Dad Jokes',
  'Fly Fishing',
  'Retro Gaming',
  'Trail Running',
  'Home Brew',
  'Lego',
  'Chess',
  'Photography',
];
const PLACES = ['Austin', 'Portland', 'Denver', 'Chicago', 'Boston', 'Atlanta', 'Phoenix', 'Tampa', 'Omaha', 'Reno'];
const CATEGORIES = [
  'fix-it-tips',
  'sports-analysis',
  'parenting-advice',
  'cooking-bbq',
  'home-improvement',
  'car-maintenance',
  'tech-reviews',
  'fitness-health',
  'dad-jokes',
  'financial-advice',
  'outdoor-activities',
  'education-tutoring',
  'insights-mentoring',
  'gaming',
  'music-instruments',
  'photography',
  'travel-family',
  'business-career',
  'mental-health',
  'arts-crafts',
];

async function seed(): Promise<void> {
  await seedInTransaction(databaseUrl, async (client) => {
    await client.query(
      `INSERT INTO "User" (id, email, username, "passwordHash", "createdAt", "joinedAt", "updatedAt")
       SELECT gen_random_uuid(), 'creator' || n || '@example.com', 'creator_' || n, 'no password', now() - n * interval '1 hour', now(), now()
       FROM generate_series(1, $1::int) AS n`,
      [CREATORS],
    );
    await client.query(
      `CREATE TEMP TABLE bench_creator AS SELECT id, row_number() OVER (ORDER BY "createdAt" DESC, id) AS idx FROM "User"`,
    );
    const topic = pick('$1', TOPICS.length, 7);
    const place = pick('$2', PLACES.length, 3);
    await client.query(
      `INSERT INTO "Channel" (id, name, description, categories, hashtags, "subscriptionType", "subscriptionPrice", "isPrivate",
                              "followerCount", "postCount", "creatorId", "createdAt", "updatedAt")
       SELECT gen_random_uuid(), ${topic} || ' ' || ${place} || ' ' || n,
              'Everything about ' || lower(${topic}) || ' from ' || ${place} || ', and ' || lower(${pick('$1', TOPICS.length, 11)}) || ' on weekends.',
              ARRAY[${pick('$3', CATEGORIES.length, 1)}, ${pick('$3', CATEGORIES.length, 13)}]::"ChannelCategory"[],
              ARRAY['#' || lower(replace(${topic}, ' ', ''))],
              CASE WHEN n % 9 = 0 THEN 'subscription' ELSE 'free' END::"SubscriptionType", CASE WHEN n % 9 = 0 THEN 499 END,
              n % 50 = 0,
              (n::bigint * 7919) % 5000, (n::bigint * 104729) % 800,
              c.id, now() - n * interval '5 minutes', now()
       FROM generate_series(1, $4::int) AS n JOIN bench_creator c ON c.idx = 1 + n % $5::int`,
      [TOPICS, PLACES, CATEGORIES, CHANNELS, CREATORS],
    );
    // The viewer (the newest creator) follows 300 channels (the trigger adds them to the counts).
    await client.query(
      `INSERT INTO "ChannelFollow" ("channelId", "userId")
       SELECT ch.id, v.id FROM bench_creator v
       JOIN LATERAL (SELECT id FROM "Channel" WHERE "creatorId" <> v.id ORDER BY id LIMIT 300) ch ON TRUE
       WHERE v.idx = 1`,
    );
  });
}

if (!reuse || (await rowCount(databaseUrl, 'Channel')) < CHANNELS) {
  console.log(`Seeding ${CHANNELS.toLocaleString()} channels...`);
  await seedFreshDatabase(databaseUrl, { SEED_DEMO: 'false' }, seed);
}

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const summary: Record<string, { rows: number; medianMs: number; seqScanOnChannel: boolean }> = {};
let failed = false;
try {
  const viewerId = await newestMemberId(client);
  for (const { label, input } of CASES) {
    const { plan: lines, rows, medianMs } = await explainAndTime(client, channelDirectorySql(viewerId, input), runs);
    const seqScanOnChannel = lines.some((line) => /Seq Scan on "Channel"/.test(line));
    summary[label] = { rows: rows.length, medianMs, seqScanOnChannel };
    console.log(`\n=== ${label} (${rows.length} rows, median ${medianMs} ms over ${runs} runs)`);
    console.log(lines.join('\n'));
    if (seqScanOnChannel) failed = true;
  }
} finally {
  await client.end();
}
console.log(JSON.stringify(summary));
if (failed) {
  console.error('A plan reads "Channel" with a Seq Scan: the directory is not served by its indexes.');
  process.exitCode = 1;
}
