/**
 * The baseline `npm run bench:feed` compares the API with: a bare `node:http` server over a `pg` pool that
 * answers `GET /posts?limit=N` (the Dadfeed's first page) with ONE prepared statement (one per N): the session
 * lookup, the page with every card detail, and the authors, built as JSON by PostgreSQL and sent as it comes. It uses
 * the app's own SQL (the Dadfeed's conditions, the card details, the privacy rule for the e-mail), so both
 * answer the same page; it has none of the app's checks (no rate limits, no input validation beyond the
 * limit, no logging). Run as a child process: `DATABASE_URL=... PORT=... tsx scripts/bench/feed-raw-server.mts`.
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';
import { onDadfeedSql } from '../../api/src/domain/feed/dadfeed.js';
import { detailedPostColumns } from '../../api/src/domain/feed/details.js';
import { canSeeFieldSql } from '../../api/src/domain/users/privacy.js';
import { Prisma } from '../../api/src/generated/prisma/client.js';

/** Stands for the viewer's id while the app's SQL is built; replaced by the session subquery below. */
const VIEWER = '00000000-0000-7000-8000-00000000beef';
const VIEWER_SQL = '(SELECT v.id FROM viewer v)';
/**
 * Stands for the page size, written into the text of one statement per size as the app writes its LIMIT
 * (api/src/db/hot.ts): as a parameter, PostgreSQL would plan the page on every request.
 */
const LIMIT = '__LIMIT__';

/** Prisma's Sql as text with $n placeholders, the viewer stand-in spliced out for VIEWER_SQL. */
function toText(sql: Prisma.Sql, firstIndex: number): { text: string; values: unknown[] } {
  const values: unknown[] = [];
  let text = sql.strings[0]!;
  sql.values.forEach((value, i) => {
    if (value === VIEWER) text += VIEWER_SQL;
    else text += `$${firstIndex + values.push(value) - 1}`;
    text += sql.strings[i + 1]!;
  });
  // The app casts its viewer parameter (`$n::uuid`): the subquery is already a uuid.
  return { text: text.replaceAll(`${VIEWER_SQL}::uuid`, VIEWER_SQL), values };
}

const p = Prisma.raw('p');
const u = Prisma.raw('u');
const page = Prisma.sql`
  SELECT ${detailedPostColumns(VIEWER, p)} FROM "Post" p
  WHERE ${onDadfeedSql(VIEWER, p)}
  ORDER BY p."createdAt" DESC, p.id DESC
  LIMIT ${Prisma.raw(LIMIT)}`;
const author = Prisma.sql`(SELECT json_build_object(
    'id', u.id, 'username', u.username, 'firstName', u."firstName", 'lastName', u."lastName",
    'email', CASE WHEN ${canSeeFieldSql('email', VIEWER, u)} THEN u.email END,
    'profileImageUrl', u."profileImageUrl", 'dadType', u."dadType")
  FROM "User" u WHERE u.id = page."authorId")`;
const built = toText(
  Prisma.sql`
  WITH viewer AS (SELECT s."userId" AS id FROM "Session" s WHERE s.id = $1 AND s."expiresAt" > now()),
  page AS (${page})
  SELECT (SELECT count(*)::int FROM viewer) AS "signedIn", COALESCE(json_agg(json_build_object(
    'id', page.id, 'content', page.content, 'authorId', page."authorId", 'author', ${author},
    'imageUrl', page."imageUrl", 'hashtags', page.hashtags, 'categories', page.categories, 'type', page.type,
    'groupId', page."groupId", 'group', page."group", 'eventId', page."eventId",
    'channelId', page."channelId", 'channel', page."channel",
    'shareToPersonalFeed', page."shareToPersonalFeed", 'isEdited', page."isEdited",
    'createdAt', page."createdAt", 'updatedAt', page."updatedAt",
    'likes', page."fistBumpCount", 'comments', page."commentCount", 'isLiked', page."viewerHasFistBumped",
    'poll', page.poll) ORDER BY page."createdAt" DESC, page.id DESC), '[]')::text AS posts
  FROM page`,
  2,
);

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const statements = new Map<number, { name: string; text: string }>();
const statementFor = (limit: number) => {
  let statement = statements.get(limit);
  if (!statement) {
    statement = { name: `dadfeed_first_page_${limit}`, text: built.text.replace(LIMIT, String(limit)) };
    statements.set(limit, statement);
  }
  return statement;
};

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const token = /(?:^|;\s*)dadhood_session=([A-Za-z0-9_-]{43})/.exec(req.headers.cookie ?? '')?.[1];
    const limit = Number(url.searchParams.get('limit') ?? 20);
    if (url.pathname !== '/posts' || !Number.isInteger(limit) || limit < 1 || limit > 50) {
      res.writeHead(404).end();
      return;
    }
    if (!token) {
      res.writeHead(401, { 'Content-Type': 'application/json' }).end('{"message":"Unauthorized"}');
      return;
    }
    const sessionId = createHash('sha256').update(token).digest('hex');
    const { rows } = await pool.query<{ signedIn: number; posts: string }>({
      ...statementFor(limit),
      values: [sessionId, ...built.values],
    });
    if (!rows[0]?.signedIn) {
      res.writeHead(401, { 'Content-Type': 'application/json' }).end('{"message":"Unauthorized"}');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end(rows[0].posts);
  } catch (error) {
    console.error(error);
    res.writeHead(500).end();
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
