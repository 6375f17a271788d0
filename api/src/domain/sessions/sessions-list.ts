/**
 * "Where you're signed in" (docs/sessions.md): a member's live browser sessions, the most recently used first, and
 * signing one or all the others out. Browser sessions only: the adapters refuse access tokens. A session is named
 * by its publicId; its id (the token's SHA-256) never leaves the server.
 */
import type { Prisma, Session } from '../../generated/prisma/client.js';
import { badInput, notFound, unauthenticated } from '../errors.js';
import { pageOf, pageStart, type Page } from '../paging.js';
import { secretTokenDigest } from '../secret-tokens.js';
import type { Services } from '../services.js';
import { isDatabaseId } from '../validation.js';
import { describeUserAgent, maskIpAddress, type DeviceDescription } from './session-description.js';
import { announceAccessChanged, endOtherSessions } from './sessions.js';

export const SESSION_PAGE_DEFAULT = 20;
export const SESSION_PAGE_MAX = 100;

/** The member's sessions that still sign a browser in (an expired row lingers until the next sign-in clears it). */
export const liveSessionsWhere = (userId: string, now = new Date()): Prisma.SessionWhereInput => ({
  userId,
  expiresAt: { gt: now },
});

/** Most recently used first (lastSeenAt moves at most hourly, so ties are common); then the newest. */
export const recentlySeenFirst: Prisma.SessionOrderByWithRelationInput[] = [
  { lastSeenAt: 'desc' },
  { publicId: 'desc' },
];

type SessionRow = Pick<Session, 'id' | 'userId' | 'publicId' | 'userAgent' | 'ipAddress' | 'createdAt' | 'lastSeenAt'>;

const listedColumns = {
  id: true,
  userId: true,
  publicId: true,
  userAgent: true,
  ipAddress: true,
  createdAt: true,
  lastSeenAt: true,
} as const satisfies Prisma.SessionSelect;

export interface ListedSession extends DeviceDescription {
  /** The publicId. */
  id: string;
  /** The session of the request that asks. */
  current: boolean;
  /** Its last part hidden (session-description.ts). */
  ipAddress: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

/** Is this the session of the request's token? (Sessions are stored by the token's digest: sessions.ts.) */
export function isCurrentSession(session: Pick<Session, 'id'>, currentToken: string | undefined): boolean {
  return currentToken !== undefined && session.id === secretTokenDigest(currentToken);
}

/** May this member see the session: their own, and still live. */
export function isOwnLiveSession(session: Pick<Session, 'userId' | 'expiresAt'>, userId: string | undefined): boolean {
  return session.userId === userId && session.expiresAt.getTime() > Date.now();
}

export function describeSession(session: SessionRow, currentToken: string | undefined): ListedSession {
  return {
    id: session.publicId,
    current: isCurrentSession(session, currentToken),
    ...describeUserAgent(session.userAgent),
    ipAddress: maskIpAddress(session.ipAddress),
    createdAt: session.createdAt,
    lastSeenAt: session.lastSeenAt,
  };
}

/** The member's live sessions, paged by (lastSeenAt, publicId); `current` marks the one of `currentToken`. */
export async function listSessions(
  { prisma }: Pick<Services, 'prisma'>,
  userId: string,
  currentToken: string | undefined,
  query: { limit?: unknown; cursor?: string | undefined } = {},
): Promise<Page<ListedSession>> {
  const { size, after } = pageStart(query, SESSION_PAGE_DEFAULT, SESSION_PAGE_MAX);
  const rows = await prisma.session.findMany({
    where: {
      ...liveSessionsWhere(userId),
      ...(after
        ? {
            OR: [{ lastSeenAt: { lt: after.createdAt } }, { lastSeenAt: after.createdAt, publicId: { lt: after.id } }],
          }
        : {}),
    },
    orderBy: recentlySeenFirst,
    take: size + 1,
    select: listedColumns,
  });
  const page = pageOf(rows, size, (row) => ({ createdAt: row.lastSeenAt, id: row.publicId }));
  return { items: page.items.map((row) => describeSession(row, currentToken)), nextCursor: page.nextCursor };
}

const BAD_SESSION_ID = 'That session id is not valid.';

/**
 * Signs out one of the member's sessions by its publicId; another member's, or one already gone, is not found.
 * It may be the current one (this browser signs out: `wasCurrent`, the adapter clears its cookie). Its sockets
 * close (announceAccessChanged).
 */
export async function signOutSession(
  { prisma, events }: Pick<Services, 'prisma' | 'events'>,
  userId: string,
  rawId: unknown,
  currentToken: string | undefined,
): Promise<{ endedId: string; wasCurrent: boolean }> {
  if (!isDatabaseId(rawId)) throw badInput(BAD_SESSION_ID, [{ field: 'id', message: BAD_SESSION_ID }]);
  const publicId = rawId.toLowerCase();
  const ended = await prisma.$queryRaw<Pick<Session, 'id'>[]>`
    DELETE FROM "Session" WHERE "publicId" = ${publicId}::uuid AND "userId" = ${userId}::uuid RETURNING id`;
  const [session] = ended;
  if (!session) throw notFound('Session');
  announceAccessChanged(events, userId);
  return { endedId: publicId, wasCurrent: isCurrentSession(session, currentToken) };
}

/** Signs out every session of the member but the current one; answers how many ended. */
export async function signOutOtherSessions(
  services: Services,
  userId: string,
  currentToken: string | undefined,
): Promise<number> {
  // Without the current session's token endOtherSessions would end them all: only a browser session asks this.
  if (!currentToken) throw unauthenticated();
  return endOtherSessions(services, userId, currentToken);
}
