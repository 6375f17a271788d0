/**
 * Account help's dialogs (docs/moderation.md#account-help): what each action says before and after, and its checks,
 * the server's own (a reason for the audit log; for turning the second factor off, the admin's word that they
 * checked who is asking), so an admin hears about a mistake before sending.
 */
import type { AccountHelpAction } from './moderation-labels';
import { GIVE_A_REASON, REASON_MAX, REASON_TOO_LONG } from './moderation-input';

export const CHECK_IDENTITY = "Check the member's identity first, and tick the box to say you did.";

export interface AccountHelpText {
  title: string;
  description: string;
  confirm: string;
  done: string;
}

export function accountHelpText(action: AccountHelpAction, username: string): AccountHelpText {
  switch (action) {
    case 'send_password_reset':
      return {
        title: 'Send a password reset link',
        description: `${username} gets a link to choose a new password, at the address of their account. It works for one hour. You never see it.`,
        confirm: 'Send link',
        done: 'Password reset link sent',
      };
    case 'turn_off_two_factor':
      return {
        title: 'Turn off two-factor authentication',
        description: `Only when ${username} lost their phone and their recovery codes, and you made sure it is really them asking. Signing in then takes their password alone; they are signed out everywhere and told by e-mail.`,
        confirm: 'Turn off two-factor',
        done: 'Two-factor authentication turned off',
      };
    case 'end_sessions':
      return {
        title: 'Sign out everywhere',
        description: `Every browser signed in to ${username}'s account is signed out at once. Their access tokens keep working.`,
        confirm: 'Sign out everywhere',
        done: 'Signed out everywhere',
      };
  }
}

export interface AccountHelpDraft {
  reason: string;
  identityChecked: boolean;
}

/** The reason to send, or the first thing missing (with the field it is about). */
export function accountHelpInput(
  action: AccountHelpAction,
  draft: AccountHelpDraft,
): { reason: string } | { problem: string; field: 'reason' | 'identityChecked' } {
  const reason = draft.reason.trim();
  if (!reason) return { problem: GIVE_A_REASON, field: 'reason' };
  if (reason.length > REASON_MAX) return { problem: REASON_TOO_LONG, field: 'reason' };
  if (action === 'turn_off_two_factor' && !draft.identityChecked)
    return { problem: CHECK_IDENTITY, field: 'identityChecked' };
  return { reason };
}
