import { describe, expect, it } from 'vitest';
import { CHECK_IDENTITY, accountHelpInput, accountHelpText } from './account-help';
import { GIVE_A_REASON, REASON_MAX, REASON_TOO_LONG } from './moderation-input';

describe('account help’s dialogs', () => {
  it('name the member and what happens', () => {
    expect(accountHelpText('send_password_reset', 'dad_sam').description).toContain('dad_sam gets a link');
    expect(accountHelpText('turn_off_two_factor', 'dad_sam').confirm).toBe('Turn off two-factor');
    expect(accountHelpText('end_sessions', 'dad_sam').done).toBe('Signed out everywhere');
  });

  it('need a reason within the audit log’s limit', () => {
    expect(accountHelpInput('end_sessions', { reason: '  ', identityChecked: false })).toEqual({
      problem: GIVE_A_REASON,
      field: 'reason',
    });
    expect(accountHelpInput('end_sessions', { reason: 'x'.repeat(REASON_MAX + 1), identityChecked: false })).toEqual({
      problem: REASON_TOO_LONG,
      field: 'reason',
    });
    expect(accountHelpInput('send_password_reset', { reason: ' Locked out ', identityChecked: false })).toEqual({
      reason: 'Locked out',
    });
  });

  it('turn two-factor off only once the admin says they checked who asks', () => {
    expect(accountHelpInput('turn_off_two_factor', { reason: 'Lost phone', identityChecked: false })).toEqual({
      problem: CHECK_IDENTITY,
      field: 'identityChecked',
    });
    expect(accountHelpInput('turn_off_two_factor', { reason: 'Lost phone', identityChecked: true })).toEqual({
      reason: 'Lost phone',
    });
  });
});
