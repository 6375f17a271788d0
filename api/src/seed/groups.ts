/**
 * Groups and teams with their members, roles, a ban and invitations.
 */
import type { Prisma } from '../db/prisma.js';
import { later, type Member, type SeedContext } from './context.js';
import { groupPlans, type GroupPlan } from './community.js';
import { cities } from './people.js';

type Role = NonNullable<Prisma.GroupMemberCreateManyInput['role']>;
type InvitationStatus = NonNullable<Prisma.GroupInvitationCreateManyInput['status']>;

export interface SeededGroup {
  plan: GroupPlan;
  id: string;
  createdAt: Date;
  members: Map<Member, { role: Role; joinedAt: Date }>;
  invitations: {
    id: string;
    invitee: Member;
    inviter: Member;
    status: InvitationStatus;
    at: Date;
    respondedAt: Date | null;
  }[];
}

export async function seedGroups(ctx: SeedContext): Promise<Map<string, SeededGroup>> {
  const rng = ctx.random('groups');
  const { clock } = ctx;
  const groups = new Map<string, SeededGroup>();
  const groupRows: Prisma.GroupCreateManyInput[] = [];
  const banRows: Prisma.GroupBanCreateManyInput[] = [];

  for (const plan of groupPlans) {
    const creator = ctx.byUsername(plan.creator);
    const createdAt = clock.between(rng, later(creator.joinedAt, clock.daysAgo(320)), clock.daysAgo(35));
    const group: SeededGroup = { plan, id: ctx.ids.next(createdAt), createdAt, members: new Map(), invitations: [] };
    const keepOut = new Set([plan.banned, ...(plan.invited ?? [])]);
    const join = (member: Member, role: Role) => {
      if (group.members.has(member) || keepOut.has(member.username)) return;
      // Everyone is in before the last three weeks, which is when the posts are written.
      const joinedAt =
        role === 'creator' ? createdAt : clock.between(rng, later(createdAt, member.joinedAt), clock.daysAgo(22));
      group.members.set(member, { role, joinedAt });
    };
    join(creator, 'creator');
    for (const u of plan.admins ?? []) join(ctx.byUsername(u), 'admin');
    for (const u of plan.moderators ?? []) join(ctx.byUsername(u), 'moderator');
    for (const u of plan.members ?? []) join(ctx.byUsername(u), 'member');
    const location = plan.city ? cities[plan.city].location : undefined;
    const locals = rng.shuffle(ctx.members.filter((m) => m.location === location));
    const rest = rng.shuffle(ctx.members.filter((m) => m.location !== location && !m.isDemo));
    for (const member of [...locals, ...rest]) {
      if (group.members.size >= plan.size) break;
      join(member, 'member');
    }

    const invite = (invitee: Member, status: InvitationStatus, at: Date, respondedAt: Date | null = null) =>
      group.invitations.push({ id: ctx.ids.next(at), invitee, inviter: creator, status, at, respondedAt });
    if (!plan.isPublic) {
      // Private groups are invitation only: their members came in through an accepted invitation.
      for (const [member, { role, joinedAt }] of group.members) {
        if (role !== 'creator')
          invite(member, 'accepted', later(createdAt, clock.plusMinutes(joinedAt, -rng.int(60, 60 * 72))), joinedAt);
      }
    }
    for (const username of plan.invited ?? [])
      invite(ctx.byUsername(username), 'pending', clock.daysAgo(rng.between(0.5, 6)));
    if (plan.key === 'books') {
      // One invitation turned down, so the declined state exists too.
      const outsiders = ctx.members.filter((m) => !m.isDemo && !group.members.has(m) && !keepOut.has(m.username));
      invite(rng.pick(outsiders), 'declined', clock.daysAgo(14), clock.daysAgo(13));
    }
    if (plan.banned) {
      banRows.push({
        groupId: group.id,
        userId: ctx.byUsername(plan.banned).id,
        bannedById: creator.id,
        reason: 'Banned by group admin',
        createdAt: clock.daysAgo(rng.between(8, 20)),
      });
    }

    groupRows.push({
      id: group.id,
      name: plan.name,
      description: plan.description,
      category: plan.category,
      visibility: plan.visibility,
      isPublic: plan.isPublic,
      format: plan.format,
      maxMembers: plan.maxMembers ?? null,
      hashtags: plan.hashtags,
      imageUrl: plan.image ? await ctx.uploads.image(plan.image, creator.id) : null,
      bannerUrl: plan.banner ? await ctx.uploads.image(plan.banner, creator.id) : null,
      creatorId: creator.id,
      createdAt,
    });
    groups.set(plan.key, group);
  }

  const all = [...groups.values()];
  await ctx.tx.group.createMany({ data: groupRows });
  await ctx.tx.groupMember.createMany({
    data: all.flatMap((g) =>
      [...g.members].map(([member, { role, joinedAt }]) => {
        const manager = role !== 'member'; // creators, admins and moderators may edit the group and ban
        return { groupId: g.id, userId: member.id, role, canEditGroup: manager, canBanUsers: manager, joinedAt };
      }),
    ),
  });
  await ctx.tx.groupBan.createMany({ data: banRows });
  await ctx.tx.groupInvitation.createMany({
    data: all.flatMap((g) =>
      g.invitations.map((i) => ({
        id: i.id,
        groupId: g.id,
        inviterId: i.inviter.id,
        inviteeId: i.invitee.id,
        status: i.status,
        createdAt: i.at,
        respondedAt: i.respondedAt,
      })),
    ),
  });
  return groups;
}
