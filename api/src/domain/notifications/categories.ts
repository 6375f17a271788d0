/**
 * What a member decides about (docs/notifications.md): each notification type belongs to one category, and each
 * category has an in-app, an e-mail and a push switch with a default. A category the member never changed has no
 * row and follows the defaults here, so a better default reaches everyone who never chose.
 */
import type { NotificationCategory, NotificationType } from '../../generated/prisma/client.js';

export interface ChannelChoice {
  inApp: boolean;
  email: boolean;
  push: boolean;
}

export interface CategoryInfo {
  category: NotificationCategory;
  /** The settings screen's label, and the unsubscribe page's words ("e-mails about …"). */
  label: string;
  /** A batch's subject after its count: "3 new comments on your posts". */
  many: string;
  defaults: ChannelChoice;
  /** Shown in the app whatever the member chooses (their own badge, or too important to hide). */
  alwaysInApp?: boolean;
  /** Sent during quiet hours too. */
  ignoresQuietHours?: boolean;
}

/** In the settings screen's order. */
export const CATEGORIES: readonly CategoryInfo[] = [
  {
    category: 'connection_requests',
    label: 'Connection requests',
    many: 'connection updates',
    defaults: { inApp: true, email: true, push: true },
  },
  // Messages have their own badge: in the app they are always there.
  {
    category: 'messages',
    label: 'Messages',
    many: 'new messages',
    defaults: { inApp: true, email: true, push: true },
    alwaysInApp: true,
  },
  {
    category: 'comments',
    label: 'Comments on my posts',
    many: 'new comments on your posts',
    defaults: { inApp: true, email: true, push: true },
  },
  // A burst of fist bumps is welcome in the app, but not as a pile of mail.
  {
    category: 'fist_bumps',
    label: 'Fist bumps on my posts',
    many: 'new fist bumps on your posts',
    defaults: { inApp: true, email: false, push: false },
  },
  {
    category: 'answers',
    label: 'Answers to my questions',
    many: 'new answers to your questions',
    defaults: { inApp: true, email: true, push: true },
  },
  {
    category: 'group_invitations',
    label: 'Group invitations',
    many: 'group updates',
    defaults: { inApp: true, email: true, push: true },
  },
  {
    category: 'event_invitations',
    label: 'Event invitations',
    many: 'event invitations',
    defaults: { inApp: true, email: true, push: true },
  },
  {
    category: 'event_updates',
    label: 'Event changes and reminders',
    many: 'event updates',
    defaults: { inApp: true, email: true, push: true },
  },
  { category: 'mentions', label: 'Mentions', many: 'new mentions', defaults: { inApp: true, email: true, push: true } },
  // A fellow dad may need help now: never hidden, never held back by quiet hours.
  {
    category: 'community_alerts',
    label: 'Community alerts',
    many: 'community alerts',
    defaults: { inApp: true, email: true, push: true },
    alwaysInApp: true,
    ignoresQuietHours: true,
  },
  // What a moderator decided about the member's account or content: they must be able to read it.
  {
    category: 'moderation',
    label: 'Moderation outcomes',
    many: 'notes from the moderators',
    defaults: { inApp: true, email: true, push: false },
    alwaysInApp: true,
  },
  {
    category: 'referrals',
    label: 'Referrals and Dad Score',
    many: 'referral updates',
    defaults: { inApp: true, email: false, push: false },
  },
  // Asked for, one group, event, channel or question at a time.
  {
    category: 'following',
    label: 'Activity in what I follow',
    many: 'new things in what you follow',
    defaults: { inApp: true, email: true, push: false },
  },
];

const BY_CATEGORY = new Map(CATEGORIES.map((info) => [info.category, info]));

export function categoryInfo(category: NotificationCategory): CategoryInfo {
  return BY_CATEGORY.get(category)!;
}

const CATEGORY_OF_TYPE: Record<NotificationType, NotificationCategory> = {
  connection_request: 'connection_requests',
  connection_accepted: 'connection_requests',
  message: 'messages',
  comment: 'comments',
  like: 'fist_bumps',
  answer: 'answers',
  group_invitation: 'group_invitations',
  group: 'group_invitations',
  event_invitation: 'event_invitations',
  event: 'event_updates',
  mention: 'mentions',
  panic: 'community_alerts',
  other: 'moderation',
  referral: 'referrals',
  activity: 'following',
};

export function categoryOf(type: NotificationType): NotificationCategory {
  return CATEGORY_OF_TYPE[type];
}

/** The member's stored choice, or the defaults; what is always shown in the app stays shown. */
export function effectiveChoice(
  category: NotificationCategory,
  stored: ChannelChoice | null | undefined,
): ChannelChoice {
  const info = categoryInfo(category);
  const choice = stored ?? info.defaults;
  return info.alwaysInApp ? { ...choice, inApp: true } : choice;
}
