/**
 * The action dialog's wording and checks (docs/moderation.md): each action needs a reason for the audit log; a
 * warning needs the text the member reads; a suspension a number of days (1 to 365) or Permanent. The same
 * limits as the server's, so a moderator hears about a mistake before sending.
 */
import type { ModerationAction, TargetType } from './moderation-labels';

export const REASON_MAX = 500;
export const MESSAGE_MAX = 1000;
export const SUSPENSION_DAYS_MAX = 365;

export const GIVE_A_REASON = 'Give a reason: it goes into the audit log.';
export const REASON_TOO_LONG = `The reason can be at most ${REASON_MAX} characters.`;
export const WRITE_THE_WARNING = 'Write the warning the member will read.';
export const MESSAGE_TOO_LONG = `The message can be at most ${MESSAGE_MAX} characters.`;
export const CHOOSE_DAYS = `Suspend for 1 to ${SUSPENSION_DAYS_MAX} days, or permanently.`;

export interface ActionText {
  /** The dialog's title. */
  title: string;
  /** What happens, under the title. */
  description: string;
  /** The button that does it: names the action. */
  confirm: string;
  /** The toast once done. */
  done: string;
}

const noun = (type: TargetType) => (type === 'member' ? 'member' : type);

export function actionText(action: ModerationAction, type: TargetType): ActionText {
  const thing = noun(type);
  switch (action) {
    case 'dismiss':
      return {
        title: 'Dismiss the reports',
        description: `The reports are closed: the ${thing} stays as it is. Content hidden pending review is shown again. The reporters are told.`,
        confirm: 'Dismiss reports',
        done: 'Reports dismissed',
      };
    case 'hide':
      return {
        title: `Hide this ${thing}`,
        description:
          'Only its author will see it, marked as hidden by moderators. The author and the reporters are told.',
        confirm: `Hide ${thing}`,
        done: `${capital(thing)} hidden`,
      };
    case 'unhide':
      return {
        title: `Unhide this ${thing}`,
        description: 'Everyone who could see it sees it again.',
        confirm: `Unhide ${thing}`,
        done: `${capital(thing)} shown again`,
      };
    case 'delete':
      return {
        title: `Delete this ${thing}`,
        description: 'It is deleted for good, with what hangs on it. The author and the reporters are told.',
        confirm: `Delete ${thing}`,
        done: `${capital(thing)} deleted`,
      };
    case 'warn':
      return {
        title: 'Warn the member',
        description: 'The member gets your message as a notification. The reporters are told.',
        confirm: 'Send warning',
        done: 'Warning sent',
      };
    case 'suspend':
      return {
        title: 'Suspend the member',
        description:
          'They are signed out everywhere, cannot sign in, and their content is hidden until the suspension ends.',
        confirm: 'Suspend member',
        done: 'Member suspended',
      };
    case 'lift_suspension':
      return {
        title: 'Lift the suspension',
        description: 'The member can sign in again, and their content is shown again.',
        confirm: 'Lift suspension',
        done: 'Suspension lifted',
      };
    case 'promote_moderator':
      return {
        title: 'Make moderator',
        description: 'They will work the moderation queue.',
        confirm: 'Make moderator',
        done: 'Moderator added',
      };
    case 'demote_moderator':
      return {
        title: 'Remove moderator',
        description: 'They go back to being a member.',
        confirm: 'Remove moderator',
        done: 'Moderator removed',
      };
  }
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface ActionDraft {
  reason: string;
  message: string;
  /** The number typed, as text ('' for none). */
  days: string;
  permanent: boolean;
}

export interface ModerateInput {
  action: ModerationAction;
  targetType: TargetType;
  targetId: string;
  reason: string;
  message?: string;
  days?: number;
  permanent?: boolean;
}

/** The reason to send, trimmed, or what is wrong with it (a failed job's retry asks for nothing else). */
export function reasonInput(raw: string): { reason: string } | { problem: string; field: 'reason' } {
  const reason = raw.trim();
  if (!reason) return { problem: GIVE_A_REASON, field: 'reason' };
  if (reason.length > REASON_MAX) return { problem: REASON_TOO_LONG, field: 'reason' };
  return { reason };
}

/** The mutation's input, or the first thing missing (with the field it is about). */
export function moderateInput(
  action: ModerationAction,
  targetType: TargetType,
  targetId: string,
  draft: ActionDraft,
): ModerateInput | { problem: string; field: 'reason' | 'message' | 'days' } {
  const reason = draft.reason.trim();
  if (!reason) return { problem: GIVE_A_REASON, field: 'reason' };
  if (reason.length > REASON_MAX) return { problem: REASON_TOO_LONG, field: 'reason' };
  const message = draft.message.trim();
  if (action === 'warn' && !message) return { problem: WRITE_THE_WARNING, field: 'message' };
  if (message.length > MESSAGE_MAX) return { problem: MESSAGE_TOO_LONG, field: 'message' };
  const input: ModerateInput = {
    action,
    targetType,
    targetId,
    reason,
    ...(message && takesMessage(action) ? { message } : {}),
  };
  if (action !== 'suspend') return input;
  if (draft.permanent) return { ...input, permanent: true };
  const days = Number(draft.days.trim());
  if (!draft.days.trim() || !Number.isInteger(days) || days < 1 || days > SUSPENSION_DAYS_MAX)
    return { problem: CHOOSE_DAYS, field: 'days' };
  return { ...input, days };
}

/** The actions whose dialog asks for a message to the member (required for a warning). */
export const takesMessage = (action: ModerationAction) => action === 'warn' || action === 'hide' || action === 'delete';
