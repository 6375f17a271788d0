/**
 * Sessions: a random 256-bit token lives in the member's cookie; the server keeps only its SHA-256, so a
 * leaked database cannot be replayed as cookies. Expiry slides forward while the session is used.
 */
import { hot } from '../../db/hot.js';
import { topic, type EventBus } from '../../events/bus.js';
import { Prisma } from '../../generated/prisma/client.js';
import { newSecretToken, secretTokenDigest } from '../secret-tokens.js';
import type { RequestMeta, Services } from '../services.js';
import { memberColumnSql, memberFromJson, type MemberRow } from '../users/credentials.js';
import type { Viewer } from '../users/viewer.js';

/**
 * Extending expiry on every request would write on every request: it moves at most once an hour per session (a
 * session lasts weeks, so an hour of slack is nothing), and the cookie is sent again only then.
 */
export const SLIDE_EVERY_MS = 60 * 60 * 1000;

const sessionId = secretTokenDigest;

export interface StartedSession {
  token: string;
  expiresAt: Date;
}

/**
 * Starts a session with a new token at every sign-in (so a token planted before sign-in is worthless) and
 * ends the one the browser had, if any (its sockets close, whoever it belonged to: announceAccessChanged).
 */
export async function startSession(
  { prisma, config, events }: Services,
  userId: string,
  meta: RequestMeta,
  previousToken?: string,
): Promise<StartedSession> {
  const token = newSecretToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + config.sessionTtlMs);
  const endPrevious = previousToken ? [deleteSessionReturningOwner(prisma, sessionId(previousToken))] : [];
  const [ended] = await prisma.$transaction([
    ...endPrevious,
    prisma.session.deleteMany({ where: { userId, expiresAt: { lt: now } } }),
    prisma.session.create({
      data: {
        id: sessionId(token),
        userId,
        expiresAt,
        userAgent: meta.userAgent?.slice(0, 512) ?? null,
        ipAddress: meta.ipAddress,
      },
    }),
  ]);
  if (previousToken) announceEnded(events, ended as SessionOwner[]);
  return { token, expiresAt };
}

type SessionOwner = { userId: string };

/** Deletes a session by id in one statement, answering whose it was (none: it was already gone). */
function deleteSessionReturningOwner(prisma: Services['prisma'], id: string) {
  return prisma.$queryRaw<SessionOwner[]>`DELETE FROM "Session" WHERE id = ${id} RETURNING "userId"::text AS "userId"`;
}

function announceEnded(events: EventBus, owners: SessionOwner[]) {
  for (const { userId } of owners) announceAccessChanged(events, userId);
}

/** Sessions' topic on the event bus. */
export const sessionTopics = {
  /**
   * Some of the member's sessions or access tokens ended, or the member was suspended or deleted: every process
   * checks the credentials of that member's open WebSockets again (docs/live-events.md). One channel for every
   * member, as these are rare: a process listens once, from its start.
   */
  accessChanged: topic<'members', { userId: string }>('accessChanged'),
};

/**
 * Tells every API process, once the change commits, that some of the member's sessions or access tokens ended
 * or that the member was suspended or deleted: each of their open WebSockets checks its credential again and
 * closes if it no longer authenticates (docs/live-events.md).
 */
export function announceAccessChanged(events: EventBus, userId: string): void {
  events.publish(sessionTopics.accessChanged, 'members', { userId });
}

export interface ResumedSession {
  user: Viewer;
  expiresAt: Date;
  /** The expiry moved: the cookie should be sent again with the new lifetime. */
  extended: boolean;
  /** The member's whole row without credentials, when asked for (`withMember`). */
  member?: MemberRow;
}

type SessionRow = Viewer & { expiresAt: Date; lastSeenAt: Date; member?: Record<string, unknown> | null };

/**
 * One statement on every request: the session by its primary key joined to the member's few columns a request
 * needs (never the password hash). Enums come back as text, which is what Prisma's own reads return.
 * `withMember` adds the member's whole row to that statement, for the request that presents the member
 * (`GET /api/auth/user`, which every page load sends): one statement where it would take two.
 */
export async function resumeSession(
  { prisma, config }: Services,
  token: string,
  { withMember = false }: { withMember?: boolean } = {},
): Promise<ResumedSession | null> {
  const id = sessionId(token);
  const [session] = await prisma.$queryRaw<SessionRow[]>(
    hot(Prisma.sql`
    SELECT s."expiresAt", s."lastSeenAt", u.id, u.username, u.role::text AS role, u."dadType"::text AS "dadType", u.location,
    u."totpEnabledAt", u."joinedAt"${memberColumnSql(withMember)}
    FROM "Session" s JOIN "User" u ON u.id = s."userId"
    WHERE s.id = ${id}
      AND (u."suspendedAt" IS NULL OR u."suspendedUntil" <= now())`),
  );
  if (!session) return null;
  const { expiresAt, lastSeenAt, member: memberJson, ...user } = session;
  const member = memberFromJson(memberJson);
  const now = Date.now();
  if (expiresAt.getTime() <= now) {
    await prisma.session.deleteMany({ where: { id } });
    return null;
  }
  if (now - lastSeenAt.getTime() < SLIDE_EVERY_MS) return { user, expiresAt, extended: false, member };
  const extendedTo = new Date(now + config.sessionTtlMs);
  await prisma.session.updateMany({ where: { id }, data: { lastSeenAt: new Date(now), expiresAt: extendedTo } });
  return { user, expiresAt: extendedTo, extended: true, member };
}

export async function endSession({ prisma, events }: Services, token: string): Promise<void> {
  announceEnded(events, await deleteSessionReturningOwner(prisma, sessionId(token)));
}

/** Signs the member out everywhere but the session of `keepToken` (a password change keeps the browser it came from). */
export async function endOtherSessions(
  { prisma, events }: Services,
  userId: string,
  keepToken: string | undefined,
): Promise<number> {
  const keep = keepToken ? [sessionId(keepToken)] : [];
  const { count } = await prisma.session.deleteMany({ where: { userId, id: { notIn: keep } } });
  if (count) announceAccessChanged(events, userId);
  return count;
}
