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
};

/** Types the page has no icon of their own for (a panic alert, 'other', one added later) read as 'other'. */
export function notificationKind(type: string): NotificationKind {
  return KINDS[type] ?? 'other';
}

export interface NotificationTargetRef {
  targetType?: string | null;
  targetId?: string | null;
  /** The member who caused it: a panic alert leads to them. */
  actorId?: string | null;
}

/** Requests wait on the networking screen's Requests tab. */
export const REQUESTS_TAB_PATH = '/networking?tab=requests';

/**
 * The page a notification is about, or null when there is none to open (a comment's own id names no page; a
 * notification without a target). A panic alert opens the profile of the dad who raised it.
 */
export function notificationPath({ targetType, targetId, actorId }: NotificationTargetRef): string | null {
  const id = targetId ? encodeURIComponent(targetId) : null;
  switch (targetType) {
    case 'connection':
      return REQUESTS_TAB_PATH;
    case 'post':
      return id && `/posts/${id}`;
    case 'user':
      return id && `/profile/${id}`;
    case 'conversation':
      return id && `/inbox?c=${id}`;
    case 'group':
      return id && `/groups/${id}`;
    case 'event':
      return id && `/events/${id}`;
    case 'channel':
      return id && `/channels/${id}`;
    case 'question':
      // The question's detail (ask-a-dad.ts' questionPath; not imported, so the shell's chunk stays whole).
      return id ? `/ask-a-dad?question=${id}` : '/ask-a-dad';
    case 'panic_alert':
      return actorId ? `/profile/${encodeURIComponent(actorId)}` : null;
    default:
      return null;
  }
}
