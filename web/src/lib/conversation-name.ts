/**
 * How a conversation is named: a direct chat by the other member, a group by its title,
 * else by its members; the group header's hover text lists the members.
 */
import { DELETED_MEMBER, displayName, present, type NamedUser } from './display-name';

export interface NamedConversation {
  isGroup: boolean;
  title?: string | null;
  otherParticipant?: NamedUser | null;
  /** The members other than the viewer, in the order the server gives them. */
  others: readonly NamedUser[];
}

/** Listed by name in an untitled group's name; more are counted ('Ann, Bob, Cy +2'). */
const NAMES_IN_GROUP_NAME = 3;

export function conversationName({ isGroup, title, otherParticipant, others }: NamedConversation): string {
  if (!isGroup) {
    const other = otherParticipant ?? others[0];
    return other ? displayName(other) : DELETED_MEMBER;
  }
  const titled = present(title);
  if (titled) return titled;
  if (others.length === 0) return 'Group Chat';
  const names = others.slice(0, NAMES_IN_GROUP_NAME).map(displayName).join(', ');
  return others.length > NAMES_IN_GROUP_NAME ? `${names} +${others.length - NAMES_IN_GROUP_NAME}` : names;
}

/** The group header's hover text: every member, the viewer as 'You'. */
export function memberNames(members: readonly (NamedUser & { isViewer?: boolean })[]): string {
  return members.map((member) => (member.isViewer ? 'You' : displayName(member))).join(', ');
}
