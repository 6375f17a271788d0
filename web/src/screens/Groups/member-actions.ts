/**
 * What a manager may do to one member from the Manage Group dialog: promote a member,
 * demote a moderator, remove or ban either. Creator and admin members are left alone, and nobody acts on himself.
 */
export type GroupRoleName = 'creator' | 'admin' | 'moderator' | 'member';

export interface MemberActions {
  promote: boolean;
  demote: boolean;
  remove: boolean;
  ban: boolean;
}

const NONE: MemberActions = { promote: false, demote: false, remove: false, ban: false };

export function memberActions(
  member: { role: string; userId: string },
  viewerId: string | undefined,
  viewerCanManage: boolean,
): MemberActions {
  if (!viewerCanManage || member.userId === viewerId) return NONE;
  if (member.role !== 'member' && member.role !== 'moderator') return NONE;
  return { promote: member.role === 'member', demote: member.role === 'moderator', remove: true, ban: true };
}

/** The ban reason the dialog sends: always this one (the dialog asks for none). */
export const BAN_REASON = 'Banned by group admin';

/** The two that end a membership, each confirmed first: a slip of the finger should not throw a dad out. */
export type EndingAction = 'remove' | 'ban';

export function endingConfirmation(action: EndingAction, name: string, groupName: string) {
  return action === 'remove'
    ? {
        title: 'Remove Member',
        description: `Remove ${name} from ${groupName}? He can join again later.`,
        confirmLabel: 'Remove',
      }
    : {
        title: 'Ban Member',
        description: `Ban ${name} from ${groupName}? He leaves the group and cannot join again until you lift the ban under Banned.`,
        confirmLabel: 'Ban',
      };
}
