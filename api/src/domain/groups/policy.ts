/**
 * Who may do what in a group, written once for both adapters. "Manage" (edit, images, roles, remove, ban,
 * delete the group) belongs to the group's creator (creatorId) and to members with the role creator or admin.
 * Creator and admin members cannot be changed, removed or banned, and nobody acts on themself.
 */
import type { DbTx } from '../../db/prisma.js';
import type { GroupRole } from '../../generated/prisma/client.js';
import { forbidden, notFound } from '../errors.js';
import { shownByModeration, suspensionSelect } from '../moderation/visibility.js';
import { requireId } from '../posts/read.js';

export const NOT_A_GROUP_MANAGER = 'Only the group creator or an admin can manage this group.';
export const NOT_ON_YOURSELF = 'You cannot do that to yourself.';
export const PROTECTED_MEMBER = 'The group creator and admins cannot be changed, removed or banned.';
export const NOT_IN_GROUP = 'That member is not in this group.';

const MANAGER_ROLES: ReadonlySet<GroupRole> = new Set(['creator', 'admin']);

export interface GroupAccess {
  group: { id: string; name: string; isPublic: boolean; creatorId: string | null; maxMembers: number | null };
  /** The viewer's membership, when they are a member. */
  membership: { role: GroupRole; canEditGroup: boolean; canBanUsers: boolean } | null;
  isBanned: boolean;
  hasInvitation: boolean;
}

export function canManageGroup(
  viewerId: string,
  group: { creatorId: string | null },
  role: GroupRole | null | undefined,
): boolean {
  return group.creatorId === viewerId || (role != null && MANAGER_ROLES.has(role));
}

/** Members with the role creator or admin are out of every manager's reach. */
export const isProtectedRole = (role: GroupRole) => MANAGER_ROLES.has(role);

/** Only members see a private group's posts, members and stats. */
export const canSeeGroupContent = (access: GroupAccess) => access.group.isPublic || access.membership !== null;

/** The group and the viewer's standing in it; 404 when it is missing, malformed or hidden from the viewer. */
export async function loadGroupAccess(db: DbTx, viewerId: string, rawGroupId: unknown): Promise<GroupAccess> {
  const groupId = requireId(rawGroupId, 'group');
  const group = await db.group.findUnique({
    where: { id: groupId },
    select: {
      id: true,
      name: true,
      isPublic: true,
      creatorId: true,
      maxMembers: true,
      hidden: true,
      creator: suspensionSelect,
      members: { where: { userId: viewerId }, select: { role: true, canEditGroup: true, canBanUsers: true } },
      bans: { where: { userId: viewerId }, select: { userId: true } },
      invitations: { where: { inviteeId: viewerId, status: 'pending' }, select: { id: true } },
    },
  });
  if (!group) throw notFound('Group');
  const { members, bans, invitations, hidden, creator, ...row } = group;
  const access = {
    group: row,
    membership: members[0] ?? null,
    isBanned: bans.length > 0,
    hasInvitation: invitations.length > 0,
  };
  const visible =
    shownByModeration({ hidden }, row.creatorId, creator, viewerId) &&
    (row.isPublic || row.creatorId === viewerId || access.membership !== null || access.hasInvitation);
  if (!visible) throw notFound('Group');
  return access;
}

/** The group, when the viewer manages it (403 otherwise; 404 when they may not even see it). */
export async function requireGroupManager(db: DbTx, viewerId: string, rawGroupId: unknown): Promise<GroupAccess> {
  const access = await loadGroupAccess(db, viewerId, rawGroupId);
  if (!canManageGroup(viewerId, access.group, access.membership?.role)) throw forbidden(NOT_A_GROUP_MANAGER);
  return access;
}

/**
 * The group, when the viewer belongs to it (its creator or a member): 403 with `refusal` otherwise, 404 when they
 * may not even see it. Posting in a group and creating a group event need it.
 */
export async function requireGroupMember(
  db: DbTx,
  viewerId: string,
  rawGroupId: unknown,
  refusal: string,
): Promise<GroupAccess> {
  const access = await loadGroupAccess(db, viewerId, requireId(rawGroupId, 'group', 'groupId'));
  if (access.group.creatorId !== viewerId && access.membership === null) throw forbidden(refusal);
  return access;
}

/** The group's content (posts, members, stats), when the viewer may see it (404 otherwise: no probing). */
export async function requireGroupContent(db: DbTx, viewerId: string, rawGroupId: unknown): Promise<GroupAccess> {
  const access = await loadGroupAccess(db, viewerId, rawGroupId);
  if (!canSeeGroupContent(access)) throw notFound('Group');
  return access;
}

/**
 * A manager's action on another member: refused on themself and on the creator or an admin (403); the target
 * must be a member (404). Returns the target's membership.
 */
export async function requireActionableMember(db: DbTx, viewerId: string, groupId: string, rawUserId: unknown) {
  const userId = requireId(rawUserId, 'member', 'userId');
  if (userId === viewerId) throw forbidden(NOT_ON_YOURSELF);
  const target = await db.groupMember.findUnique({ where: { groupId_userId: { groupId, userId } } });
  if (!target) throw notFound('That member');
  if (isProtectedRole(target.role)) throw forbidden(PROTECTED_MEMBER);
  return target;
}
