/**
 * `npm run bench:member-search [-- --reuse]`: the Networking search's SQL on 100,000 members. Seeds them
 * straight in SQL (generate_series: varied names, cities, interests, bios and privacy settings; the searching
 * member has 300 connections and is in 100 blocked pairs), ANALYZEs, then for a few queries (a first name with a
 * typo, an interest, a city, an e-mail prefix) prints `EXPLAIN (ANALYZE, BUFFERS)` of the exact statement
 * GET /api/users/search runs (domain/search/users.ts, first page) and its median time over BENCH_RUNS (default
 * 20) runs. It fails when a plan reads "User" with a Seq Scan: every way of matching must be served by an index.
 * The last line is one JSON object: per query, the rows found and the median milliseconds.
 *
 * BENCH_DATABASE_URL picks the database (default postgres://postgres@127.0.0.1:5432/dadhood_bench_members); it
 * is dropped and seeded again unless `--reuse` is given and it already holds the members.
 */
import pg from 'pg';
import { DEFAULT_MEMBER_RESULTS, MEMBER_SEARCH_OPTIONS } from '../../api/src/domain/search/members.js';
import { parsedQuery } from '../../api/src/domain/search/query.js';
import { searchSettingsSql } from '../../api/src/domain/search/search.js';
import { userSearchSql } from '../../api/src/domain/search/users.js';
import { INTERESTS } from '../../api/src/domain/users/profile-options.js';
import { explainAndTime, newestMemberId, pick, rowCount, seedFreshDatabase, seedInTransaction } from './bench-db.mjs';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/dadhood_bench_members';
const runs = Number(process.env.BENCH_RUNS ?? 20);
const reuse = process.argv.includes('--reuse');
const MEMBERS = 100_000;

const QUERIES = [
  { label: 'a first name with a typo', text: 'Micheal' },
  { label: 'an interest', text: 'woodworking' },
  { label: 'a city', text: 'Portland' },
  { label: 'an e-mail prefix', text: 'oliver.nguyen4' },
];

const FIRST = [
  'Michael',
  'James',
  'John',
  'Robert',
  'David',
  'William',
  'Richard',
  'Joseph',
  'Thomas',
  'Christopher',
  'Daniel',
  'Matthew',
  'Anthony',
  'Mark',
  'Steven',
  'Paul',
  'Andrew',
  'Joshua',
  'Kevin',
  'Brian',
  'George',
  'Timothy',
  'Ronald',
  'Jason',
  'Edward',
  'Jeffrey',
  'Ryan',
  'Jacob',
  'Gary',
  'Nicholas',
  'Eric',
  'Jonathan',
  'Stephen',
  'Larry',
  'Justin',
  'Scott',
  'Brandon',
  'Benjamin',
  'Samuel',
  'Gregory',
  'Alexander',
  'Patrick',
  'Frank',
  'Raymond',
  'Jack',
  'Dennis',
  'Jerry',
  'Tyler',
  'Aaron',
  'Jose',
  'Adam',
  'Nathan',
  'Henry',
  'Zachary',
  'Douglas',
  'Peter',
  'Kyle',
  'Noah',
  'Ethan',
  'Oliver',
  'Liam',
  'Mateo',
  'Omar',
  'Hiroshi',
  'Wei',
  'Arjun',
  'Kwame',
  'Lars',
];
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  'Kowalski',
  'Okafor',
  'Tanaka',
  'Schmidt',
  'Rossi',
  'Novak',
  'Haddad',
  'Singh',
  'Kim',
  'Chen',
  'Murphy',
  'Cohen',
  'Silva',
  'Jensen',
  'Dubois',
  'Ivanov',
];
const CITIES = [
  'Austin, TX',
  'Portland, OR',
  'Denver, CO',
  'Seattle, WA',
  'Chicago, IL',
  'Boston, MA',
  'Atlanta, GA',
  'Phoenix, AZ',
  'San Diego, CA',
  'Nashville, TN',
  'Columbus, OH',
  'Raleigh, NC',
  'Minneapolis, MN',
  'Detroit, MI',
  'Miami, FL',
  'Salt Lake City, UT',
  'Kansas City, MO',
  'Omaha, NE',
  'Boise, ID',
  'Richmond, VA',
  'Madison, WI',
  'Tampa, FL',
  'Pittsburgh, PA',
  'Albuquerque, NM',
  'Anchorage, AK',
  'Honolulu, HI',
  'Portland, ME',
  'Tulsa, OK',
  'Spokane, WA',
  'Buffalo, NY',
  'Charleston, SC',
  'Louisville, KY',
  'Baltimore, MD',
  'Sacramento, CA',
  'Reno, NV',
  'Des Moines, IA',
  'Little Rock, AR',
  'Birmingham, AL',
  'Fargo, ND',
  'Burlington, VT',
];
const DAD_TYPES = ['new', 'experienced', 'stepdad', 'single', 'working', 'weekend', 'granddad', 'future'];
const DOMAINS = ['example.com', 'dadmail.test', 'fathers.example'];

async function seed(): Promise<void> {
  await seedInTransaction(databaseUrl, async (client) => {
    const first = pick('$1', FIRST.length, 7);
    const last = pick('$2', LAST.length, 13);
    await client.query(
      `INSERT INTO "User" (id, email, username, "passwordHash", "firstName", "lastName", "dadType", location, bio, interests,
                           "showEmail", "emailVisibility", "showLocation", "locationVisibility", "createdAt", "joinedAt", "updatedAt")
       SELECT gen_random_uuid(),
              lower(${first}) || '.' || lower(${last}) || n || '@' || ${pick('$6', DOMAINS.length, 1)},
              lower(${first}) || '_' || lower(${last}) || '_' || n,
              'no password: the benchmark only plans and runs SQL', ${first}, ${last},
              ${pick('$5', DAD_TYPES.length, 3)}::"DadType", ${pick('$3', CITIES.length, 11)},
              'Dad of ' || (1 + n % 4) || ' who spends weekends on ' || lower(${pick('$4', INTERESTS.length, 5)}) || ' and '
                || lower(${pick('$4', INTERESTS.length, 17)}) || '.',
              ARRAY[${pick('$4', INTERESTS.length, 1)}, ${pick('$4', INTERESTS.length, 7)}, ${pick('$4', INTERESTS.length, 19)}],
              -- Spread by n / 7 and n / 11 so that privacy does not follow the name or the city.
              (n / 7) % 3 = 0, (ARRAY['everyone', 'connections', 'private'])[1 + (n / 7) % 3]::"ProfileVisibility",
              (n / 11) % 5 <> 0, (ARRAY['everyone', 'everyone', 'connections', 'private'])[1 + (n / 11) % 4]::"ProfileVisibility",
              now() - n * interval '1 minute', now() - n * interval '1 minute', now()
       FROM generate_series(1, $7::int) AS n`,
      [FIRST, LAST, CITIES, [...INTERESTS], DAD_TYPES, DOMAINS, MEMBERS],
    );
    await client.query(
      `CREATE TEMP TABLE bench_member AS SELECT id, row_number() OVER (ORDER BY "createdAt" DESC, id) AS idx FROM "User"`,
    );
    await client.query(`CREATE UNIQUE INDEX ON bench_member (idx)`);
    // Every member has about ten connections (a few still pending), so the tables are as large as the
    // members make them; the searching member (the newest, idx 1) has 300, and is in 100 blocked pairs (50
    // each way) among 2,000 blocks.
    await client.query(
      `INSERT INTO "Connection" (id, "requesterId", "receiverId", status, "createdAt", "respondedAt")
       SELECT gen_random_uuid(), a.id, b.id, CASE WHEN (a.idx + d) % 10 = 0 THEN 'pending' ELSE 'accepted' END::"ConnectionStatus", now(), now()
       FROM bench_member a CROSS JOIN (VALUES (3), (17), (101), (997), (4999)) AS step(d)
       JOIN bench_member b ON b.idx = a.idx + step.d
       WHERE a.idx > 1`,
    );
    await client.query(
      `INSERT INTO "Connection" (id, "requesterId", "receiverId", status, "createdAt", "respondedAt")
       SELECT gen_random_uuid(), v.id, m.id, 'accepted', now(), now()
       FROM bench_member v JOIN bench_member m ON m.idx BETWEEN 2 AND 301 WHERE v.idx = 1
       ON CONFLICT DO NOTHING`,
    );
    await client.query(
      `INSERT INTO "Block" ("blockerId", "blockedId")
       SELECT CASE WHEN m.idx % 2 = 0 THEN v.id ELSE m.id END, CASE WHEN m.idx % 2 = 0 THEN m.id ELSE v.id END
       FROM bench_member v JOIN bench_member m ON m.idx % 997 = 0 AND m.idx <= 99700 WHERE v.idx = 1`,
    );
    await client.query(
      `INSERT INTO "Block" ("blockerId", "blockedId")
       SELECT a.id, b.id FROM bench_member a JOIN bench_member b ON b.idx = a.idx + 13
       WHERE a.idx % 53 = 0 AND a.idx < 100000 LIMIT 1900
       ON CONFLICT DO NOTHING`,
    );
  });
}

if (!reuse || (await rowCount(databaseUrl, 'User')) < MEMBERS) {
  console.log(`Seeding ${MEMBERS.toLocaleString()} members...`);
  await seedFreshDatabase(databaseUrl, {}, seed);
}

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const summary: Record<
  string,
  { query: string; rows: number; total: number; medianMs: number; seqScanOnUser: boolean }
> = {};
let failed = false;
try {
  const viewerId = await newestMemberId(client);
  // As the route runs it: after the search's settings, in the statement's transaction.
  await client.query('BEGIN');
  const settings = searchSettingsSql();
  await client.query(settings.text, settings.values);
  for (const { label, text } of QUERIES) {
    const sql = userSearchSql(viewerId, parsedQuery(text, DEFAULT_MEMBER_RESULTS + 1), MEMBER_SEARCH_OPTIONS);
    const { plan: lines, rows: found, medianMs } = await explainAndTime<{ total: number }>(client, sql, runs);
    const seqScanOnUser = lines.some((line) => /Seq Scan on "User"/.test(line));
    summary[label] = { query: text, rows: found.length, total: found[0]?.total ?? 0, medianMs, seqScanOnUser };
    console.log(
      `\n=== ${label}: "${text}" (${found[0]?.total ?? 0} matches, median ${summary[label].medianMs} ms over ${runs} runs)`,
    );
    console.log(lines.join('\n'));
    if (seqScanOnUser) failed = true;
  }
  await client.query('ROLLBACK');
} finally {
  await client.end();
}
console.log(JSON.stringify(summary));
if (failed) {
  console.error('A plan reads "User" with a Seq Scan: the member search is not served by its indexes.');
  process.exitCode = 1;
}
