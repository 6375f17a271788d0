/** Facts the legal pages state: keep them in one place so the pages cannot disagree. */
export const EFFECTIVE_DATE = '6/15/25';
export const MINIMUM_AGE = 18;
export const REFERRAL_BONUS = 100;
/** Bonuses one member can receive a day (api/src/domain/referrals/reward.ts, REFERRAL_BONUSES_PER_DAY). */
export const REFERRAL_BONUSES_PER_DAY = 5;
export const CONTACT_EMAIL = 'support@dadhood.app';
