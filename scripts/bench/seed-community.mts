/**
 * Seeds a large community for the feed benchmark straight in SQL (generate_series): members, channels, posts
 * spread over a year (every `channelPostEvery`-th one published to a channel by its creator), and fist bumps,
 * each (post, member) pair once. The signed-in member (`bench1`) follows `viewerFollows` of the channels, so the
 * Dadfeed both shows channel posts and walks past those of channels they do not follow. Minutes of ORM inserts
 * become seconds.
 */
import { seedInTransaction } from './bench-db.mjs';

export interface CommunitySize {
  members: number;
  posts: number;
  fistBumpsPerPost: number;
  channels: number;
  channelPostEvery: number;
  viewerFollows: number;
}

export async function seedCommunity(databaseUrl: string, size: CommunitySize, passwordHash: string): Promise<void> {
  await seedInTransaction(databaseUrl, async (client) => {
    await client.query(
      `INSERT INTO "User" (id, email, username, "passwordHash", "firstName", "lastName", "dadType", location, "updatedAt")
       SELECT gen_random_uuid(), 'bench' || n || '@example.com', 'bench_' || n, $1, 'Bench', 'Dad ' || n,
              'experienced', 'Austin, TX', now()
       FROM generate_series(1, $2::int) AS n`,
      [passwordHash, size.members],
    );
    await client.query(`CREATE TEMP TABLE bench_member AS
      SELECT id, row_number() OVER (ORDER BY id) - 1 AS idx FROM "User"`);
    await client.query(`CREATE INDEX ON bench_member (idx)`);
    await client.query(
      `INSERT INTO "Channel" (id, name, description, "creatorId", "updatedAt")
       SELECT gen_random_uuid(), 'Bench channel ' || k, 'Benchmark channel ' || k, m.id, now()
       FROM generate_series(0, $1::int - 1) AS k
       JOIN bench_member m ON m.idx = (k * 97) % $2::int`,
      [size.channels, size.members],
    );
    await client.query(`CREATE TEMP TABLE bench_channel AS
      SELECT id, "creatorId", row_number() OVER (ORDER BY id) - 1 AS idx FROM "Channel"`);
    await client.query(`CREATE INDEX ON bench_channel (idx)`);
    await client.query(
      `INSERT INTO "ChannelFollow" ("channelId", "userId")
       SELECT c.id, u.id FROM bench_channel c JOIN "User" u ON u.email = 'bench1@example.com'
       WHERE c.idx < $1::int AND c."creatorId" <> u.id`,
      [size.viewerFollows],
    );
    await client.query(
      `INSERT INTO "Post" (id, "authorId", "channelId", content, hashtags, "createdAt", "updatedAt")
       SELECT gen_random_uuid(), COALESCE(c."creatorId", m.id), c.id,
              'Benchmark post ' || n || ': grilling, lawn care and dad jokes #bench',
              ARRAY['bench'], now() - (n || ' seconds')::interval * 300, now()
       FROM generate_series(1, $1::int) AS n
       JOIN bench_member m ON m.idx = n % $2::int
       LEFT JOIN bench_channel c ON n % $3::int = 0 AND c.idx = (n / $3::int) % $4::int`,
      [size.posts, size.members, size.channelPostEvery, size.channels],
    );
    // Each post gets fist bumps from a run of distinct members starting at a post-dependent offset.
    await client.query(
      `INSERT INTO "FistBump" ("postId", "userId", "createdAt")
       SELECT p.id, m.id, p."createdAt" + interval '1 minute'
       FROM (SELECT id, "createdAt", row_number() OVER (ORDER BY id) AS pn FROM "Post") p
       CROSS JOIN generate_series(0, $1::int - 1) AS k
       JOIN bench_member m ON m.idx = (p.pn * 7 + k * 13) % $2::int`,
      [size.fistBumpsPerPost, size.members],
    );
  });
}
