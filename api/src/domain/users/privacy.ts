/**
 * Profile privacy, in one place for every path that returns a member: a private field is shown only when its
 * show flag is on and the viewer is within its visibility level. Members always see their own profile. A
 * blocked pair (either blocked the other) sees each other's identity only (docs/people.md).
 */
import DataLoader from 'dataloader';
import type { DbTx } from '../../db/prisma.js';
import { Prisma, type ProfileVisibility, type User } from '../../generated/prisma/client.js';
import { blockedPairSql } from '../blocks/rules.js';
import { acceptedConnectionIdsSql } from '../connections/list.js';

/** How the viewer stands to the member whose profile is read. */
export type Relationship = 'self' | 'connection' | 'member' | 'anonymous' | 'blocked';

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

// 'blocked' and 'anonymous' are within no level.
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
  return Prisma.sql`(${u}.id = ${viewer} OR (${column(flag)} AND NOT ${blockedPairSql(viewer, Prisma.sql`${u}.id`)} AND (
    ${levelsReaching('member')} OR (${levelsReaching('connection')} AND ${connectedSql(viewerId, Prisma.sql`${u}.id`)}))))`;
}

/**
 * The member (a uuid SQL expression) is an accepted connection of the viewer. The viewer's connections are
 * read once per statement (a hashed subplan), however many rows ask.
 */
function connectedSql(viewerId: string, member: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`COALESCE(${member} IN (${acceptedConnectionIdsSql(viewerId)}), FALSE)`;
}

/**
 * The Relationship of the viewer to the member whose id is the SQL expression `member`, as text: for
 * statements that read members and must present them (post authors, member lists).
 */
export function relationshipSql(viewerId: string | null, member: Prisma.Sql): Prisma.Sql {
  if (!viewerId) return Prisma.sql`'anonymous'`;
  const viewer = Prisma.sql`${viewerId}::uuid`;
  return Prisma.sql`CASE WHEN ${member} = ${viewer} THEN 'self'
    WHEN ${blockedPairSql(viewer, member)} THEN 'blocked'
    WHEN ${connectedSql(viewerId, member)} THEN 'connection'
    ELSE 'member' END`;
}

/** Visibility levels, the feed filter, the referral code and the role are the member's own business. */
export function canSeeAccountSettings(relationship: Relationship): boolean {
  return relationship === 'self';
}

/**
 * What a member tells about themselves beyond their identity (bio, interests, sports, outdoor and
 * collectible preferences, stats, Dad Score, mutual connections): everyone but a blocked pair.
 */
export function canSeeProfileDetails(relationship: Relationship): boolean {
  return relationship !== 'blocked';
}

/**
 * Per request: how the viewer relates to each member asked about, answered with one query per batch. The batching
 * loader is made on first use: a live subscription keeps its context for as long as its socket is open, and most
 * never ask.
 */
export class RelationshipLoader {
  #loader: DataLoader<string, Relationship> | undefined;
  readonly #db: DbTx;
  readonly #viewerId: string | null;

  constructor(db: DbTx, viewerId: string | null) {
    this.#db = db;
    this.#viewerId = viewerId;
  }

  get #batching(): DataLoader<string, Relationship> {
    this.#loader ??= new DataLoader<string, Relationship>((userIds) =>
      relationshipsOf(this.#db, this.#viewerId, userIds),
    );
    return this.#loader;
  }

  load(userId: string): Promise<Relationship> {
    return this.#batching.load(userId);
  }

  prime(userId: string, relationship: Relationship): this {
    this.#batching.prime(userId, relationship);
    return this;
  }

  clear(userId: string): this {
    this.#loader?.clear(userId);
    return this;
  }
}

async function relationshipsOf(db: DbTx, viewerId: string | null, userIds: readonly string[]): Promise<Relationship[]> {
  if (!viewerId) return userIds.map(() => 'anonymous' as const);
  const others = [...new Set(userIds.filter((id) => id !== viewerId))];
  const rows = others.length
    ? await db.$queryRaw<{ id: string; relationship: Relationship }[]>(Prisma.sql`
        SELECT t.id::text AS id, ${relationshipSql(viewerId, Prisma.sql`t.id`)} AS relationship
        FROM unnest(${others}::uuid[]) AS t(id)`)
    : [];
  const byId = new Map(rows.map((r) => [r.id, r.relationship]));
  return userIds.map((id) => (id === viewerId ? 'self' : (byId.get(id.toLowerCase()) ?? 'member')));
}

export function createRelationshipLoader(db: DbTx, viewerId: string | null): RelationshipLoader {
  return new RelationshipLoader(db, viewerId);
}
