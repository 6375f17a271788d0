/**
 * Seeds a large community for the feed benchmark straight in SQL (generate_series): members, posts spread
 * over a year, and fist bumps, each (post, member) pair once. Minutes of ORM inserts become seconds.
 */
import { seedInTransaction } from './bench-db.mjs';

export interface CommunitySize {
  members: number;
  posts: number;
  fistBumpsPerPost: number;
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
      `INSERT INTO "Post" (id, "authorId", content, hashtags, "createdAt", "updatedAt")
       SELECT gen_random_uuid(), m.id,
              'Benchmark post ' || n || ': grilling, lawn care and dad jokes #bench',
              ARRAY['bench'], now() - (n || ' seconds')::interval * 300, now()
       FROM generate_series(1, $1::int) AS n
       JOIN bench_member m ON m.idx = n % $2::int`,
      [size.posts, size.members],
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
