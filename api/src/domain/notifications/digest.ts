/**
 * The digest (docs/notifications.md): daily or weekly, as each member chose (weekly by default; off stops it), a
 * mail of what they missed since the last one: unread messages, new posts in their groups and followed channels,
 * their upcoming events, and unanswered questions about their interests. Nothing missed: no mail. Claimed by
 * moving `digestSentAt` in the transaction that writes the mail to the outbox, so of two processes one sends it,
 * once; quiet hours hold it to the next run. Never to an unverified or suspended member.
 */
import { Prisma } from '../../generated/prisma/client.js';
import type { DbTx } from '../../db/prisma.js';
import { defineJob } from '../../jobs/queue.js';
import { blockedPairSql } from '../blocks/rules.js';
import { composeMail } from '../mail/layout.js';
import type { Services } from '../services.js';
import { quietHoursEnd, quietHoursOf } from './quiet-hours.js';
import { unsubscribeLinks } from './unsubscribe.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const MEMBERS_PER_PASS = 200;
const LISTED = 5;

interface Candidate {
  id: string;
  email: string;
  since: Date;
  timeZone: string | null;
  quietHoursStart: number | null;
  quietHoursEnd: number | null;
  previous: Date | null;
}

export interface DigestContent {
  unreadMessages: number;
  unreadConversations: number;
  posts: { id: string; content: string; place: string }[];
  postCount: number;
  events: { id: string; title: string; startDate: Date }[];
  questions: { id: string; title: string }[];
}

const preview = (text: string) => (text.length > 90 ? `${text.slice(0, 87)}…` : text);

/** What `userId` missed since `since`: a few statements, whatever the community's size. */
export async function digestContent(db: DbTx, userId: string, since: Date, now: Date): Promise<DigestContent> {
  const me = Prisma.sql`${userId}::uuid`;
  const [unread] = await db.$queryRaw<{ messages: number; conversations: number }[]>`
    SELECT coalesce(sum("unreadCount"), 0)::int AS messages, count(*) FILTER (WHERE "unreadCount" > 0)::int AS conversations
    FROM "ConversationParticipant" AS cp
    WHERE cp."userId" = ${me} AND NOT EXISTS (
      SELECT 1 FROM "NotificationSubscription" AS s
      WHERE s."userId" = ${me} AND s."targetType" = 'conversation' AND s."targetId" = cp."conversationId"
        AND s.level = 'muted')`;
  const posts = await db.$queryRaw<{ id: string; content: string; place: string; total: number }[]>`
    SELECT p.id, p.content, coalesce(g.name, c.name) AS place, count(*) OVER ()::int AS total
    FROM "Post" AS p
    LEFT JOIN "Group" AS g ON g.id = p."groupId"
    LEFT JOIN "Channel" AS c ON c.id = p."channelId"
    WHERE p."createdAt" > ${since} AND p."createdAt" <= ${now} AND p.hidden IS NULL AND p."authorId" <> ${me}
      AND (p."groupId" IN (SELECT "groupId" FROM "GroupMember" WHERE "userId" = ${me})
        OR p."channelId" IN (SELECT "channelId" FROM "ChannelFollow" WHERE "userId" = ${me}))
      AND NOT ${blockedPairSql(me, Prisma.sql`p."authorId"`)}
      AND NOT EXISTS (
        SELECT 1 FROM "NotificationSubscription" AS s
        WHERE s."userId" = ${me} AND s.level = 'muted'
          AND ((s."targetType" = 'group' AND s."targetId" = p."groupId")
            OR (s."targetType" = 'channel' AND s."targetId" = p."channelId")))
    ORDER BY p."createdAt" DESC, p.id DESC
    LIMIT ${LISTED}`;
  const events = await db.$queryRaw<{ id: string; title: string; startDate: Date }[]>`
    SELECT e.id, e.title, e."startDate"
    FROM "EventAttendee" AS a JOIN "Event" AS e ON e.id = a."eventId"
    WHERE a."userId" = ${me} AND a.status = 'attending' AND e.hidden IS NULL
      AND e."startDate" > ${now} AND e."startDate" <= ${new Date(now.getTime() + 7 * DAY_MS)}
    ORDER BY e."startDate", e.id
    LIMIT ${LISTED}`;
  // Interests as one full-text query: any of them.
  const questions = await db.$queryRaw<{ id: string; title: string }[]>`
    SELECT q.id, q.title
    FROM "Question" AS q, "User" AS u
    WHERE u.id = ${me} AND cardinality(u.interests) > 0
      AND q."createdAt" > ${since} AND q."answerCount" = 0 AND q.hidden IS NULL AND q."authorId" <> ${me}
      AND q."searchVector" @@ websearch_to_tsquery('english', array_to_string(u.interests, ' OR '))
    ORDER BY q."createdAt" DESC, q.id DESC
    LIMIT ${LISTED}`;
  return {
    unreadMessages: unread?.messages ?? 0,
    unreadConversations: unread?.conversations ?? 0,
    posts: posts.map(({ id, content, place }) => ({ id, content, place })),
    postCount: posts[0]?.total ?? 0,
    events,
    questions,
  };
}

export function isEmptyDigest(content: DigestContent): boolean {
  return (
    content.unreadMessages === 0 && content.postCount === 0 && content.events.length === 0 && !content.questions.length
  );
}

function digestMail(
  site: Services['config'],
  to: string,
  content: DigestContent,
  unsubscribe: { page: string; oneClick: string },
) {
  const url = (path: string) => `${site.publicUrl}${path}`;
  const lead: string[] = [`Here is what you missed on ${site.productName}.`];
  if (content.unreadMessages > 0)
    lead.push(
      `**Messages:** ${content.unreadMessages} unread in ${content.unreadConversations} ${content.unreadConversations === 1 ? 'conversation' : 'conversations'}: ${url('/inbox')}`,
    );
  if (content.postCount > 0)
    lead.push(
      `**New in your groups and channels** (${content.postCount}):`,
      ...content.posts.map((p) => `${p.place}: "${preview(p.content)}" ${url(`/posts/${p.id}`)}`),
    );
  if (content.events.length)
    lead.push(
      '**Your upcoming events:**',
      ...content.events.map(
        (e) => `${e.title}, ${e.startDate.toUTCString().slice(0, 22)} UTC: ${url(`/events/${e.id}`)}`,
      ),
    );
  if (content.questions.length)
    lead.push(
      '**Questions about your interests, still unanswered:**',
      ...content.questions.map((q) => `${q.title} ${url(`/ask-a-dad?question=${q.id}`)}`),
    );
  return composeMail(site.productName, {
    to,
    subject: `Your ${site.productName} digest: what you missed`,
    lead,
    action: { label: `Open ${site.productName}`, url: url('/') },
    reason: `You get this digest because it is on in your ${site.productName} notification settings.`,
    unsubscribe,
  });
}

/** Sends every digest due at `now`; answers how many went out. */
export async function sendDigests(services: Services, now = new Date()): Promise<number> {
  const { prisma, mailer } = services;
  let sent = 0;
  let after: { since: Date; id: string } | null = null;
  for (;;) {
    const candidates: Candidate[] = await prisma.$queryRaw<Candidate[]>`
      SELECT u.id, u.email, s."timeZone", s."quietHoursStart", s."quietHoursEnd", s."digestSentAt" AS previous,
             coalesce(s."digestSentAt", s."createdAt", u."joinedAt") AS since
      FROM "User" AS u LEFT JOIN "NotificationSettings" AS s ON s."userId" = u.id
      WHERE coalesce(s.digest, 'weekly') <> 'off'
        AND u."emailVerifiedAt" IS NOT NULL
        AND (u."suspendedAt" IS NULL OR u."suspendedUntil" <= ${now})
        AND coalesce(s."digestSentAt", s."createdAt", u."joinedAt")
          <= ${now}::timestamptz - CASE WHEN s.digest = 'daily' THEN interval '1 day' ELSE interval '7 days' END
        AND (${after?.since ?? null}::timestamptz IS NULL
          OR (coalesce(s."digestSentAt", s."createdAt", u."joinedAt"), u.id) > (${after?.since ?? null}::timestamptz, ${after?.id ?? null}::uuid))
      ORDER BY 7, u.id
      LIMIT ${MEMBERS_PER_PASS}`;
    for (const member of candidates) {
      const quiet = quietHoursEnd(now, quietHoursOf(member));
      if (quiet) continue;
      const ids = await prisma.$transaction(async (tx) => {
        // The claim: only if nobody moved digestSentAt since it was read.
        const claimed = await tx.$queryRaw<{ userId: string }[]>`
          INSERT INTO "NotificationSettings" ("userId", "digestSentAt", "updatedAt") VALUES (${member.id}::uuid, ${now}, ${now})
          ON CONFLICT ("userId") DO UPDATE SET "digestSentAt" = ${now}, "updatedAt" = ${now}
            WHERE "NotificationSettings"."digestSentAt" IS NOT DISTINCT FROM ${member.previous}::timestamptz
          RETURNING "userId"`;
        if (!claimed.length) return [];
        const content = await digestContent(tx, member.id, member.since, now);
        if (isEmptyDigest(content)) return [];
        const links = await unsubscribeLinks({ prisma: tx, config: services.config }, member.id, 'digest');
        return mailer.enqueue(tx, [digestMail(services.config, member.email, content, links)]);
      });
      if (ids.length) {
        sent += 1;
        await mailer.deliver(ids);
      }
    }
    const last = candidates.at(-1);
    if (!last || candidates.length < MEMBERS_PER_PASS) return sent;
    after = { since: last.since, id: last.id };
  }
}

export const digestJob = defineJob({
  name: 'notification-digest',
  // Every hour: each member's digest goes at the first run after it is due and outside their quiet hours.
  cron: '23 * * * *',
  retryLimit: 1,
  run: (services) => sendDigests(services),
});
