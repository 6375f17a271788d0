/**
 * Limits on new members, which stop a spammer before a moderator has to (docs/safety.md). A member is new for
 * their first NEW_ACCOUNT_HOURS after joining, or until other members have fist bumped their posts
 * NEW_ACCOUNT_FIST_BUMPS times, whichever comes first. While new they post and comment a few times an hour, post
 * no links, and message only their connections. Moderators and admins are never new.
 */
import type { Config } from '../../config/config.js';
import type { DbTx } from '../../db/prisma.js';
import { Prisma, type User } from '../../generated/prisma/client.js';
import { forbidden, rateLimited } from '../errors.js';

const HOUR_MS = 60 * 60 * 1000;

export interface NewAccountLimits {
  /** When the time limit ends, if fist bumps have not lifted it before. */
  until: Date;
  /** Fist bumps from other members on the member's posts still needed to lift the limits now. */
  fistBumpsNeeded: number;
  postsPerHour: number;
  commentsPerHour: number;
}

export type Member = Pick<User, 'id' | 'role' | 'joinedAt'>;
type Deps = { prisma: DbTx; config: Pick<Config, 'newAccounts'> };

/** Fist bumps the member's posts have received from other members (their own do not count). */
async function fistBumpsReceived(db: DbTx, memberId: string, enough: number): Promise<number> {
  const bumps = await db.fistBump.findMany({
    where: { post: { authorId: memberId }, userId: { not: memberId } },
    select: { postId: true },
    take: enough,
  });
  return bumps.length;
}

/**
 * The limits that apply to the member now, or null once they graduated (and for moderators and admins). Costs
 * no statement for an established member when `member` is their row; one or two for a new one.
 */
export async function newAccountLimitsOf(
  { prisma, config }: Deps,
  member: Member | string,
  now = new Date(),
): Promise<NewAccountLimits | null> {
  const { hours, fistBumps, postsPerHour, commentsPerHour } = config.newAccounts;
  const row =
    typeof member === 'string'
      ? await prisma.user.findUnique({ where: { id: member }, select: { id: true, role: true, joinedAt: true } })
      : member;
  if (row?.role !== 'member') return null;
  const until = new Date(row.joinedAt.getTime() + hours * HOUR_MS);
  if (until <= now) return null;
  const received = await fistBumpsReceived(prisma, row.id, fistBumps);
  if (received >= fistBumps) return null;
  return { until, fistBumpsNeeded: fistBumps - received, postsPerHour, commentsPerHour };
}

const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

/** How a member graduates, in the words every refusal ends with. */
export function howLimitsLift(config: Pick<Config, 'newAccounts'>): string {
  const { hours, fistBumps } = config.newAccounts;
  return `This limit lifts ${hours} ${hours === 1 ? 'hour' : 'hours'} after you joined, or once other dads have fist bumped your posts ${times(fistBumps)}.`;
}

/** Seconds until the oldest write of the last hour leaves the window, or the limits end if that is sooner. */
function retryAfter(oldest: Date | undefined, limits: NewAccountLimits, now: Date): number {
  const windowEnds = oldest ? oldest.getTime() + HOUR_MS : now.getTime() + HOUR_MS;
  return (Math.min(windowEnds, limits.until.getTime()) - now.getTime()) / 1000;
}

/**
 * At most `postsPerHour` posts, or `commentsPerHour` comments, in the last hour (429). Counted from the rows
 * themselves, so a deleted one no longer counts; two sent at the same instant may both pass, which a spammer
 * gains nothing from.
 */
async function requireHourlyAllowance(
  deps: Deps,
  limits: NewAccountLimits | null,
  authorId: string,
  kind: 'post' | 'comment',
  now: Date,
) {
  if (!limits) return;
  const allowed = kind === 'post' ? limits.postsPerHour : limits.commentsPerHour;
  const query = {
    where: { authorId, createdAt: { gt: new Date(now.getTime() - HOUR_MS) } },
    orderBy: { createdAt: 'asc' as const },
    select: { createdAt: true },
    take: allowed,
  };
  const recent = kind === 'post' ? await deps.prisma.post.findMany(query) : await deps.prisma.comment.findMany(query);
  if (recent.length < allowed) return;
  const message = `New members can ${kind} ${times(allowed)} an hour. ${howLimitsLift(deps.config)}`;
  throw rateLimited(message, retryAfter(recent[0]?.createdAt, limits, now));
}

export const requireNewAccountPostAllowance = (
  deps: Deps,
  limits: NewAccountLimits | null,
  authorId: string,
  now = new Date(),
) => requireHourlyAllowance(deps, limits, authorId, 'post', now);

/** Comments have their own allowance: where a spammer goes when posts are limited. */
export const requireNewAccountCommentAllowance = (
  deps: Deps,
  limits: NewAccountLimits | null,
  authorId: string,
  now = new Date(),
) => requireHourlyAllowance(deps, limits, authorId, 'comment', now);

// Top-level domains of the addresses spam carries. Two-letter ones that are also words ("in", "me", "us", "it")
// are left out, so "home.In the morning" is not a link.
const SPAM_TLDS =
  'com|net|org|info|biz|io|co|app|dev|xyz|top|site|online|shop|store|club|live|link|click|ly|gg|tv|ru|cn|uk|ca|au|nl';
const LINK = new RegExp(
  [
    String.raw`\bhttps?:\/\/`,
    String.raw`\bwww\.`,
    // A bare domain (example.com, shop.example.co.uk/path), not the end of an e-mail address.
    String.raw`(?<![\p{L}\p{N}@._-])(?:[\p{L}\p{N}-]+\.)+(?:${SPAM_TLDS})(?![\p{L}\p{N}-])`,
  ].join('|'),
  'iu',
);

export function containsLink(text: string): boolean {
  return LINK.test(text);
}

/** No links in what a new member writes in public (403). */
export function requireNoLinksFromNewAccount(
  config: Pick<Config, 'newAccounts'>,
  limits: NewAccountLimits | null,
  texts: readonly (string | null | undefined)[],
) {
  if (!limits || !texts.some((text) => text && containsLink(text))) return;
  throw forbidden(`New members cannot post links yet. ${howLimitsLift(config)}`);
}

/** Whether someone else in the conversation is not the sender's accepted connection. */
export async function conversationHasStrangers(db: DbTx, senderId: string, conversationId: string): Promise<boolean> {
  const sender = Prisma.sql`${senderId}::uuid`;
  const [row] = await db.$queryRaw<{ strangers: boolean }[]>(Prisma.sql`
    SELECT EXISTS (SELECT 1 FROM "ConversationParticipant" p
      WHERE p."conversationId" = ${conversationId}::uuid AND p."userId" <> ${sender}
        AND NOT EXISTS (SELECT 1 FROM "Connection" c WHERE c.status = 'accepted' AND (
          (c."requesterId" = ${sender} AND c."receiverId" = p."userId") OR (c."receiverId" = ${sender} AND c."requesterId" = p."userId")))
    ) AS strangers`);
  return row?.strangers ?? false;
}

/**
 * A new member writes only to conversations whose other participants are all their accepted connections (403):
 * someone else may have added a stranger to a group chat they are in.
 */
export const newAccountConnectionsOnly = (config: Pick<Config, 'newAccounts'>) =>
  forbidden(`New members can message only the dads they are connected with. ${howLimitsLift(config)}`);

type Texts = readonly (string | readonly string[] | null | undefined)[];
const flat = (texts: Texts) => texts.flat().filter((text): text is string => Boolean(text));

/** A member given by id, or by the row the limits need (what the signed-in viewer has: no statement to read it). */
export const memberIdOf = (member: Pick<Member, 'id'> | string) => (typeof member === 'string' ? member : member.id);

/**
 * A new member's post: no links in its text, hashtags or poll, and within the hourly allowance. With the author's
 * row (the signed-in viewer has it) an established member costs no statement.
 */
export async function requireNewAccountMayPost(deps: Deps, author: Member | string, texts: Texts): Promise<void> {
  const limits = await newAccountLimitsOf(deps, author);
  requireNoLinksFromNewAccount(deps.config, limits, flat(texts));
  await requireNewAccountPostAllowance(deps, limits, memberIdOf(author));
}

/** A new member's comment: no links, and within the hourly allowance (the author as for a post). */
export async function requireNewAccountMayComment(deps: Deps, author: Member | string, texts: Texts): Promise<void> {
  const limits = await newAccountLimitsOf(deps, author);
  requireNoLinksFromNewAccount(deps.config, limits, flat(texts));
  await requireNewAccountCommentAllowance(deps, limits, memberIdOf(author));
}

/** Public text without a post's allowance (an edit, an Ask a Dad question or answer): no links while new. */
export async function requireNewAccountNoLinks(deps: Deps, authorId: string, texts: Texts): Promise<void> {
  const written = flat(texts);
  // Text without a link passes whoever wrote it: no need to ask.
  if (!written.some(containsLink)) return;
  requireNoLinksFromNewAccount(deps.config, await newAccountLimitsOf(deps, authorId), written);
}
