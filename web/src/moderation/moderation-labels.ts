/**
 * How the /moderation screen words what it shows (docs/moderation.md): kinds of target, reasons (the
 * report form's words), actions in the audit log, who acted, suspensions, a failed job's attempts, and where a
 * target lives in the app.
 */
import { questionPath } from '../lib/ask-a-dad';
import { formatDate } from '../lib/dates';
import { REPORT_REASONS } from '../reports/report-form';

export type TargetType =
  | 'post'
  | 'comment'
  | 'message'
  | 'member'
  | 'group'
  | 'event'
  | 'channel'
  | 'question'
  | 'answer';
export type ModerationAction =
  | 'dismiss'
  | 'hide'
  | 'unhide'
  | 'delete'
  | 'warn'
  | 'suspend'
  | 'lift_suspension'
  | 'promote_moderator'
  | 'demote_moderator';
/** What an admin does for a member who cannot get into their account (Account help): in the audit log too. */
export type AccountHelpAction = 'send_password_reset' | 'turn_off_two_factor' | 'end_sessions';
/** What the admin command line writes to the audit log. */
type CommandLineAction = 'create_admin' | 'reset_password';
/** What an admin does on the Jobs tab: in the audit log too. */
type JobAction = 'retry_job' | 'run_job';

const TARGETS: Record<TargetType, string> = {
  post: 'Post',
  comment: 'Comment',
  message: 'Message',
  member: 'Member',
  group: 'Group',
  event: 'Event',
  channel: 'Channel',
  question: 'Question',
  answer: 'Answer',
};

/** 'Post', 'Member'... ('Something' for a kind this build does not know). */
export const targetLabel = (type: string | null | undefined): string => TARGETS[type as TargetType] ?? 'Something';

/** 'Spam', 'Harassment or bullying'..., as the report form words them. */
export function reasonLabel(reason: string): string {
  return REPORT_REASONS.find((r) => r.value === reason)?.label ?? reason;
}

const DONE: Record<ModerationAction | AccountHelpAction | CommandLineAction | JobAction, string> = {
  dismiss: 'Dismissed the reports',
  hide: 'Hid',
  unhide: 'Unhid',
  delete: 'Deleted',
  warn: 'Warned',
  suspend: 'Suspended',
  lift_suspension: 'Lifted the suspension',
  promote_moderator: 'Made moderator',
  demote_moderator: 'Removed as moderator',
  send_password_reset: 'Sent a password reset link',
  turn_off_two_factor: 'Turned off two-factor authentication',
  end_sessions: 'Signed out everywhere',
  create_admin: 'Made admin',
  reset_password: 'Set a new password',
  retry_job: 'Retried a failed job',
  run_job: 'Ran a job now',
};

/** What an audit log entry did, in the past tense. */
export const actionDoneLabel = (action: string): string => DONE[action as ModerationAction] ?? action;

/** '1 attempt', '3 attempts' (a failed job's, on the Jobs tab). */
export const attemptsLabel = (count: number) => `${count} ${count === 1 ? 'attempt' : 'attempts'}`;

/** '1 session ended', '3 sessions ended' (account help's entries). */
export const sessionsEndedLabel = (count: number) => `${count} ${count === 1 ? 'session' : 'sessions'} ended`;

/** Who took an action: the moderator, the reports themselves (hidden at the threshold), or the command line. */
export function actorLabel(entry: {
  automatic: boolean;
  commandLine?: boolean;
  moderatorUsername?: string | null;
}): string {
  if (entry.automatic) return 'Automatic (reports)';
  if (entry.commandLine) return 'Command line';
  return entry.moderatorUsername ?? 'Deleted member';
}

/** 'Suspended until Jun 8, 2025', 'Suspended permanently'; null when not suspended. */
export function suspensionLabel(standing: { suspended: boolean; suspendedUntil?: string | null }): string | null {
  if (!standing.suspended) return null;
  return standing.suspendedUntil
    ? `Suspended until ${formatDate(new Date(standing.suspendedUntil), 'date')}`
    : 'Suspended permanently';
}

/**
 * Where the target is in the app, for a link: a comment by its post and an answer by its question (`parentId`);
 * null for a message (in a conversation only its members open).
 */
export function targetPath(type: string, id: string, parentId?: string | null): string | null {
  switch (type) {
    case 'post':
      return `/posts/${id}`;
    case 'comment':
      return parentId ? `/posts/${parentId}` : null;
    case 'question':
      return questionPath(id);
    case 'answer':
      return parentId ? questionPath(parentId) : null;
    case 'member':
      return `/profile/${id}`;
    case 'group':
      return `/groups/${id}`;
    case 'event':
      return `/events/${id}`;
    case 'channel':
      return `/channels/${id}`;
    default:
      return null;
  }
}

/** 'Reported by 1 member', 'Reported by 3 members'. */
export const reportCountLabel = (count: number) => `Reported by ${count} ${count === 1 ? 'member' : 'members'}`;

/** The hidden state of content now, in words; null when it is shown. */
export function hiddenLabel(hidden: string | null | undefined): string | null {
  if (hidden === 'moderators') return 'Hidden by moderators';
  if (hidden === 'pending_review') return 'Hidden until reviewed';
  return null;
}
