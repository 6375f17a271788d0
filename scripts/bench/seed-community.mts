/**
 * Seeds a large community for the feed benchmark straight in SQL (generate_series): members, channels, posts
 * spread over a year (every `channelPostEvery`-th one published to a channel by its creator), and fist bumps,
 * each (post, member) pair once. The signed-in member (`bench1`) follows `viewerFollows` of the channels, so the
 * Dadfeed both shows channel posts and walks past those of channels they do not follow.
 *
 * Made for 10,000,000 posts: every id is a UUIDv7, as the app makes them, computed from the row's number and
 * time, so rows point at each other without joins; members and posts go in oldest first, so the primary keys
 * grow at their right end as in production; the big tables' other indexes and foreign keys are made after the
 * load (bench-db.mts, bulkLoad), and the whole database is vacuumed and analysed at the end.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { hashPassword } from '../../api/src/domain/accounts/passwords.js';
import { startApi } from '../lib/app-process.mjs';
import { bulkLoad } from './bench-db.mjs';
import { BENCH_PASSWORD, type CommunitySize } from './feed-shared.mjs';
import { recreateDatabase } from './live-shared.mjs';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Post n's author is member n × AUTHOR_STRIDE mod members (a prime: every member writes as many posts): the
 * authors of a page's posts are members far apart, their rows on pages of their own, as in a real community.
 */
const AUTHOR_STRIDE = 7919;
/** Rows per INSERT: progress to show, and statements that end in seconds. */
const CHUNK = 1_000_000;
// Where the random bits of a UUIDv7 go, a table's number (so that ids of two tables never meet) and the row's.
const MEMBER = 1;
const CHANNEL = 2;
const POST = 3;

/** A UUIDv7 made in SQL: `ms` (bigint milliseconds) in its first 48 bits, then the version, `kind` and row `n`. */
const uuid7 = (ms: string, kind: number, n: string) =>
  `(lpad(to_hex(${ms}), 12, '0') || '7${kind.toString(16).padStart(3, '0')}8' || lpad(to_hex(${n}), 15, '0'))::uuid`;

/** `(hi, lo)` pairs from `count` down to 1, `CHUNK` at a time: oldest rows first when row 1 is the newest. */
function* chunksDown(count: number): Generator<[number, number]> {
  for (let hi = count; hi >= 1; hi -= CHUNK) yield [hi, Math.max(1, hi - CHUNK + 1)];
}

export async function seedCommunity(databaseUrl: string, size: CommunitySize, passwordHash: string): Promise<void> {
  const now = Date.now();
  const { members, posts, channelPostEvery: every, channels } = size;
  if (members % AUTHOR_STRIDE === 0) throw new Error(`members must not be a multiple of ${AUTHOR_STRIDE}`);
  // Member i (1-based; `bench{i}@example.com`) and channel k (0-based): ids any statement can compute. The
  // members joined before the posts and verified their address: established members, past the new-account
  // limits (docs/safety.md), as the authors of a big community's posts are.
  const joinedMs = (i: string) => `${now - 400 * DAY_MS}::bigint + (${i})`;
  const memberId = (i: string) => uuid7(joinedMs(i), MEMBER, `(${i})`);
  const channelId = (k: string) => uuid7(`${now - 399 * DAY_MS} + (${k})`, CHANNEL, `(${k}) + 1`);
  // Never member 1, the signed-in one: its channels would all be on its Dadfeed.
  const creatorOf = (k: string) => `((${k}) * 97 + 1) % ${members} + 1`;
  // Post n (1 the newest) is `spacing` ms older than post n - 1: a year of posts whatever their number.
  const spacing = Math.max(1, Math.round((300_000 * 100_000) / posts));
  const postMs = `${now}::bigint - n::bigint * ${spacing}`;

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const timed = async (label: string, sql: string, values: unknown[] = []) => {
    const started = performance.now();
    const { rowCount } = await client.query(sql, values);
    const s = (performance.now() - started) / 1000;
    console.log(`  ${label}: ${(rowCount ?? 0).toLocaleString()} rows in ${s.toFixed(1)} s`);
  };
  try {
    // This session's index builds and foreign-key checks sort and hash in memory; its commits need not wait.
    await client.query(`SET maintenance_work_mem = '1GB'`);
    await client.query(`SET work_mem = '256MB'`);
    await client.query('SET synchronous_commit = off');
    await bulkLoad(client, {
      tables: ['User', 'Post', 'FistBump'],
      // They count a channel's posts (Channel.postCount): written once below.
      knownTriggers: ['Post_channel_count_insert', 'Post_channel_count_delete'],
      load: async () => {
        for (let lo = 1; lo <= members; lo += CHUNK) {
          const hi = Math.min(members, lo + CHUNK - 1);
          await timed(
            `members ${lo.toLocaleString()}-${hi.toLocaleString()}`,
            `INSERT INTO "User" (id, email, username, "passwordHash", "firstName", "lastName", "dadType", location,
                                 "joinedAt", "createdAt", "emailVerifiedAt", "updatedAt")
             SELECT ${memberId('i')}, 'bench' || i || '@example.com', 'bench_' || i, $1, 'Bench', 'Dad ' || i,
                    'experienced', 'Austin, TX', joined, joined, joined, joined
             FROM (SELECT i, to_timestamp((${joinedMs('i')}) / 1000.0) AS joined
                   FROM generate_series($2::int, $3::int) AS i) AS m`,
            [passwordHash, lo, hi],
          );
        }
        await timed(
          `${channels} channels`,
          `INSERT INTO "Channel" (id, name, description, "creatorId", "updatedAt")
           SELECT ${channelId('k')}, 'Bench channel ' || k, 'Benchmark channel ' || k, ${memberId(creatorOf('k'))}, now()
           FROM generate_series(0, $1::int - 1) AS k`,
          [channels],
        );
        for (const [hi, lo] of chunksDown(posts)) {
          await timed(
            `posts ${hi.toLocaleString()}-${lo.toLocaleString()}`,
            `INSERT INTO "Post" (id, "authorId", "channelId", content, hashtags, "createdAt", "updatedAt")
             SELECT ${uuid7('ms', POST, 'n')},
                    CASE WHEN n % ${every} = 0 THEN ${memberId(creatorOf(`(n / ${every}) % ${channels}`))}
                         ELSE ${memberId(`(n::bigint * ${AUTHOR_STRIDE}) % ${members} + 1`)} END,
                    CASE WHEN n % ${every} = 0 THEN ${channelId(`(n / ${every}) % ${channels}`)} END,
                    'Benchmark post ' || n || ': grilling, lawn care and dad jokes #bench', ARRAY['bench'],
                    to_timestamp(ms / 1000.0), to_timestamp(ms / 1000.0)
             FROM (SELECT n, ${postMs} AS ms FROM generate_series($1::int, $2::int, -1) AS n) AS s`,
            [hi, lo],
          );
        }
        // One fist bump of every post at a time, as they come in over days: a post's fist bumps lie apart.
        for (let k = 0; k < size.fistBumpsPerPost; k++) {
          await timed(
            `fist bumps, round ${k + 1} of ${size.fistBumpsPerPost}`,
            `INSERT INTO "FistBump" ("postId", "userId", "createdAt")
             SELECT ${uuid7('ms', POST, 'n')}, ${memberId(`(n * 7 + ${k * 13}) % ${size.fistBumpers} + 1`)},
                    to_timestamp(ms / 1000.0) + interval '1 minute'
             FROM (SELECT n, ${postMs} AS ms FROM generate_series($1::int, 1, -1) AS n) AS s`,
            [size.fistBumpedPosts],
          );
        }
      },
      fill: () =>
        timed(
          'Channel.postCount',
          `UPDATE "Channel" AS c SET "postCount" = counted.n
           FROM (SELECT "channelId", count(*) AS n FROM "Post" WHERE "channelId" IS NOT NULL GROUP BY "channelId") AS counted
           WHERE c.id = counted."channelId"`,
        ),
    });
    // Its trigger counts the channels' followers.
    await timed(
      `bench1's channel follows`,
      `INSERT INTO "ChannelFollow" ("channelId", "userId")
       SELECT ${channelId('k')}, ${memberId('1')} FROM generate_series(0, $1::int - 1) AS k
       WHERE ${creatorOf('k')} <> 1`,
      [size.viewerFollows],
    );
    const started = performance.now();
    await client.query('VACUUM ANALYZE');
    console.log(`  VACUUM ANALYZE: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
}

const SEED_VERSION = 5;

interface SeedMark extends CommunitySize {
  seed: number;
  seedSeconds: number;
}

async function seedMark(databaseUrl: string): Promise<SeedMark | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const { rows } = await client.query<{ comment: string | null }>(
      `SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = current_database()`,
    );
    const mark = JSON.parse(rows[0]?.comment ?? 'null') as SeedMark | null;
    return mark?.seed === SEED_VERSION ? mark : null;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The community of `size` in the database at `databaseUrl`: with `reuse`, the one already there if a finished
 * seed of this size marked it (a comment on the database); else the database made again, migrated and seeded.
 * How long the seed took (then or now).
 */
export async function communityOfSize(
  databaseUrl: string,
  size: CommunitySize,
  reuse: boolean,
): Promise<{ seedSeconds: number }> {
  const mark = reuse ? await seedMark(databaseUrl) : null;
  const sizeKeys = Object.keys(size) as (keyof CommunitySize)[];
  if (mark && sizeKeys.every((key) => mark[key] === size[key])) {
    console.log(`Reusing ${new URL(databaseUrl).pathname.slice(1)} (seeded in ${mark.seedSeconds} s)`);
    return { seedSeconds: mark.seedSeconds };
  }
  console.log(
    `Seeding ${size.members.toLocaleString()} members, ${size.posts.toLocaleString()} posts and ` +
      `${(size.fistBumpedPosts * size.fistBumpsPerPost).toLocaleString()} fist bumps into ${new URL(databaseUrl).pathname.slice(1)}...`,
  );
  await recreateDatabase(databaseUrl);
  const migrated = await startApi({ DATABASE_URL: databaseUrl }); // applies the migrations
  await migrated.stop();
  const started = performance.now();
  await seedCommunity(databaseUrl, size, await hashPassword(BENCH_PASSWORD));
  const seedSeconds = Math.round((performance.now() - started) / 100) / 10;
  console.log(`Seeded in ${seedSeconds} s`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const name = new URL(databaseUrl).pathname.slice(1);
  const comment = JSON.stringify({ seed: SEED_VERSION, ...size, seedSeconds } satisfies SeedMark);
  await client.query(`COMMENT ON DATABASE "${name}" IS ${client.escapeLiteral(comment)}`);
  await client.end();
  return { seedSeconds };
}
