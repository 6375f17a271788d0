/**
 * The Dad Score formula (docs/dad-score.md explains the weights): what a member did, counted, times what each
 * thing is worth, plus the referral bonus for every member who joined with their link.
 */
import { REFERRAL_BONUS } from '../referrals/reward.js';

/** What the score counts, for one member. */
export interface DadScoreCounts {
  posts: number;
  comments: number;
  /** Fist bumps other members gave the member's posts (their own do not count). */
  fistBumpsReceived: number;
  /** Accepted connections only. */
  connections: number;
  /** Group and team memberships, their own groups included. */
  groups: number;
  /** Events the member is attending or has attended. */
  eventsAttended: number;
  /** Members who joined with the member's referral link and brought the bonus (domain/referrals/reward.ts). */
  referrals: number;
}

export const DAD_SCORE_WEIGHTS = {
  posts: 10,
  comments: 3,
  fistBumpsReceived: 2,
  connections: 5,
  groups: 5,
  eventsAttended: 15,
  // The same +100 the referral reward adds (domain/referrals/reward.ts): a recalculation keeps it.
  referrals: REFERRAL_BONUS,
} as const satisfies Record<keyof DadScoreCounts, number>;

export function dadScoreFrom(counts: DadScoreCounts): number {
  return (Object.keys(DAD_SCORE_WEIGHTS) as (keyof DadScoreCounts)[]).reduce(
    (score, input) => score + DAD_SCORE_WEIGHTS[input] * counts[input],
    0,
  );
}
