import { describe, expect, it } from 'vitest';
import {
  actionText,
  CHOOSE_DAYS,
  GIVE_A_REASON,
  MESSAGE_TOO_LONG,
  moderateInput,
  REASON_TOO_LONG,
  reasonInput,
  WRITE_THE_WARNING,
} from './moderation-input';

const draft = (overrides: Partial<{ reason: string; message: string; days: string; permanent: boolean }> = {}) => ({
  reason: 'Spam links',
  message: '',
  days: '',
  permanent: false,
  ...overrides,
});

describe('the moderation action dialog', () => {
  it('needs a reason for the audit log, at most 500 characters, trimmed', () => {
    expect(moderateInput('hide', 'post', 'p1', draft({ reason: '   ' }))).toEqual({
      problem: GIVE_A_REASON,
      field: 'reason',
    });
    expect(moderateInput('hide', 'post', 'p1', draft({ reason: 'x'.repeat(501) }))).toEqual({
      problem: REASON_TOO_LONG,
      field: 'reason',
    });
    expect(moderateInput('dismiss', 'post', 'p1', draft({ reason: '  A joke  ' }))).toEqual({
      action: 'dismiss',
      targetType: 'post',
      targetId: 'p1',
      reason: 'A joke',
    });
  });

  it('needs the warning the member reads', () => {
    expect(moderateInput('warn', 'member', 'u1', draft())).toEqual({ problem: WRITE_THE_WARNING, field: 'message' });
    expect(moderateInput('warn', 'member', 'u1', draft({ message: 'x'.repeat(1001) }))).toEqual({
      problem: MESSAGE_TOO_LONG,
      field: 'message',
    });
    expect(moderateInput('warn', 'post', 'p1', draft({ message: ' Keep it civil. ' }))).toMatchObject({
      action: 'warn',
      message: 'Keep it civil.',
    });
  });

  it('sends a note with a hidden post, but none with a dismissal', () => {
    expect(moderateInput('hide', 'post', 'p1', draft({ message: 'Links to a scam' }))).toMatchObject({
      message: 'Links to a scam',
    });
    expect(moderateInput('dismiss', 'post', 'p1', draft({ message: 'Ignored' }))).not.toHaveProperty('message');
  });

  it('suspends for 1 to 365 whole days, or permanently', () => {
    for (const days of ['', '0', '366', '2.5', 'abc']) {
      expect(moderateInput('suspend', 'member', 'u1', draft({ days })), days).toEqual({
        problem: CHOOSE_DAYS,
        field: 'days',
      });
    }
    expect(moderateInput('suspend', 'member', 'u1', draft({ days: ' 7 ' }))).toMatchObject({
      action: 'suspend',
      days: 7,
    });
    expect(moderateInput('suspend', 'member', 'u1', draft({ days: '', permanent: true }))).toMatchObject({
      permanent: true,
    });
    expect(moderateInput('suspend', 'member', 'u1', draft({ days: '9', permanent: true }))).not.toHaveProperty('days');
  });

  it('names the action on its confirm button', () => {
    expect(actionText('hide', 'post').confirm).toBe('Hide post');
    expect(actionText('delete', 'comment').confirm).toBe('Delete comment');
    expect(actionText('dismiss', 'message').confirm).toBe('Dismiss reports');
    expect(actionText('warn', 'post').confirm).toBe('Send warning');
    expect(actionText('suspend', 'member').confirm).toBe('Suspend member');
    expect(actionText('lift_suspension', 'member').confirm).toBe('Lift suspension');
  });
});

describe('the retry dialog of a failed job', () => {
  it('needs a reason for the audit log, at most 500 characters, trimmed', () => {
    expect(reasonInput('  ')).toEqual({ problem: GIVE_A_REASON, field: 'reason' });
    expect(reasonInput('x'.repeat(501))).toEqual({ problem: REASON_TOO_LONG, field: 'reason' });
    expect(reasonInput(' The mail server is back ')).toEqual({ reason: 'The mail server is back' });
  });
});
