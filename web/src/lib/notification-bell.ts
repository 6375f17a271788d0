/**
 * The bell on a group, event, channel or question page and in a conversation's header: its choices (a
 * conversation can only be muted, as every message already notifies), its name for screen readers with the level
 * now, and the toast after a change.
 */
import { FOLLOW_LEVEL_LABELS } from './notification-settings';

export type BellKind = 'group' | 'event' | 'channel' | 'question' | 'conversation';
export type FollowLevel = 'muted' | 'following';

/** A radio item's value: no level is the category settings ('default'). */
export type BellChoiceValue = 'default' | FollowLevel;

export interface BellChoice {
  value: BellChoiceValue;
  label: string;
  hint: string;
}

const WHAT_FOLLOWING_BRINGS: Record<Exclude<BellKind, 'conversation'>, string> = {
  group: 'Every new post',
  channel: 'Every new post',
  event: 'Every new post in its discussion',
  question: 'Every new answer',
};

export function bellChoices(kind: BellKind): BellChoice[] {
  const byDefault: BellChoice = { value: 'default', label: 'Default', hint: 'As in your notification settings' };
  if (kind === 'conversation') {
    return [byDefault, { value: 'muted', label: 'Mute', hint: 'Messages still arrive, without notifications' }];
  }
  return [
    byDefault,
    { value: 'following', label: 'Follow everything', hint: WHAT_FOLLOWING_BRINGS[kind] },
    { value: 'muted', label: 'Mute', hint: 'Nothing about it reaches you' },
  ];
}

/** A level as the server or a radio item gives it; anything else (a level added later, 'default') is none. */
export function levelOf(value: string | null | undefined): FollowLevel | null {
  return value === 'muted' || value === 'following' ? value : null;
}

export const choiceOf = (level: string | null | undefined): BellChoiceValue => levelOf(level) ?? 'default';

/**
 * The button's name, with the level now ("Notification settings for this group: Muted"). Not "Notifications …":
 * the shell's own bell is "Notifications", and a name that contains it would be found for it too.
 */
export function bellLabel(kind: BellKind, level: string | null | undefined): string {
  const known = levelOf(level);
  return `Notification settings for this ${kind}: ${known ? FOLLOW_LEVEL_LABELS[known] : 'Default'}`;
}

const KIND_NAMES: Record<BellKind, string> = {
  group: 'Group',
  event: 'Event',
  channel: 'Channel',
  question: 'Question',
  conversation: 'Conversation',
};

/** The toast once the server has the new level. */
export function bellToast(kind: BellKind, level: FollowLevel | null): string {
  if (level === 'muted') return `${KIND_NAMES[kind]} muted.`;
  if (kind === 'conversation') return 'Conversation unmuted.';
  if (level === 'following') {
    return kind === 'question'
      ? 'You follow every new answer to this question.'
      : `You follow everything in this ${kind}.`;
  }
  return 'Back to your notification settings.';
}
