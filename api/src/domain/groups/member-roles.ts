/**
 * Changing a member's role (the Manage Group dialog's promote/demote; PATCH /api/groups/:id/members/:userId/role,
 * setGroupMemberRole). Managers only, never on themself, the creator or an admin. Promoting to moderator turns
 * canEditGroup and canBanUsers on (unless the call says otherwise), demoting to member turns both off. Only the
 * creator may make someone admin; nobody can make a second creator.
 */
import { z } from 'zod';
import { GroupRole } from '../../generated/prisma/client.js';
import { badInput, forbidden } from '../errors.js';
import type { Services } from '../services.js';
import { formBoolean, parseInput } from '../validation.js';
import { announceGroupChanged } from './live.js';
import { requireActionableMember, requireGroupManager } from './policy.js';

export const ONLY_CREATOR_MAKES_ADMINS = 'Only the group creator can make someone an admin.';
export const ONE_CREATOR = 'A group has one creator: choose admin, moderator or member.';

export const memberRoleInput = z.object({
  role: z.enum(GroupRole, { error: `role must be one of: ${Object.values(GroupRole).join(', ')}.` }),
  canEditGroup: formBoolean.optional(),
  canBanUsers: formBoolean.optional(),
});

export type MemberRoleInput = z.input<typeof memberRoleInput>;

/** Sets the role; returns the member's user id. */
export async function setMemberRole(
  { prisma, events }: Services,
  viewerId: string,
  rawGroupId: unknown,
  rawUserId: unknown,
  raw: unknown,
): Promise<{ groupId: string; userId: string }> {
  const input = parseInput(memberRoleInput, raw);
  const { group, membership } = await requireGroupManager(prisma, viewerId, rawGroupId);
  const target = await requireActionableMember(prisma, viewerId, group.id, rawUserId);
  if (input.role === 'creator') throw badInput(ONE_CREATOR, [{ field: 'role', message: ONE_CREATOR }]);
  const isCreator = group.creatorId === viewerId || membership?.role === 'creator';
  if (input.role === 'admin' && !isCreator) throw forbidden(ONLY_CREATOR_MAKES_ADMINS);
  // A member has no manager rights; a moderator's two rights can be set one by one; an admin has both.
  const flags =
    input.role === 'member'
      ? { canEditGroup: false, canBanUsers: false }
      : input.role === 'moderator'
        ? { canEditGroup: input.canEditGroup ?? true, canBanUsers: input.canBanUsers ?? true }
        : { canEditGroup: true, canBanUsers: true };
  await prisma.groupMember.update({
    where: { groupId_userId: { groupId: group.id, userId: target.userId } },
    data: { role: input.role, ...flags },
  });
  announceGroupChanged(events, group.id);
  return { groupId: group.id, userId: target.userId };
}
