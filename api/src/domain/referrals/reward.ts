/**
 * The referral reward: when someone joins with a member's link, that member gets +100 Dad Score and a
 * notification, once per new member (registration happens once, inside its transaction).
 */
import type { DbTx } from '../../db/prisma.js';
import { createNotifications } from '../notifications/notifications.js';

export const REFERRAL_BONUS = 100;

/** Referral codes are shown upper-case; people type them any way. */
export function normalizeReferralCode(code: string): string {
  return code.trim().toUpperCase();
}

export function findReferrer(db: DbTx, code: string) {
  return db.user.findUnique({ where: { referralCode: normalizeReferralCode(code) }, select: { id: true } });
}

/** Returns the members to announce notifications to once the transaction commits. */
export async function rewardReferrer(
  db: DbTx,
  referrerId: string,
  newMember: { id: string; username: string },
  productName: string,
): Promise<string[]> {
  await db.user.update({ where: { id: referrerId }, data: { dadScore: { increment: REFERRAL_BONUS } } });
  return createNotifications(db, [
    {
      userId: referrerId,
      actorId: newMember.id,
      type: 'referral',
      title: 'A new dad joined with your link',
      message: `@${newMember.username} joined ${productName} with your referral link: +${REFERRAL_BONUS} Dad Score!`,
      target: { type: 'user', id: newMember.id },
    },
  ]);
}
