/**
 * Each member's private calendar feed address, /api/calendar/{token}.ics, which calendar apps fetch without a
 * session: the token is the credential. It is HMAC-SHA256(feed secret, member id and a random nonce), so the
 * address can be shown again whenever the member asks, while the database keeps only the nonce and the token's
 * SHA-256 (to find the member when a calendar fetches it). Resetting draws a new nonce: the old address stops
 * working at once. The feed secret is CALENDAR_FEED_SECRET, else a random one made once and kept in the database.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Config } from '../../config/config.js';
import type { DbTx } from '../../db/prisma.js';
import { isSecretTokenShape, secretTokenDigest } from '../secret-tokens.js';
import { serverSecret } from '../server-secrets.js';
import type { Services } from '../services.js';

const SECRET_NAME = 'calendar-feed';

type FeedServices = Pick<Services, 'prisma' | 'config'>;

const feedSecret = (db: DbTx, config: Pick<Config, 'calendarFeedSecret'>, create: boolean) =>
  serverSecret(db, SECRET_NAME, config.calendarFeedSecret, create);

const tokenOf = (secret: string, userId: string, nonce: string) =>
  createHmac('sha256', secret).update(`calendar-feed:${userId}:${nonce}`).digest('base64url');

export const feedUrlOf = (config: Pick<Config, 'publicUrl'>, token: string) =>
  `${config.publicUrl}/api/calendar/${token}.ics`;

/** A new nonce and the address it makes. */
async function newFeed(db: DbTx, config: FeedServices['config'], userId: string) {
  const secret = (await feedSecret(db, config, true))!;
  const nonce = randomBytes(16).toString('base64url');
  const token = tokenOf(secret, userId, nonce);
  return { data: { nonce, tokenHash: secretTokenDigest(token) }, url: feedUrlOf(config, token) };
}

/**
 * The member's feed address, or null when they have none yet. Also null when the feed secret changed since the
 * address was made (the stored hash no longer matches): that address is gone, and a new one must be issued.
 */
export async function currentFeedUrl({ prisma, config }: FeedServices, userId: string): Promise<string | null> {
  const feed = await prisma.calendarFeed.findUnique({ where: { userId }, select: { nonce: true, tokenHash: true } });
  if (!feed) return null;
  const secret = await feedSecret(prisma, config, false);
  if (!secret) return null;
  const token = tokenOf(secret, userId, feed.nonce);
  return secretTokenDigest(token) === feed.tokenHash ? feedUrlOf(config, token) : null;
}

/** GET /api/calendar/feed: the member's address, made on first use (or when the secret changed). */
export async function feedUrlFor(services: FeedServices, userId: string): Promise<string> {
  const { prisma, config } = services;
  const current = await currentFeedUrl(services, userId);
  if (current) return current;
  const { data, url } = await newFeed(prisma, config, userId);
  // Two first uses at once: one row wins, and both answer its address.
  const { count } = await prisma.calendarFeed.createMany({ data: [{ userId, ...data }], skipDuplicates: true });
  if (count === 1) return url;
  return (await currentFeedUrl(services, userId)) ?? resetFeedUrl(services, userId);
}

/** A new address (the first, or a replacement): the previous one stops working. */
export async function resetFeedUrl({ prisma, config }: FeedServices, userId: string): Promise<string> {
  const { data, url } = await newFeed(prisma, config, userId);
  await prisma.calendarFeed.upsert({ where: { userId }, create: { userId, ...data }, update: data });
  return url;
}

/** The member a feed token belongs to, or null (a malformed token is not looked up). */
export async function memberOfFeedToken(db: DbTx, token: string): Promise<string | null> {
  // A token is 32 bytes of HMAC in base64url, the shape of every secret token of ours.
  if (!isSecretTokenShape(token)) return null;
  const feed = await db.calendarFeed.findUnique({
    where: { tokenHash: secretTokenDigest(token) },
    select: { userId: true },
  });
  return feed?.userId ?? null;
}
