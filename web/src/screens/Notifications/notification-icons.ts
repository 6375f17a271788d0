import {
  Bell,
  CalendarDays,
  HandFist,
  MessageCircle,
  MessageSquareText,
  UserPlus,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { NotificationKind } from '../../lib/notification-kinds';

/**
 * The icon of each of the page's seven kinds. Icons the dashboard does not use, where it has one of its own for the
 * same idea, so that none leaves the dashboard's chunk (docs/web.md).
 */
export const NOTIFICATION_ICONS: Record<NotificationKind, LucideIcon> = {
  fistBump: HandFist,
  comment: MessageSquareText,
  connection: UserPlus,
  group: Users,
  event: CalendarDays,
  message: MessageCircle,
  other: Bell,
};
