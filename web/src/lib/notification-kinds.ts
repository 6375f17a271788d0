/**
 * What a notification on /notifications looks like and where it leads. The server's
 * types fold into the seven kinds the page has an icon for; its target (type and raw id) becomes an address.
 */

export type NotificationKind = 'fistBump' | 'comment' | 'connection' | 'group' | 'event' | 'message' | 'other';

const KINDS: Record<string, NotificationKind> = {
  // The server's public type name for a fist bump.
  like: 'fistBump',
  comment: 'comment',
  answer: 'comment',
  connection_request: 'connection',
  connection_accepted: 'connection',
  referral: 'connection',
  group: 'group',
  group_invitation: 'group',
  event: 'event',
  event_invitation: 'event',
  message: 'message',
  // A mention is someone writing to the member, as a comment is.
  mention: 'comment',
};

/** Types the page has no icon of their own for (a panic alert, 'other', one added later) read as 'other'. */
export function notificationKind(type: string): NotificationKind {
  return KINDS[type] ?? 'other';
}

// Where a notification leads is the server's rule too (its mail and pushes link there): one file serves both.
export {
  type NotificationTargetRef,
  notificationPath,
  REQUESTS_TAB_PATH,
} from '../../../api/src/domain/notifications/paths.ts';
