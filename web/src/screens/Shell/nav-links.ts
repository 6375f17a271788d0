/** The top navigation's destinations, in the order they appear. */
import {
  CalendarDays,
  Handshake,
  Hash,
  LayoutDashboard,
  MessageCircle,
  MessagesSquare,
  User,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface NavDestination {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Other paths that belong to this section. */
  alsoAt?: readonly string[];
  /** Whether paths below it (/groups/42) count as this section. */
  nested?: boolean;
}

export const navDestinations: readonly NavDestination[] = [
  { to: '/home', label: 'Dashboard', icon: LayoutDashboard, alsoAt: ['/'] },
  { to: '/groups', label: 'Groups & Teams', icon: Users, nested: true },
  { to: '/events', label: 'Events', icon: CalendarDays, nested: true },
  { to: '/channels', label: 'Channels', icon: Hash, nested: true },
  { to: '/ask-a-dad', label: 'Ask a Dad', icon: MessagesSquare },
  { to: '/networking', label: 'Network', icon: Handshake, alsoAt: ['/connections'] },
  { to: '/inbox', label: 'Messages', icon: MessageCircle },
  // Another dad's profile (/profile/{id}) is not "my" Profile.
  { to: '/profile', label: 'Profile', icon: User },
];

export const NETWORK_PATH = '/networking';
export const MESSAGES_PATH = '/inbox';

/** Whether the address is in the destination's section. */
export function isCurrent(destination: NavDestination, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  const roots = [destination.to, ...(destination.alsoAt ?? [])];
  return roots.some((root) => path === root || (destination.nested === true && path.startsWith(`${root}/`)));
}
