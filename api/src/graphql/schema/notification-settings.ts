/**
 * What reaches the viewer, where and when (docs/notifications.md): each category's in-app, e-mail and push
 * switches, time zone, quiet hours and digest; muting or following one group, event, channel, question or
 * conversation; and the devices that accepted push.
 */
import { DigestFrequency, NotificationCategory, NotificationFollowLevel } from '../../generated/prisma/client.js';
import {
  FOLLOWABLE,
  type Followable,
  newestFollowFirst,
  notificationFollowsWhere,
  setNotificationFollow,
} from '../../domain/notifications/follows.js';
import {
  readNotificationSettings,
  updateNotificationPreference,
  updateNotificationSettings,
  type CategorySetting,
  type NotificationSettingsView,
} from '../../domain/notifications/preferences.js';
import {
  addPushSubscription,
  pushSubscriptionInput,
  removePushSubscription,
  vapidKeys,
} from '../../domain/notifications/push.js';
import { parseInput } from '../../domain/validation.js';
import { builder } from '../builder.js';
import { encodeGlobalID } from '../global-id.js';
import { perRequestRows } from '../per-request.js';
import { NotificationTargetEnum } from './enums.js';

const NotificationCategoryEnum = builder.enumType(NotificationCategory, {
  name: 'NotificationCategory',
  description: 'What a member decides about as one: each notification type belongs to one category.',
});
const DigestFrequencyEnum = builder.enumType(DigestFrequency, { name: 'DigestFrequency' });
const NotificationFollowLevelEnum = builder.enumType(NotificationFollowLevel, {
  name: 'NotificationFollowLevel',
  description: 'muted: nothing about it reaches the member; following: everything new in it does.',
});

const NotificationCategorySettingRef = builder.objectRef<CategorySetting>('NotificationCategorySetting').implement({
  fields: (t) => ({
    category: t.expose('category', { type: NotificationCategoryEnum }),
    label: t.exposeString('label', { description: 'The settings screen’s words for it.' }),
    inApp: t.exposeBoolean('inApp'),
    email: t.exposeBoolean('email'),
    push: t.exposeBoolean('push'),
    inAppLocked: t.exposeBoolean('inAppLocked', {
      description: 'Always shown in the app: `inApp` cannot be turned off.',
    }),
  }),
});

const QuietHoursRef = builder.objectRef<{ start: string; end: string }>('QuietHours').implement({
  description: 'A span of the member’s day, in their time zone, when mail and pushes wait (community alerts do not).',
  fields: (t) => ({
    start: t.exposeString('start', { description: 'HH:MM' }),
    end: t.exposeString('end', { description: 'HH:MM; before `start`, the span wraps past midnight.' }),
  }),
});

const NotificationSettingsRef = builder.objectRef<NotificationSettingsView>('NotificationSettings').implement({
  fields: (t) => ({
    categories: t.field({
      type: [NotificationCategorySettingRef],
      description: 'Every category, in the settings screen’s order (a fixed, short list).',
      resolve: (settings) => settings.categories,
    }),
    timeZone: t.exposeString('timeZone', { description: 'An IANA zone name, such as Europe/Berlin.' }),
    quietHours: t.field({ type: QuietHoursRef, nullable: true, resolve: (settings) => settings.quietHours }),
    digest: t.expose('digest', { type: DigestFrequencyEnum }),
    pushDevices: t.exposeInt('pushDevices', { description: 'Browsers and phones that accepted push.' }),
  }),
});

builder.queryField('notificationSettings', (t) =>
  t.field({
    type: NotificationSettingsRef,
    authScopes: { member: true },
    description: 'The viewer’s notification settings.',
    resolve: (_root, _args, ctx) => readNotificationSettings(ctx.services.prisma, ctx.viewer!.id),
  }),
);

builder.queryField('pushPublicKey', (t) =>
  t.string({
    authScopes: { member: true },
    description: 'The server’s VAPID public key (URL-safe base64), for PushManager.subscribe’s applicationServerKey.',
    resolve: async (_root, _args, ctx) => (await vapidKeys(ctx.services)).publicKey,
  }),
);

const UpdateNotificationPreferenceInput = builder.inputType('UpdateNotificationPreferenceInput', {
  fields: (t) => ({
    category: t.field({ type: NotificationCategoryEnum, required: true }),
    inApp: t.boolean({ description: 'Left out: unchanged.' }),
    email: t.boolean({ description: 'Left out: unchanged.' }),
    push: t.boolean({ description: 'Left out: unchanged.' }),
  }),
});

builder.mutationField('updateNotificationPreference', (t) =>
  t.field({
    type: NotificationSettingsRef,
    errors: {},
    authScopes: { write: 'write:profile' },
    description: 'Turns one category’s in-app, e-mail or push notifications on or off.',
    args: { input: t.arg({ type: UpdateNotificationPreferenceInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateNotificationPreference(ctx.services, ctx.viewer!.id, input),
  }),
);

const QuietHoursInput = builder.inputType('QuietHoursInput', {
  fields: (t) => ({
    start: t.string({ required: true, description: 'HH:MM, in the member’s time zone.' }),
    end: t.string({ required: true, description: 'HH:MM; another time than `start`.' }),
  }),
});

const UpdateNotificationSettingsInput = builder.inputType('UpdateNotificationSettingsInput', {
  fields: (t) => ({
    timeZone: t.string({ description: 'An IANA zone name, such as Europe/Berlin. Left out: unchanged.' }),
    quietHours: t.field({ type: QuietHoursInput, description: 'Null: no quiet hours. Left out: unchanged.' }),
    digest: t.field({ type: DigestFrequencyEnum, description: 'Left out: unchanged.' }),
  }),
});

builder.mutationField('updateNotificationSettings', (t) =>
  t.field({
    type: NotificationSettingsRef,
    errors: {},
    authScopes: { write: 'write:profile' },
    description: 'Changes the viewer’s time zone, quiet hours or digest.',
    args: { input: t.arg({ type: UpdateNotificationSettingsInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateNotificationSettings(ctx.services, ctx.viewer!.id, input),
  }),
);

/** The node type each followable kind is, and back. */
const NODE_TYPE_OF: Record<Followable, string> = {
  group: 'Group',
  event: 'Event',
  channel: 'Channel',
  question: 'Question',
  conversation: 'Conversation',
};
const KIND_OF_NODE = new Map(Object.entries(NODE_TYPE_OF).map(([kind, type]) => [type, kind as Followable]));

builder.prismaObject('NotificationSubscription', {
  name: 'NotificationFollow',
  description: 'The viewer muted, or follows everything in, one group, event, channel, question or conversation.',
  fields: (t) => ({
    targetType: t.expose('targetType', { type: NotificationTargetEnum }),
    level: t.expose('level', { type: NotificationFollowLevelEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    targetId: t.id({
      description: 'The global id of what it is about, also when `target` is gone (to clear it).',
      resolve: (row) => encodeGlobalID(NODE_TYPE_OF[row.targetType as Followable], row.targetId),
    }),
    target: t.node({
      description: 'What it is about; null when it is gone or the viewer may no longer see it.',
      id: (row) => ({ type: NODE_TYPE_OF[row.targetType as Followable], id: row.targetId }),
    }),
  }),
});

builder.queryField('notificationFollows', (t) =>
  t.prismaConnection(
    {
      type: 'NotificationSubscription',
      cursor: 'userId_targetType_targetId',
      authScopes: { member: true },
      description: 'What the viewer muted or follows, newest first.',
      resolve: (query, _root, _args, ctx) =>
        ctx.services.prisma.notificationSubscription.findMany({
          ...query,
          where: notificationFollowsWhere(ctx.viewer!.id),
          orderBy: newestFollowFirst,
        }),
    },
    { name: 'NotificationFollowConnection' },
    { name: 'NotificationFollowEdge' },
  ),
);

const SetNotificationFollowInput = builder.inputType('SetNotificationFollowInput', {
  fields: (t) => ({
    targetId: t.globalID({ required: true, description: 'A Group, Event, Channel, Question or Conversation id.' }),
    level: t.field({
      type: NotificationFollowLevelEnum,
      description: 'Null (or left out): neither, the category settings decide.',
    }),
  }),
});

const NotificationFollowPayload = builder
  .objectRef<{ targetType: Followable; targetId: string; level: 'muted' | 'following' | null }>(
    'SetNotificationFollowPayload',
  )
  .implement({
    fields: (t) => ({
      targetId: t.id({ resolve: (row) => encodeGlobalID(NODE_TYPE_OF[row.targetType], row.targetId) }),
      level: t.field({ type: NotificationFollowLevelEnum, nullable: true, resolve: (row) => row.level }),
    }),
  });

builder.mutationField('setNotificationFollow', (t) =>
  t.field({
    type: NotificationFollowPayload,
    errors: {},
    authScopes: { write: 'write:profile' },
    description:
      'Mutes, or follows everything in, a group, event, channel or question the viewer may read (a conversation ' +
      'can be muted only); level null clears it.',
    args: { input: t.arg({ type: SetNotificationFollowInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      setNotificationFollow(ctx.services.prisma, ctx.viewer!.id, {
        targetType: KIND_OF_NODE.get(input.targetId.typename) ?? input.targetId.typename,
        targetId: input.targetId.id,
        level: input.level ?? null,
      }),
  }),
);

/**
 * The viewer's level on the things of a page, one statement for all of them: ids are UUIDs, so the targets' ids
 * alone find the rows, and the kind keeps a row to the thing it was set on.
 */
const followLevels = perRequestRows(
  (ctx, keys) =>
    ctx.services.prisma.notificationSubscription.findMany({
      where: { userId: ctx.viewer!.id, targetId: { in: keys.map((key) => key.slice(key.indexOf(':') + 1)) } },
      select: { targetType: true, targetId: true, level: true },
    }),
  (row) => `${row.targetType}:${row.targetId}`,
);

const viewerLevelDescription = (kind: Followable) =>
  kind === 'conversation'
    ? 'muted when the viewer muted this conversation (its messages still arrive; nothing about them notifies the ' +
      'viewer, in the app or outside); null otherwise. A conversation cannot be followed.'
    : `Whether the viewer muted this ${kind} or follows everything in it; null for neither (or signed out): the ` +
      'category settings decide. Set with setNotificationFollow.';

for (const kind of FOLLOWABLE) {
  // One model's types stand for the five: the field reads only `id`, which each of them has.
  builder.prismaObjectFields(NODE_TYPE_OF[kind] as 'Group', (t) => ({
    viewerNotificationLevel: t.field({
      type: NotificationFollowLevelEnum,
      nullable: true,
      description: viewerLevelDescription(kind),
      resolve: async (row, _args, ctx) =>
        ctx.viewer ? ((await followLevels(ctx).load(`${kind}:${row.id}`))?.level ?? null) : null,
    }),
  }));
}

const PushSubscriptionKeysInput = builder.inputType('PushSubscriptionKeysInput', {
  fields: (t) => ({ p256dh: t.string({ required: true }), auth: t.string({ required: true }) }),
});

const AddPushSubscriptionInput = builder.inputType('AddPushSubscriptionInput', {
  description: 'A browser’s PushSubscription, as its toJSON() gives it.',
  fields: (t) => ({
    endpoint: t.string({ required: true, description: 'The push service’s https address for this device.' }),
    keys: t.field({ type: PushSubscriptionKeysInput, required: true }),
  }),
});

builder.mutationField('addPushSubscription', (t) =>
  t.field({
    type: NotificationSettingsRef,
    errors: {},
    // A device is a browser's: a token, as over /api, may not add or remove one.
    authScopes: { write: 'session' },
    description: 'Lets this device show the viewer’s chosen notifications as system notifications.',
    args: { input: t.arg({ type: AddPushSubscriptionInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await addPushSubscription(
        ctx.services,
        ctx.viewer!.id,
        parseInput(pushSubscriptionInput, input),
        ctx.meta.userAgent,
      );
      return readNotificationSettings(ctx.services.prisma, ctx.viewer!.id);
    },
  }),
);

builder.mutationField('removePushSubscription', (t) =>
  t.field({
    type: NotificationSettingsRef,
    errors: {},
    // A device is a browser's: a token, as over /api, may not add or remove one.
    authScopes: { write: 'session' },
    description: 'Stops push to the device with this endpoint.',
    args: { endpoint: t.arg.string({ required: true }) },
    resolve: async (_root, { endpoint }, ctx) => {
      await removePushSubscription(ctx.services.prisma, ctx.viewer!.id, endpoint);
      return readNotificationSettings(ctx.services.prisma, ctx.viewer!.id);
    },
  }),
);
