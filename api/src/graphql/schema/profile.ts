/**
 * The member's profile, settings and account over GraphQL: the option lists, and the same commands as
 * PATCH /api/users/profile, POST /api/users/change-password, PATCH /api/users/feed-settings and
 * DELETE /api/users/me. An avatar is uploaded first (POST /api/uploads/images) and named by its URL.
 */
import { changePassword } from '../../domain/accounts/change-password.js';
import { deleteAccount } from '../../domain/accounts/delete-account.js';
import type { DadType } from '../../generated/prisma/client.js';
import { updateFeedSettings } from '../../domain/users/feed-settings.js';
import { PROFILE_OPTIONS } from '../../domain/users/profile-options.js';
import { updatePrivacySettings, updateProfile, type Profile } from '../../domain/users/update-profile.js';
import { fromSpecSpelling } from '../../domain/vocabulary.js';
import { clearedSessionCookie } from '../../http/auth.js';
import { builder } from '../builder.js';
import type { GraphQLContext } from '../context.js';
import { DadBodTypeEnum, DadTypeEnum, FamilyStructureEnum, HairlineEnum, ProfileVisibilityEnum } from './enums.js';

const DadTypeOption = builder.objectRef<{ value: DadType; label: string }>('DadTypeOption').implement({
  description: "A dad type and the label the profile editor shows for it ('Stay-at-Home Dad').",
  fields: (t) => ({
    value: t.expose('value', { type: DadTypeEnum }),
    label: t.exposeString('label'),
  }),
});

/** The lists in GraphQL's enum spelling (stay_at_home); the interests and activities are plain text. */
const profileOptions = {
  ...PROFILE_OPTIONS,
  dadTypes: PROFILE_OPTIONS.dadTypes.map(({ value, label }) => ({ value: fromSpecSpelling(value) as DadType, label })),
  familyStructures: PROFILE_OPTIONS.familyStructures.map(fromSpecSpelling),
  dadBodTypes: PROFILE_OPTIONS.dadBodTypes.map(fromSpecSpelling),
  hairlines: PROFILE_OPTIONS.hairlines.map(fromSpecSpelling),
};

const ProfileOptions = builder.objectRef<typeof profileOptions>('ProfileOptions').implement({
  description: 'The choices of the profile editor.',
  fields: (t) => ({
    dadTypes: t.field({ type: [DadTypeOption], resolve: (o) => o.dadTypes }),
    familyStructures: t.field({ type: [FamilyStructureEnum], resolve: (o) => o.familyStructures as never }),
    dadBodTypes: t.field({ type: [DadBodTypeEnum], resolve: (o) => o.dadBodTypes as never }),
    hairlines: t.field({ type: [HairlineEnum], resolve: (o) => o.hairlines as never }),
    visibilities: t.field({ type: [ProfileVisibilityEnum], resolve: (o) => [...o.visibilities] }),
    interests: t.stringList({ description: 'The 23 interests, in order.', resolve: (o) => [...o.interests] }),
    watchSports: t.stringList({ resolve: (o) => [...o.watchSports] }),
    playSports: t.stringList({ resolve: (o) => [...o.playSports] }),
    outdoorActivities: t.stringList({ resolve: (o) => [...o.outdoorActivities] }),
    collectibleTypes: t.stringList({ resolve: (o) => [...o.collectibleTypes] }),
  }),
});

builder.queryField('profileOptions', (t) =>
  t.field({
    type: ProfileOptions,
    description: 'The option lists of the profile editor. Public; no database work.',
    resolve: () => profileOptions,
  }),
);

const PrivacySettingsInput = builder.inputType('PrivacySettingsInput', {
  description: 'Show flags and visibility levels; omitted ones stay as they are.',
  fields: (t) => ({
    showEmail: t.boolean(),
    showLocation: t.boolean(),
    showFamilyStructure: t.boolean(),
    showKidsInfo: t.boolean(),
    showDadBodType: t.boolean(),
    showHairline: t.boolean(),
    emailVisibility: t.field({ type: ProfileVisibilityEnum }),
    locationVisibility: t.field({ type: ProfileVisibilityEnum }),
    familyStructureVisibility: t.field({ type: ProfileVisibilityEnum }),
    kidsInfoVisibility: t.field({ type: ProfileVisibilityEnum }),
    dadBodTypeVisibility: t.field({ type: ProfileVisibilityEnum }),
    hairlineVisibility: t.field({ type: ProfileVisibilityEnum }),
  }),
});

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  description: 'Every profile field, all optional: omitted ones stay as they are; null clears an optional one.',
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    username: t.string({ description: '3-20 letters, numbers and underscores; unique ignoring case.' }),
    email: t.string(),
    location: t.string({ description: 'May change, not be emptied. At most 100 characters.' }),
    bio: t.string({ description: 'At most 500 characters.' }),
    dadType: t.field({ type: DadTypeEnum, description: 'May change, not be emptied.' }),
    interests: t.stringList(),
    numberOfKids: t.int({ description: '0 to 20.' }),
    kidsAges: t.intList({ description: 'Whole years, 0 to 60; at most 20.' }),
    kidsGenders: t.stringList(),
    familyStructure: t.field({ type: FamilyStructureEnum }),
    dadBodType: t.field({ type: DadBodTypeEnum }),
    hairline: t.field({ type: HairlineEnum }),
    sportsWatchPreferences: t.stringList({
      description: "profileOptions.watchSports or the member's own (at most 40 characters).",
    }),
    sportsPlayPreferences: t.stringList({ description: "profileOptions.playSports or the member's own." }),
    sportsFavoriteTeams: t.stringList(),
    outdoorActivities: t.stringList({ description: 'From profileOptions.outdoorActivities.' }),
    collectiblesTypes: t.stringList({ description: 'From profileOptions.collectibleTypes.' }),
    profileImageUrl: t.string({
      description: 'An image the member uploaded (POST /api/uploads/images); null removes the avatar.',
    }),
  }),
});

/** From here on the operation knows the member by their new username. */
function refreshViewer(ctx: GraphQLContext, user: Profile): void {
  if (ctx.viewer)
    ctx.viewer = { ...ctx.viewer, username: user.username, dadType: user.dadType, location: user.location };
}

const UpdateProfilePayload = builder.objectRef<{ userId: string }>('UpdateProfilePayload').implement({
  fields: (t) => ({
    user: t.prismaField({
      type: 'User',
      resolve: (query, payload, _args, ctx) =>
        ctx.services.prisma.user.findUniqueOrThrow({ ...query, where: { id: payload.userId } }),
    }),
  }),
});

builder.mutationField('updateProfile', (t) =>
  t.field({
    type: UpdateProfilePayload,
    errors: {},
    authScopes: { write: 'write:profile' },
    description: "Edits the viewer's profile; answers the member as they now are.",
    args: { input: t.arg({ type: UpdateProfileInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const user = await updateProfile(ctx.services, ctx.viewer!.id, input);
      refreshViewer(ctx, user);
      return { userId: user.id };
    },
  }),
);

builder.mutationField('updatePrivacySettings', (t) =>
  t.prismaField({
    type: 'User',
    errors: {},
    authScopes: { write: 'write:profile' },
    description: 'Sets which private fields show on the profile, and to whom.',
    args: { input: t.arg({ type: PrivacySettingsInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const user = await updatePrivacySettings(ctx.services, ctx.viewer!.id, input);
      return ctx.services.prisma.user.findUniqueOrThrow({ ...query, where: { id: user.id } });
    },
  }),
);

builder.mutationField('updateFeedSettings', (t) =>
  t.prismaField({
    type: 'User',
    errors: {},
    authScopes: { write: 'write:profile' },
    description: 'The Political Content Filter: hide posts with political content from the feeds.',
    args: { filterPoliticalContent: t.arg.boolean({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const user = await updateFeedSettings(ctx.services, ctx.viewer!.id, args);
      return ctx.services.prisma.user.findUniqueOrThrow({ ...query, where: { id: user.id } });
    },
  }),
);

const SuccessPayload = builder.objectRef<{ success: boolean }>('SuccessPayload').implement({
  description: 'A command that has nothing to answer but that it was done.',
  fields: (t) => ({ success: t.exposeBoolean('success') }),
});

builder.mutationField('changePassword', (t) =>
  t.field({
    type: SuccessPayload,
    errors: {},
    authScopes: { write: 'session' },
    description:
      "Changes the viewer's password (BAD_USER_INPUT for a wrong current one) and signs out their other sessions.",
    args: {
      currentPassword: t.arg.string({ required: true }),
      newPassword: t.arg.string({ required: true, description: 'At least 8 characters.' }),
    },
    resolve: async (_root, args, ctx) => {
      await changePassword(ctx.services, ctx.viewer!.id, args, ctx.meta, ctx.sessionToken);
      return { success: true };
    },
  }),
);

builder.mutationField('deleteAccount', (t) =>
  t.field({
    type: SuccessPayload,
    errors: {},
    authScopes: { write: 'session' },
    description:
      "Deletes the viewer's account (docs/people.md says what goes and what stays) and signs out everywhere.",
    args: { password: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteAccount(ctx.services, ctx.viewer!.id, args, ctx.meta);
      ctx.responseCookies.push(clearedSessionCookie(ctx.services.config));
      ctx.viewer = null;
      ctx.sessionToken = undefined;
      return { success: true };
    },
  }),
);
