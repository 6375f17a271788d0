/**
 * Personal access tokens (docs/integrations.md): a member's key for a bot or an app. The token is 256 random
 * bits shown once, when it is made; the server keeps only its SHA-256 (as sessions do), so a leaked database
 * holds no usable token. Each request with a token costs one statement (the token joined to its member);
 * lastUsedAt moves at most once a minute. Revoking deletes the row: the next request with it is refused.
 */
import { z } from 'zod';
import { hot } from '../../db/hot.js';
import { Prisma } from '../../generated/prisma/client.js';
import { conflict, notFound } from '../errors.js';
import type { Services } from '../services.js';
import { announceAccessChanged } from '../sessions/sessions.js';
import { memberColumnSql, memberFromJson, type MemberRow } from '../users/credentials.js';
import type { Viewer } from '../users/viewer.js';
import { pageSize } from '../paging.js';
import { newSecretToken, secretTokenDigest } from '../secret-tokens.js';
import { isDatabaseId, parseInput } from '../validation.js';
import { TOKEN_SCOPES, type TokenGrant, type TokenScope } from './scopes.js';

/** Recognisable in logs and by secret scanners, as GitHub's `ghp_`. */
export const TOKEN_PREFIX = 'dhp_';
const TOKEN_PATTERN = /^dhp_[A-Za-z0-9_-]{43}$/;

export const TOKEN_EXPIRY_DAYS = [30, 90, 365] as const;
export const MAX_TOKENS_PER_MEMBER = 50;
export const TOKEN_NAME_MAX = 80;
/** lastUsedAt is written at most this often per token. */
export const LAST_USED_EVERY_MS = 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

export const createTokenInput = z.object({
  name: z
    .string({ error: 'Give the token a name.' })
    .trim()
    .min(1, 'Give the token a name.')
    .max(TOKEN_NAME_MAX, `The name can be at most ${TOKEN_NAME_MAX} characters.`),
  /** 30, 90 or 365 days; null: never expires. */
  expiresInDays: z
    .union([z.literal(30), z.literal(90), z.literal(365), z.null()], {
      error: 'Expiry must be 30, 90 or 365 days, or none.',
    })
    .optional()
    .transform((days) => days ?? null),
  scopes: z
    .array(z.enum(TOKEN_SCOPES, { error: `Each scope must be one of ${TOKEN_SCOPES.join(', ')}.` }), {
      error: 'Choose at least one scope.',
    })
    .min(1, 'Choose at least one scope.')
    .transform((scopes) => TOKEN_SCOPES.filter((scope) => scopes.includes(scope))),
});

export type CreateTokenInput = z.input<typeof createTokenInput>;

export const hashToken = secretTokenDigest;

export interface AccessTokenRecord {
  id: string;
  name: string;
  scopes: TokenScope[];
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
}

const recordColumns = {
  id: true,
  name: true,
  scopes: true,
  createdAt: true,
  expiresAt: true,
  lastUsedAt: true,
} as const;

/** Makes a token; the returned `token` is the only time anyone sees it. */
export async function createAccessToken(
  { prisma }: Pick<Services, 'prisma'>,
  userId: string,
  raw: unknown,
): Promise<{ token: string; record: AccessTokenRecord }> {
  const input = parseInput(createTokenInput, raw);
  const count = await prisma.accessToken.count({ where: { userId } });
  if (count >= MAX_TOKENS_PER_MEMBER) {
    throw conflict(
      `You have ${MAX_TOKENS_PER_MEMBER} tokens, the most you can have: revoke one you no longer use first.`,
    );
  }
  const token = TOKEN_PREFIX + newSecretToken();
  const expiresAt = input.expiresInDays === null ? null : new Date(Date.now() + input.expiresInDays * DAY_MS);
  const record = await prisma.accessToken.create({
    data: { userId, name: input.name, scopes: input.scopes, tokenHash: hashToken(token), expiresAt },
    select: recordColumns,
  });
  return { token, record: record as AccessTokenRecord };
}

/**
 * Revokes one of the member's tokens; another member's token, or one already gone, is not found. Sockets open
 * with it close (announceAccessChanged).
 */
export async function revokeAccessToken(
  { prisma, events }: Pick<Services, 'prisma' | 'events'>,
  userId: string,
  tokenId: unknown,
): Promise<string> {
  if (!isDatabaseId(tokenId)) throw notFound('Token');
  const { count } = await prisma.accessToken.deleteMany({ where: { id: tokenId, userId } });
  if (!count) throw notFound('Token');
  announceAccessChanged(events, userId);
  return tokenId;
}

export interface ResumedToken {
  user: Viewer;
  grant: TokenGrant;
  /** The member's whole row without credentials, when asked for (`withMember`), as a session gives it. */
  member?: MemberRow;
}

type TokenRow = Viewer & {
  tokenId: string;
  scopes: string[];
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  member?: Record<string, unknown> | null;
};

/**
 * The member and grant of a bearer token, or null when it is malformed, unknown, revoked or expired. One
 * statement, by the unique hash, joined to the member's few columns (never the password hash); `withMember`
 * reads the member's whole row in it too, as resumeSession does.
 */
export async function resumeAccessToken(
  { prisma }: Pick<Services, 'prisma'>,
  token: string,
  { withMember = false }: { withMember?: boolean } = {},
): Promise<ResumedToken | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await prisma.$queryRaw<TokenRow[]>(
    hot(Prisma.sql`
    SELECT t.id AS "tokenId", t.scopes, t."expiresAt", t."lastUsedAt",
           u.id, u.username, u.role::text AS role, u."dadType"::text AS "dadType", u.location,
    u."totpEnabledAt", u."joinedAt"${memberColumnSql(withMember)}
    FROM "AccessToken" t JOIN "User" u ON u.id = t."userId"
    WHERE t."tokenHash" = ${hashToken(token)}
      AND (u."suspendedAt" IS NULL OR u."suspendedUntil" <= now())`),
  );
  if (!row) return null;
  const { tokenId, scopes, expiresAt, lastUsedAt, member, ...user } = row;
  const now = Date.now();
  if (expiresAt && expiresAt.getTime() <= now) return null;
  if (!lastUsedAt || now - lastUsedAt.getTime() >= LAST_USED_EVERY_MS) {
    await prisma.accessToken.updateMany({ where: { id: tokenId }, data: { lastUsedAt: new Date(now) } });
  }
  return { user, grant: { id: tokenId, scopes }, member: memberFromJson(member) };
}

export const TOKEN_PAGE_DEFAULT = 20;
export const TOKEN_PAGE_MAX = 100;

/** A member's tokens are theirs alone. */
export const accessTokensWhere = (userId: string): Prisma.AccessTokenWhereInput => ({ userId });

/** Newest first: ids are time-ordered. */
export const newestTokenFirst: Prisma.AccessTokenOrderByWithRelationInput = { id: 'desc' };

/** The member's tokens, newest first, paged by the last id seen. */
export async function listAccessTokens(
  { prisma }: Pick<Services, 'prisma'>,
  userId: string,
  { limit, cursor }: { limit?: unknown; cursor?: string | undefined } = {},
): Promise<{ items: AccessTokenRecord[]; nextCursor: string | null }> {
  const take = pageSize(limit, TOKEN_PAGE_DEFAULT, TOKEN_PAGE_MAX);
  const after = cursor && isDatabaseId(cursor) ? cursor : undefined;
  const rows = await prisma.accessToken.findMany({
    where: { ...accessTokensWhere(userId), ...(after ? { id: { lt: after } } : {}) },
    orderBy: newestTokenFirst,
    take: take + 1,
    select: recordColumns,
  });
  const items = rows.slice(0, take) as AccessTokenRecord[];
  return { items, nextCursor: rows.length > take ? (items.at(-1)?.id ?? null) : null };
}
