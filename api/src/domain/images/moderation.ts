/**
 * Adult-image moderation: what a classifier reports and the policy that turns its scores into a refusal.
 * The policy and its thresholds are explained (with measured scores) in docs/images.md.
 */

/** The classes of the nsfwjs model, each with a probability; the five sum to about 1. */
export interface ModerationScores {
  Drawing: number;
  Hentai: number;
  Neutral: number;
  Porn: number;
  Sexy: number;
}

/** Scores an image. The real one is nsfwjs (./nsfw-classifier.ts); tests use it too. */
export interface ModerationClassifier {
  /** Resolves once the model is loaded (starting the load if it has not started). */
  ready(): Promise<void>;
  /** Scores an encoded image (JPEG, PNG, WebP or GIF bytes, any size: the classifier scales it). */
  classify(image: Buffer): Promise<ModerationScores>;
}

export interface ModerationPolicy {
  /** Refuse when Porn + Hentai reaches this: explicit content, photographed or drawn. */
  explicit: number;
  /** Refuse when Sexy alone reaches this: suggestive but not explicit, so only when the model is very sure. */
  suggestive: number;
}

export const ADULT_IMAGE_POLICY: ModerationPolicy = { explicit: 0.6, suggestive: 0.85 };

export type ModerationVerdict = { allowed: true } | { allowed: false; reason: 'explicit' | 'suggestive' };

export function judgeImage(scores: ModerationScores, policy: ModerationPolicy = ADULT_IMAGE_POLICY): ModerationVerdict {
  if (scores.Porn + scores.Hentai >= policy.explicit) return { allowed: false, reason: 'explicit' };
  if (scores.Sexy >= policy.suggestive) return { allowed: false, reason: 'suggestive' };
  return { allowed: true };
}

/** The IMAGE_BLOCKED refusal's text, which the web app shows in its 'Image Cannot Be Posted' modal. */
export function adultImageMessage(productName: string): string {
  return `This image appears to contain adult content and cannot be posted. ${productName} is a family-friendly community.`;
}
