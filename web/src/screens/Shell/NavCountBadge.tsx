import { CountBadge } from '../../components/Badge';
import { MESSAGES_PATH, NETWORK_PATH } from './nav-links';

/** The counts the section links carry: connection requests on Network, unread messages on Messages. */
export interface NavCounts {
  pendingRequests: number;
  unreadMessages: number;
}

export function NavCountBadge({ to, counts }: { to: string; counts: NavCounts }) {
  if (to === NETWORK_PATH) return <CountBadge count={counts.pendingRequests} label="pending connection requests" />;
  if (to === MESSAGES_PATH) return <CountBadge count={counts.unreadMessages} label="unread messages" />;
  return null;
}
