import { describe, expect, it } from 'vitest';
import {
  CHOOSE_A_REASON,
  DETAILS_TOO_LONG,
  detailsCounter,
  REPORT_REASONS,
  reportInput,
  reportTitle,
} from './report-form';

describe('the report form', () => {
  it("lists the server's reasons in its words, in its order", () => {
    expect(REPORT_REASONS.map((reason) => reason.label)).toEqual([
      'Spam',
      'Harassment or bullying',
      'Adult or violent content',
      'Hate',
      'Impersonation',
      'Something else',
    ]);
    expect(REPORT_REASONS.map((reason) => reason.value)).toEqual([
      'spam',
      'harassment',
      'adult_violent',
      'hate',
      'impersonation',
      'other',
    ]);
  });

  it('names what is reported in its title', () => {
    expect(reportTitle('post')).toBe('Report this post');
    expect(reportTitle('member')).toBe('Report this member');
    expect(reportTitle('channel')).toBe('Report this channel');
  });

  it('requires a reason', () => {
    expect(reportInput('post', 'UG9zdDox', { reason: null, details: 'Selling knock-off grills' })).toEqual({
      problem: CHOOSE_A_REASON,
    });
  });

  it('sends the target, the reason and the details, trimmed', () => {
    expect(
      reportInput('comment', 'Q29tbWVudDox', { reason: 'harassment', details: '  Keeps mocking my kid \n' }),
    ).toEqual({
      targetType: 'comment',
      targetId: 'Q29tbWVudDox',
      reason: 'harassment',
      details: 'Keeps mocking my kid',
    });
  });

  it('leaves blank details out', () => {
    expect(reportInput('member', 'VXNlcjox', { reason: 'impersonation', details: '   ' })).toEqual({
      targetType: 'member',
      targetId: 'VXNlcjox',
      reason: 'impersonation',
    });
  });

  it('keeps details to 1,000 characters, as the server does', () => {
    expect(reportInput('post', 'UG9zdDox', { reason: 'other', details: 'x'.repeat(1000) })).toMatchObject({
      details: 'x'.repeat(1000),
    });
    expect(reportInput('post', 'UG9zdDox', { reason: 'other', details: 'x'.repeat(1001) })).toEqual({
      problem: DETAILS_TOO_LONG,
    });
    expect(detailsCounter('x'.repeat(12))).toBe('12/1000');
  });
});
