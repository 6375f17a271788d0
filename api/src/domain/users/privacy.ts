/**
 * Profile privacy, in one place for every path that returns a member: a private field is shown only when its
 * show flag is on and the viewer is within its visibility level. Members always see their own profile.
 */
import DataLoader from 'dataloader';
import type { DbTx } from '../../db/prisma.js';
import { Prisma, type ProfileVisibility, type User } from '../../generated/prisma/client.js';

/** How the viewer stands to the member whose profile is read. */
export type Relationship = 'self' | 'connection' | 'member' | 'anonymous';

type Flag = 'showEmail' | 'showLocation' | 'showFamilyStructure' | 'showKidsInfo' | 'showDadBodType' | 'showHairline';
type Level =
  | 'emailVisibility'
  | 'locationVisibility'
  | 'familyStructureVisibility'
  | 'kidsInfoVisibility'
  | 'dadBodTypeVisibility'
  | 'hairlineVisibility';

export const privateFieldGroups = {
  email: { flag: 'showEmail', level: 'emailVisibility', fields: ['email'] },
  location: { flag: 'showLocation', level: 'locationVisibility', fields: ['location'] },
  familyStructure: { flag: 'showFamilyStructure', level: 'familyStructureVisibility', fields: ['familyStructure'] },
  kidsInfo: { flag: 'showKidsInfo', level: 'kidsInfoVisibility', fields: ['numberOfKids', 'kidsAges', 'kidsGenders'] },
  dadBodType: { flag: 'showDadBodType', level: 'dadBodTypeVisibility', fields: ['dadBodType'] },
  hairline: { flag: 'showHairline', level: 'hairlineVisibility', fields: ['hairline'] },
} as const satisfies Record<string, { flag: Flag; level: Level; fields: readonly (keyof User)[] }>;

export type PrivateFieldGroup = keyof typeof privateFieldGroups;

const reach: Record<ProfileVisibility, readonly Relationship[]> = {
  everyone: ['self', 'connection', 'member'],
  connections: ['self', 'connection'],
  private: ['self'],
};

type PrivacySettings = Pick<User, Flag | Level>;

export function canSeeField(user: PrivacySettings, group: PrivateFieldGroup, relationship: Relationship): boolean {
  if (relationship === 'self') return true;
  const { flag, level } = privateFieldGroups[group];
  return user[flag] && reach[user[level]].includes(relationship);
}

/**
 * canSeeField as an SQL condition on the member row aliased `u`, built from the same flags and levels, so
 * that search can match a private field (e-mail, location) only where the viewer may see it.
 */
export function canSeeFieldSql(group: PrivateFieldGroup, viewerId: string, u: Prisma.Sql): Prisma.Sql {
  const { flag, level } = privateFieldGroups[group];
  const column = (name: string) => Prisma.sql`${u}.${Prisma.raw(`"${name}"`)}`;
  const levelsReaching = (relationship: Relationship) => {
    const levels = (Object.keys(reach) as ProfileVisibility[]).filter((l) => reach[l].includes(relationship));
    return levels.length ? Prisma.sql`${column(level)}::text IN (${Prisma.join(levels)})` : Prisma.sql`FALSE`;
  };
  const viewer = Prisma.sql`${viewerId}::uuid`;
  const connected = Prisma.sql`EXISTS (SELECT 1 FROM "Connection" pc WHERE pc.status = 'accepted' AND (
    (pc."requesterId" = ${viewer} AND pc."receiverId" = ${u}.id) OR (pc."receiverId" = ${viewer} AND pc."requesterId" = ${u}.id)))`;
  return Prisma.sql`(${u}.id = ${viewer} OR (${column(flag)} AND (
    ${levelsReaching('member')} OR (${levelsReaching('connection')} AND ${connected}))))`;
}

/** Visibility levels, the feed filter, the referral code and the role are the member's own business. */
export function canSeeAccountSettings(relationship: Relationship): boolean {
  return relationship === 'self';
}

/** Per request: how the viewer relates to each member asked about, answered with one query per batch. */
export function createRelationshipLoader(db: DbTx, viewerId: string | null) {
  return new DataLoader<string, Relationship>(async (userIds) => {
    if (!viewerId) return userIds.map(() => 'anonymous' as const);
    const others = userIds.filter((id) => id !== viewerId);
    const connections = others.length
      ? await db.connection.findMany({
          where: {
            status: 'accepted',
            OR: [
              { requesterId: viewerId, receiverId: { in: others } },
              { receiverId: viewerId, requesterId: { in: others } },
            ],
          },
          select: { requesterId: true, receiverId: true },
        })
      : [];
    const connected = new Set(connections.map((c) => (c.requesterId === viewerId ? c.receiverId : c.requesterId)));
    return userIds.map((id) => (id === viewerId ? 'self' : connected.has(id) ? 'connection' : 'member'));
  });
}

export type RelationshipLoader = ReturnType<typeof createRelationshipLoader>;
