/**
 * The viewer's groups as /api returns them (the dashboard's "Your Groups & Teams", the Groupfeed chips): the
 * search shape plus the viewer's role in each and when they joined. And the group pages' shapes: cards, the
 * detail, members, bans, invitations.
 */
import type { GroupBanRow } from '../../domain/groups/bans-list.js';
import type { GroupCardRow, groupDetail } from '../../domain/groups/group-cards.js';
import type { GroupInvitationRow } from '../../domain/groups/invitations-list.js';
import type { MyGroup } from '../../domain/groups/my-groups.js';
import type { RelationshipLoader } from '../../domain/users/privacy.js';
import type { GroupMember, User } from '../../generated/prisma/client.js';
import { presentUser } from './user.js';
import { presentGroup } from './content.js';

export function presentMyGroup(m: MyGroup) {
  return {
    ...presentGroup(m.group),
    category: m.group.category,
    format: m.group.format,
    bannerUrl: m.group.bannerUrl,
    role: m.role,
    joinedAt: m.joinedAt,
  };
}

/** A group card (GET /api/groups, the detail page's header): the group and the viewer's standing in it. */
export function presentGroupCard(g: GroupCardRow) {
  return {
    id: g.id,
    name: g.name,
    description: g.description,
    category: g.category,
    visibility: g.visibility,
    isPublic: g.isPublic,
    format: g.format,
    maxMembers: g.maxMembers,
    imageUrl: g.imageUrl,
    bannerUrl: g.bannerUrl,
    hashtags: g.hashtags,
    memberCount: g._count.members,
    creatorId: g.creatorId,
    createdAt: g.createdAt,
    isMember: g.members.length > 0,
    role: g.members[0]?.role ?? null,
    isBanned: g.bans.length > 0,
    hasInvitation: g.invitations.length > 0,
  };
}

export type GroupDetail = Awaited<ReturnType<typeof groupDetail>>;

/** GET /api/groups/:id: the card, the Group Stats numbers, and what the viewer may do. */
export function presentGroupDetail({ row, postCount, postsThisWeek, canManage, canPost }: GroupDetail) {
  return { ...presentGroupCard(row), postsThisWeek, postCount, canManage, canPost };
}

/** A member's identity as lists show it, through the privacy rules like every user presenter. */
export async function presentMemberIdentity(relationships: RelationshipLoader, user: User) {
  const { id, firstName, lastName, username, profileImageUrl } = presentUser(user, await relationships.load(user.id));
  return { id, firstName, lastName, username, profileImageUrl };
}

/** A member list entry (GET /api/groups/:id/members, a role change's answer). */
export async function presentGroupMember(relationships: RelationshipLoader, m: GroupMember & { user: User }) {
  return {
    userId: m.userId,
    role: m.role,
    canEditGroup: m.canEditGroup,
    canBanUsers: m.canBanUsers,
    joinedAt: m.joinedAt,
    user: await presentMemberIdentity(relationships, m.user),
  };
}

/** A banned member, for the group's managers. */
export async function presentGroupBan(relationships: RelationshipLoader, b: GroupBanRow) {
  return {
    userId: b.userId,
    reason: b.reason,
    createdAt: b.createdAt,
    user: await presentMemberIdentity(relationships, b.user),
  };
}

export async function presentGroupInvitation(relationships: RelationshipLoader, i: GroupInvitationRow) {
  return {
    id: i.id,
    createdAt: i.createdAt,
    group: presentGroupCard(i.group),
    inviter: i.inviter ? await presentMemberIdentity(relationships, i.inviter) : null,
  };
}
