import { describe, expect, it } from 'vitest';
import { PRIVACY_ROWS, privacyDraft } from './privacy-draft';

describe('the Privacy Settings rows', () => {
  it('are the five in their order, then kids info', () => {
    expect(PRIVACY_ROWS.map((row) => row.label)).toEqual([
      'Email Address',
      'Location',
      'Dad Bod Type',
      'Hairline',
      'Family Structure',
      'Kids Info',
    ]);
  });

  it('start from the settings, a missing level being everyone', () => {
    const draft = privacyDraft({
      showEmail: true,
      emailVisibility: 'connections',
      showLocation: false,
      locationVisibility: null,
    });
    expect(draft).toMatchObject({
      showEmail: true,
      emailVisibility: 'connections',
      showLocation: false,
      locationVisibility: 'everyone',
    });
    expect(draft.showKidsInfo).toBe(false);
    expect(draft.kidsInfoVisibility).toBe('everyone');
  });
});
