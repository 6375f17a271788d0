/**
 * Recalculating a member's Dad Score from what they have done, on request (POST /api/users/dad-score/calculate,
 * GraphQL calculateDadScore; commands keep it current by themselves: ./refresh.ts).
 * The stored score is always the formula's answer, so recalculating twice changes nothing, and a referral's
 * +100 given when a referred member finished onboarding survives because rewarded referrals are an input.
 */
import type { DbTx } from '../../db/prisma.js';
import { countMemberActivity } from './activity.js';
import { dadScoreFrom, type DadScoreCounts } from './formula.js';

export interface CalculatedDadScore {
  dadScore: number;
  counts: DadScoreCounts;
}

export async function calculateDadScore(db: DbTx, userId: string): Promise<CalculatedDadScore> {
  const counts = await countMemberActivity(db, userId);
  const dadScore = dadScoreFrom(counts);
  // Written only when it changed: commands keep it current (./refresh.ts), so most requests change nothing.
  await db.user.updateMany({ where: { id: userId, dadScore: { not: dadScore } }, data: { dadScore } });
  return { dadScore, counts };
}
