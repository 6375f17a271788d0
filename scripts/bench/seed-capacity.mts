/**
 * The community bench:capacity's members live in, written in SQL in one transaction: the search benchmark's
 * 10,000 members (names, cities, bios, interests), 100,000 posts, 2,000 groups, 5,000 events and 1,000 channels
 * (./seed-search.mts), and around them what makes the home page's widgets work: verified addresses, ten
 * connections and one pending request each, three groups with posts in them, three followed channels with posts,
 * two events, five fist bumps on every post and a comment on most, five notifications (two unread), a weekly
 * digest sent within the past week, and a group chat of ten with a message from each.
 */
import type pg from 'pg';
import { openDatabase } from '../../api/src/db/database.js';
import { createPrisma } from '../../api/src/db/prisma.js';
import {
  markSuggestionsStale,
  refreshMemberSuggestions,
  REFRESH_AFTER_HOURS,
} from '../../api/src/domain/connections/suggestion-cache.js';
import { insertGroupChats } from './group-chats.mjs';
import { inBatches } from './live-shared.mjs';
import { SEARCH_COMMUNITY, seedSearchCommunity } from './seed-search.mjs';

export const CAPACITY_COMMUNITY = {
  ...SEARCH_COMMUNITY,
  groupPosts: 20_000,
  channelPosts: 5_000,
  fistBumpsPerPost: 5,
  chatSize: 10,
};

/** Chats' title prefix (./group-chats.mts), by which the bench finds each member's chat. */
const CHAT_TITLE = 'Bench chat %';

/** Offsets in the members' order of whom each member asked to connect: the last one is still pending. */
const CONNECTION_OFFSETS = [1, 7, 31, 113, 401, 1009];

export async function seedCapacityCommunity(client: pg.Client): Promise<void> {
  const run = (sql: string, params?: unknown[]) => client.query(sql, params);
  const size = CAPACITY_COMMUNITY;
  await seedSearchCommunity(run, 'no password: signed in by session');
  await run(`UPDATE "User" SET "emailVerifiedAt" = "joinedAt"`);
  // Numbered tables, so that "the k-th of them" is a join.
  for (const [table, source, order] of [
    ['cap_member', '"User"', '"createdAt" DESC, id'],
    ['cap_group', '"Group"', 'id'],
    ['cap_event', '"Event"', 'id'],
    ['cap_channel', '"Channel"', 'id'],
  ] as const) {
    await run(
      `CREATE TEMP TABLE ${table} AS SELECT *, row_number() OVER (ORDER BY ${order}) - 1 AS idx FROM ${source}`,
    );
    await run(`CREATE UNIQUE INDEX ON ${table} (idx)`);
  }
  const counts = [size.members, size.groups, size.events, size.channels];

  await run(
    `INSERT INTO "Connection" (id, "requesterId", "receiverId", status, "createdAt", "respondedAt")
     SELECT gen_random_uuid(), a.id, b.id, CASE WHEN o.k = $2 THEN 'pending' ELSE 'accepted' END::"ConnectionStatus",
            now() - interval '60 days', CASE WHEN o.k = $2 THEN NULL ELSE now() - interval '59 days' END
     FROM cap_member a CROSS JOIN unnest($1::int[]) WITH ORDINALITY AS o(off, k)
     JOIN cap_member b ON b.idx = (a.idx + o.off) % $3::int`,
    [CONNECTION_OFFSETS, CONNECTION_OFFSETS.length, size.members],
  );
  await run(
    `INSERT INTO "GroupMember" ("groupId", "userId", role, "joinedAt")
     SELECT g.id, m.id, 'member', now() - interval '30 days'
     FROM cap_member m CROSS JOIN generate_series(0, 2) AS k JOIN cap_group g ON g.idx = (m.idx * 3 + k * 667) % $1::int
     ON CONFLICT DO NOTHING`,
    [size.groups],
  );
  await run(
    `INSERT INTO "Post" (id, "authorId", "groupId", content, hashtags, "createdAt", "updatedAt")
     SELECT gen_random_uuid(), gm."userId", gm."groupId",
            'Group update ' || n || ': who is in for Saturday? Bring the kids.', ARRAY['dads'],
            now() - n * interval '10 minutes', now()
     FROM generate_series(1, $1::int) AS n
     JOIN (SELECT "groupId", "userId", row_number() OVER (ORDER BY "groupId", "userId") - 1 AS idx FROM "GroupMember") gm
       ON gm.idx = (n * 37) % (SELECT count(*) FROM "GroupMember")`,
    [size.groupPosts],
  );
  await run(
    `INSERT INTO "Post" (id, "authorId", "channelId", content, hashtags, "createdAt", "updatedAt")
     SELECT gen_random_uuid(), c."creatorId", c.id, 'Channel tip ' || n || ': ' || c.description, ARRAY['tips'],
            now() - n * interval '20 minutes', now()
     FROM generate_series(1, $1::int) AS n JOIN cap_channel c ON c.idx = (n * 13) % $2::int`,
    [size.channelPosts, counts[3]],
  );
  await run(
    `INSERT INTO "ChannelFollow" ("channelId", "userId", "createdAt")
     SELECT c.id, m.id, now() - interval '20 days'
     FROM cap_member m CROSS JOIN generate_series(0, 2) AS k JOIN cap_channel c ON c.idx = (m.idx * 7 + k * 331) % $1::int
     WHERE c."creatorId" <> m.id ON CONFLICT DO NOTHING`,
    [counts[3]],
  );
  await run(
    `INSERT INTO "EventAttendee" (id, "eventId", "userId", status, "createdAt")
     SELECT gen_random_uuid(), e.id, m.id, 'attending', now() - interval '10 days'
     FROM cap_member m CROSS JOIN generate_series(0, 1) AS k JOIN cap_event e ON e.idx = (m.idx * 5 + k * 2503) % $1::int
     ON CONFLICT DO NOTHING`,
    [counts[2]],
  );
  await run(`CREATE TEMP TABLE cap_post AS SELECT id, "createdAt", row_number() OVER (ORDER BY id) AS pn FROM "Post"`);
  await run(
    `INSERT INTO "FistBump" ("postId", "userId", "createdAt")
     SELECT p.id, m.id, p."createdAt" + interval '1 minute'
     FROM cap_post p CROSS JOIN generate_series(0, $1::int - 1) AS k JOIN cap_member m ON m.idx = (p.pn * 7 + k * 13) % $2::int`,
    [size.fistBumpsPerPost, size.members],
  );
  // 0, 1 or 2 comments a post.
  await run(
    `INSERT INTO "Comment" (id, "postId", "authorId", content, "createdAt", "updatedAt")
     SELECT gen_random_uuid(), p.id, m.id, 'Been there. ' || (ARRAY['Worth it.', 'Any tips?', 'Love this.'])[1 + k],
            p."createdAt" + k * interval '5 minutes', now()
     FROM cap_post p CROSS JOIN generate_series(1, 2) AS k JOIN cap_member m ON m.idx = (p.pn * 11 + k * 17) % $1::int
     WHERE k <= p.pn % 3`,
    [size.members],
  );
  await run(
    `INSERT INTO "Notification" (id, "userId", "actorId", type, title, message, "isRead", "createdAt")
     SELECT gen_random_uuid(), m.id, a.id, 'like', 'New fist bump', a."firstName" || ' fist bumped your post', k > 2,
            now() - k * interval '3 hours'
     FROM cap_member m CROSS JOIN generate_series(1, 5) AS k JOIN cap_member a ON a.idx = (m.idx + k * 101) % $1::int`,
    [size.members],
  );
  // Weekly digests sent over the past week, an hour's worth of members apart: each hourly run of the digest job
  // mails its ~60, as it would in a community that has run a while, rather than all 10,000 at once.
  await run(
    `INSERT INTO "NotificationSettings" ("userId", "digestSentAt", "createdAt", "updatedAt")
     SELECT id, now() - (idx % 168) * interval '1 hour' - interval '30 minutes', now() - interval '90 days', now()
     FROM cap_member`,
  );
  const { rows } = await client.query<{ id: string }>('SELECT id FROM cap_member ORDER BY idx');
  await insertGroupChats(
    client,
    rows.map((r) => r.id),
    size.chatSize,
  );
  await run(
    `INSERT INTO "Message" (id, "conversationId", "senderId", content, "createdAt", "updatedAt")
     SELECT gen_random_uuid(), "conversationId", "userId", 'Who is in for Saturday?',
            now() - interval '1 hour' + row_number() OVER (PARTITION BY "conversationId" ORDER BY "userId") * interval '1 minute',
            now()
     FROM "ConversationParticipant"`,
  );
  await run(`UPDATE "Conversation" SET "lastMessageAt" = now() - interval '50 minutes'`);
  for (const table of ['cap_member', 'cap_group', 'cap_event', 'cap_channel', 'cap_post'])
    await run(`DROP TABLE ${table}`);
}

/**
 * The first `count` members in the seed's order, each with the id of their group chat: chat k holds members
 * 10k to 10k + 9, so the first N (a multiple of ten) chat among themselves.
 */
export async function benchMembers(client: pg.Client, count: number): Promise<{ id: string; chatId: string }[]> {
  const { rows } = await client.query<{ id: string; chatId: string }>(
    `SELECT u.id, cp."conversationId" AS "chatId"
     FROM "User" u
     JOIN "ConversationParticipant" cp ON cp."userId" = u.id
     JOIN "Conversation" c ON c.id = cp."conversationId" AND c.title LIKE $1
     ORDER BY u."createdAt" DESC, u.id LIMIT $2`,
    [CHAT_TITLE, count],
  );
  if (rows.length < count) throw new Error(`the database holds ${rows.length} members in chats, not ${count}`);
  return rows;
}

/**
 * Computes the suggested-connections cache of those of `memberIds` without a recent one, with the app's own
 * refresh (docs/connections.md#the-suggestions-cache): what its job does every five minutes for members seen
 * lately, so the bench's members, active ones, rank their cached candidates as they would in production. The
 * number computed.
 */
export async function warmSuggestionCaches(databaseUrl: string, memberIds: readonly string[]): Promise<number> {
  const db = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
  const prisma = createPrisma(db);
  try {
    const due = await db.query<{ id: string }>(
      `SELECT id::text FROM unnest($1::uuid[]) AS m(id)
       WHERE NOT EXISTS (SELECT 1 FROM "ConnectionSuggestionState" st
                         WHERE st."userId" = m.id AND st."computedAt" > now() - make_interval(hours => $2::int))`,
      [memberIds, REFRESH_AFTER_HOURS],
    );
    await inBatches(due, 2, async ({ id }) => {
      await refreshMemberSuggestions(prisma, id);
    });
    // As autovacuum would by the time the caches are in use: planned as empty tables, the home page's statement
    // took several times as long.
    if (due.length) await db.query('ANALYZE "ConnectionSuggestion", "ConnectionSuggestionState"');
    return due.length;
  } finally {
    await prisma.$disconnect();
    await db.close();
  }
}

/** Marks the members' suggested-connections caches stale with the app's own rule, as a change of theirs would. */
export async function staleSuggestionCaches(databaseUrl: string, memberIds: readonly string[]): Promise<void> {
  const db = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 1 });
  const prisma = createPrisma(db);
  try {
    await markSuggestionsStale(prisma, memberIds);
  } finally {
    await prisma.$disconnect();
    await db.close();
  }
}
