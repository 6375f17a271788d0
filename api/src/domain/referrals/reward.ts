/**
 * The referral reward: when a member who joined with someone's link finishes onboarding, that referrer gets
 * +100 Dad Score and a notification, once per referred member (`User.referralRewardedAt`), and at most
 * REFERRAL_BONUSES_PER_DAY times in any 24 hours. Registration alone rewards nothing: accounts are cheap to
 * create, a finished profile less so (docs/security.md, Throttling).
 */
import type { DbTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import type { MemberUnreadCount } from '../../events/unread-counts.js';
import { createNotifications } from '../notifications/notifications.js';
import type { Notifier } from '../notifications/notifications.js';

export const REFERRAL_BONUS = 100;
export const REFERRAL_BONUSES_PER_DAY = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Referral codes are shown upper-case; people type them any way. */
export function normalizeReferralCode(code: string): string {
  return code.trim().toUpperCase();
}

export function findReferrer(db: DbTx, code: string) {
  return db.user.findUnique({ where: { referralCode: normalizeReferralCode(code) }, select: { id: true } });
}

/**
 * Rewards the referrer of `member`, who has just finished onboarding, if nothing was given for them yet and the
 * referrer is under the day's cap (beyond it the member stays referred, without a bonus). Runs inside the
 * onboarding transaction; returns the unread counts to announce once it commits.
 */
export async function rewardReferrer(
  tx: DbTx,
  member: { id: string; username: string; referredById: string | null },
  notifier: Notifier,
  now = new Date(),
): Promise<MemberUnreadCount[]> {
  const referrerId = member.referredById;
  if (!referrerId) return [];
  // Locks the referrer's row: of two referred members finishing at once, the second waits and sees the first.
  const [referrer] = await tx.$queryRaw<{ id: string }[]>(
    Prisma.sql`SELECT id FROM "User" WHERE id = ${referrerId}::uuid FOR UPDATE`,
  );
  if (!referrer) return [];
  const today = await tx.user.count({
    where: { referredById: referrerId, referralRewardedAt: { gt: new Date(now.getTime() - DAY_MS) } },
  });
  if (today >= REFERRAL_BONUSES_PER_DAY) return [];
  const claimed = await tx.user.updateMany({
    where: { id: member.id, referredById: referrerId, referralRewardedAt: null },
    data: { referralRewardedAt: now },
  });
  if (claimed.count === 0) return [];
  await tx.user.update({ where: { id: referrerId }, data: { dadScore: { increment: REFERRAL_BONUS } } });
  return createNotifications(
    tx,
    [
      {
        userId: referrerId,
        actorId: member.id,
        type: 'referral',
        title: 'A new dad joined with your link',
        message: `@${member.username} joined ${notifier.config.productName} with your referral link: +${REFERRAL_BONUS} Dad Score!`,
        target: { type: 'user', id: member.id },
      },
    ],
    notifier,
  );
}
