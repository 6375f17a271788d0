/**
 * Members. Private profile fields resolve through the privacy rules (domain/users/privacy.ts): null when the
 * viewer may not see them. Profile details (bio, lists, Dad Score) are hidden from a blocked pair (null, or
 * an empty list). Settings fields are the member's own.
 */
import {
  canSeeAccountSettings,
  canSeeField,
  canSeeProfileDetails,
  type PrivateFieldGroup,
} from '../../domain/users/privacy.js';
import { countMembers } from '../../domain/users/count.js';
import { isProfileComplete } from '../../domain/users/profile.js';
import type { User } from '../../generated/prisma/client.js';
import { builder } from '../builder.js';
import { offerViewerRow } from '../read-batch.js';
import type { GraphQLContext } from '../context.js';
import {
  DadBodTypeEnum,
  DadTypeEnum,
  FamilyStructureEnum,
  HairlineEnum,
  ProfileVisibilityEnum,
  SiteRoleEnum,
} from './enums.js';
import { databaseIdOptions } from './database-id.js';

function visible<T>(group: PrivateFieldGroup, pick: (user: User) => T) {
  return async (user: User, _args: object, ctx: GraphQLContext): Promise<T | null> =>
    canSeeField(user, group, await ctx.relationships.load(user.id)) ? pick(user) : null;
}

function detail<T, H>(pick: (user: User) => T, hidden: H) {
  return async (user: User, _args: object, ctx: GraphQLContext): Promise<T | H> =>
    canSeeProfileDetails(await ctx.relationships.load(user.id)) ? pick(user) : hidden;
}

function own<T>(pick: (user: User) => T) {
  return async (user: User, _args: object, ctx: GraphQLContext): Promise<T | null> =>
    canSeeAccountSettings(await ctx.relationships.load(user.id)) ? pick(user) : null;
}

export const UserRef = builder.prismaNode('User', {
  id: { field: 'id' },
  // node(id:) answers null for an id that no longer exists.
  nullable: true,
  description: 'A member: a dad, a future dad, or a friend of dads.',
  // Signed-out visitors see no one.
  authScopes: { member: true },
  fields: (t) => ({
    databaseId: t.exposeString('id', databaseIdOptions),
    username: t.exposeString('username'),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    profileImageUrl: t.exposeString('profileImageUrl', { nullable: true }),
    dadType: t.expose('dadType', { type: DadTypeEnum, nullable: true }),
    bio: t.string({ nullable: true, resolve: detail((u) => u.bio, null) }),
    interests: t.stringList({ resolve: detail((u) => u.interests, []) }),
    sportsWatchPreferences: t.stringList({ resolve: detail((u) => u.sportsWatchPreferences, []) }),
    sportsPlayPreferences: t.stringList({ resolve: detail((u) => u.sportsPlayPreferences, []) }),
    sportsFavoriteTeams: t.stringList({ resolve: detail((u) => u.sportsFavoriteTeams, []) }),
    outdoorActivities: t.stringList({ resolve: detail((u) => u.outdoorActivities, []) }),
    collectiblesTypes: t.stringList({ resolve: detail((u) => u.collectiblesTypes, []) }),
    dadScore: t.int({
      nullable: true,
      description: 'Null for a blocked pair.',
      resolve: detail((u) => u.dadScore, null),
    }),
    joinedAt: t.expose('joinedAt', { type: 'DateTime' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),

    email: t.string({ nullable: true, resolve: visible('email', (u) => u.email) }),
    location: t.string({ nullable: true, resolve: visible('location', (u) => u.location) }),
    familyStructure: t.field({
      type: FamilyStructureEnum,
      nullable: true,
      resolve: visible('familyStructure', (u) => u.familyStructure),
    }),
    numberOfKids: t.int({ nullable: true, resolve: visible('kidsInfo', (u) => u.numberOfKids) }),
    kidsAges: t.intList({ nullable: true, resolve: visible('kidsInfo', (u) => u.kidsAges) }),
    kidsGenders: t.stringList({ nullable: true, resolve: visible('kidsInfo', (u) => u.kidsGenders) }),
    dadBodType: t.field({ type: DadBodTypeEnum, nullable: true, resolve: visible('dadBodType', (u) => u.dadBodType) }),
    hairline: t.field({ type: HairlineEnum, nullable: true, resolve: visible('hairline', (u) => u.hairline) }),

    showEmail: t.exposeBoolean('showEmail'),
    showLocation: t.exposeBoolean('showLocation'),
    showFamilyStructure: t.exposeBoolean('showFamilyStructure'),
    showKidsInfo: t.exposeBoolean('showKidsInfo'),
    showDadBodType: t.exposeBoolean('showDadBodType'),
    showHairline: t.exposeBoolean('showHairline'),

    isProfileComplete: t.boolean({
      description: 'Has a dad type and a location; until then the member is confined to onboarding.',
      resolve: (u) => isProfileComplete(u),
    }),
    emailVisibility: t.field({ type: ProfileVisibilityEnum, nullable: true, resolve: own((u) => u.emailVisibility) }),
    locationVisibility: t.field({
      type: ProfileVisibilityEnum,
      nullable: true,
      resolve: own((u) => u.locationVisibility),
    }),
    familyStructureVisibility: t.field({
      type: ProfileVisibilityEnum,
      nullable: true,
      resolve: own((u) => u.familyStructureVisibility),
    }),
    kidsInfoVisibility: t.field({
      type: ProfileVisibilityEnum,
      nullable: true,
      resolve: own((u) => u.kidsInfoVisibility),
    }),
    dadBodTypeVisibility: t.field({
      type: ProfileVisibilityEnum,
      nullable: true,
      resolve: own((u) => u.dadBodTypeVisibility),
    }),
    hairlineVisibility: t.field({
      type: ProfileVisibilityEnum,
      nullable: true,
      resolve: own((u) => u.hairlineVisibility),
    }),
    filterPoliticalContent: t.boolean({ nullable: true, resolve: own((u) => u.filterPoliticalContent) }),
    referralCode: t.string({ nullable: true, resolve: own((u) => u.referralCode) }),
    emailVerified: t.boolean({
      nullable: true,
      description:
        "The member's own: whether they proved they read mail at their address. Until then they send no invitations and no messages to dads they are not connected with.",
      resolve: own((u) => u.emailVerifiedAt !== null),
    }),
    role: t.field({ type: SiteRoleEnum, nullable: true, resolve: own((u) => u.role) }),
  }),
});

builder.queryField('viewer', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The signed-in member, or null for a visitor.',
    resolve: (query, _root, _args, ctx) => {
      if (!ctx.viewer) return null;
      const row = ctx.services.prisma.user.findUnique({ ...query, where: { id: ctx.viewer.id } });
      // The dashboard's suggestions rank with the viewer's profile: it comes with this row (./read-batch.ts).
      offerViewerRow(ctx, row);
      return row;
    },
  }),
);

builder.queryField('memberCount', (t) =>
  t.int({
    description: 'Dads Connected on the landing page: every member. Public.',
    resolve: (_root, _args, ctx) => countMembers(ctx.services.prisma),
  }),
);
