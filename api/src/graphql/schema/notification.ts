/**
 * The viewer's notifications, their unread count (live over a subscription), and marking them read.
 */
import { countUnreadNotifications, watchUnreadCount } from '../../domain/notifications/notifications.js';
import {
  markAllNotificationsRead,
  markNotificationRead,
  newestNotificationFirst,
  notificationsWhere,
} from '../../domain/notifications/read.js';
import { builder } from '../builder.js';
import { SHARED_DELIVERY } from '../shared-delivery.js';
import { notificationsPage } from '../viewer-lists.js';
import { NotificationTargetEnum, NotificationTypeEnum } from './enums.js';
import { databaseIdOptions } from './database-id.js';
import { rawIdOf } from '../global-id.js';

builder.prismaNode('Notification', {
  id: { field: 'id' },
  // node(id:) answers null for an id that no longer exists.
  nullable: true,
  // Only ever reached through the viewer's own fields, or node() on the viewer's own notification.
  authScopes: (notification, ctx) => notification.userId === ctx.viewer?.id,
  fields: (t) => ({
    databaseId: t.exposeString('id', databaseIdOptions),
    type: t.expose('type', { type: NotificationTypeEnum }),
    title: t.exposeString('title'),
    message: t.exposeString('message'),
    isRead: t.exposeBoolean('isRead'),
    targetType: t.expose('targetType', { type: NotificationTargetEnum, nullable: true }),
    targetId: t.exposeString('targetId', { nullable: true, description: 'The raw id of the target, for links.' }),
    actor: t.relation('actor', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('notifications', (t) =>
  t.prismaConnection(
    {
      type: 'Notification',
      cursor: 'id',
      authScopes: { member: true },
      // Read by the dashboard and the shell: nullable, so a failure here leaves the rest of the page's answer.
      nullable: true,
      description: "The viewer's notifications, newest first.",
      // The first page (the dashboard's) is read with the viewer's other lists, in one statement (../viewer-lists.ts).
      resolve: (query, _root, _args, ctx) =>
        notificationsPage(ctx, query) ??
        ctx.services.prisma.notification.findMany({
          ...query,
          where: notificationsWhere(ctx.viewer!.id),
          orderBy: newestNotificationFirst,
        }),
    },
    { name: 'NotificationConnection' },
    { name: 'NotificationEdge' },
  ),
);

builder.queryField('unreadNotificationCount', (t) =>
  t.int({
    authScopes: { member: true },
    nullable: true,
    resolve: (_root, _args, ctx) => countUnreadNotifications(ctx.services.prisma, ctx.viewer!.id),
  }),
);

builder.subscriptionField('unreadNotificationCount', (t) =>
  t.int({
    authScopes: { member: true },
    description: "The viewer's unread notification count: the current value first, then each change.",
    subscribe: (_root, _args, ctx) => watchUnreadCount(ctx.services, ctx.viewer!.id),
    resolve: (count: number) => count,
    // The count alone: subscribers hearing the same number share one execution (../shared-delivery.ts).
    extensions: { [SHARED_DELIVERY]: true },
  }),
);

const MarkNotificationsReadPayload = builder
  .objectRef<{ unreadCount: number }>('MarkNotificationsReadPayload')
  .implement({
    fields: (t) => ({
      unreadCount: t.exposeInt('unreadCount'),
      viewer: t.prismaField({
        type: 'User',
        resolve: (query, _parent, _args, ctx) =>
          ctx.services.prisma.user.findUniqueOrThrow({ ...query, where: { id: ctx.viewer!.id } }),
      }),
    }),
  });

builder.mutationField('markAllNotificationsRead', (t) =>
  t.field({
    type: MarkNotificationsReadPayload,
    errors: {},
    authScopes: { write: 'write:profile' },
    description: "Marks all the viewer's notifications read (opening the dropdown does this).",
    resolve: async (_root, _args, ctx) => ({
      unreadCount: await markAllNotificationsRead(ctx.services, ctx.viewer!.id),
    }),
  }),
);

builder.mutationField('markNotificationRead', (t) =>
  t.prismaField({
    type: 'Notification',
    errors: {},
    authScopes: { write: 'write:profile' },
    description: "Marks one of the viewer's notifications read.",
    args: { id: t.arg.globalID({ required: true }) },
    resolve: async (query, _root, { id }, ctx) => {
      const notificationId = rawIdOf(id, 'Notification');
      await markNotificationRead(ctx.services, ctx.viewer!.id, notificationId);
      return ctx.services.prisma.notification.findUniqueOrThrow({ ...query, where: { id: notificationId } });
    },
  }),
);
