import { describe, expect, it } from 'vitest';
import { ADULT_IMAGE_POLICY, adultImageMessage, judgeImage, type ModerationScores } from './moderation.js';

const scores = (s: Partial<ModerationScores>): ModerationScores => ({
  Drawing: 0,
  Hentai: 0,
  Neutral: 0,
  Porn: 0,
  Sexy: 0,
  ...s,
});

describe('the adult-image policy', () => {
  it('refuses explicit content when Porn + Hentai reaches 0.6, drawn or photographed', () => {
    expect(ADULT_IMAGE_POLICY).toEqual({ explicit: 0.6, suggestive: 0.85 });
    expect(judgeImage(scores({ Porn: 0.6, Neutral: 0.4 }))).toEqual({ allowed: false, reason: 'explicit' });
    expect(judgeImage(scores({ Porn: 0.35, Hentai: 0.3, Neutral: 0.35 }))).toEqual({
      allowed: false,
      reason: 'explicit',
    });
    expect(judgeImage(scores({ Porn: 0.3, Hentai: 0.29, Neutral: 0.41 }))).toEqual({ allowed: true });
  });

  it('refuses suggestive content only when Sexy alone reaches 0.85', () => {
    expect(judgeImage(scores({ Sexy: 0.84, Neutral: 0.16 }))).toEqual({ allowed: true });
    expect(judgeImage(scores({ Sexy: 0.85, Neutral: 0.15 }))).toEqual({ allowed: false, reason: 'suggestive' });
  });

  it('says why in words the web app shows in its image-blocked modal (opened on the IMAGE_BLOCKED code)', () => {
    expect(adultImageMessage('Dadhood')).toBe(
      'This image appears to contain adult content and cannot be posted. Dadhood is a family-friendly community.',
    );
  });
});
