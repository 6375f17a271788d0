/**
 * Where a notification leads, as an address of the web app: its list and dropdown open it, its mail links to it,
 * and its push opens it. No imports, so the web app's bundle takes this very file.
 */

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
      // The question's detail (the web app's questionPath, which this file cannot import).
      return id ? `/ask-a-dad?question=${id}` : '/ask-a-dad';
    case 'panic_alert':
      return actorId ? `/profile/${encodeURIComponent(actorId)}` : null;
    default:
      return null;
  }
}
