/**
 * The viewer's notifications, their unread count, and the count live over a subscription.
 */
import { countUnreadNotifications, watchUnreadCount } from '../../domain/notifications/notifications.js';
import { builder } from '../builder.js';
import { NotificationTargetEnum, NotificationTypeEnum } from './enums.js';

builder.prismaNode('Notification', {
  id: { field: 'id' },
  // node(id:) answers null for an id that no longer exists.
  nullable: true,
  // Only ever reached through the viewer's own fields, or node() on the viewer's own notification.
  authScopes: (notification, ctx) => notification.userId === ctx.viewer?.id,
  fields: (t) => ({
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
    description: "The viewer's notifications, newest first.",
    resolve: (query, _root, _args, ctx) =>
      ctx.services.prisma.notification.findMany({
        ...query,
        where: { userId: ctx.viewer!.id },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      }),
    },
    { name: 'NotificationConnection' },
    { name: 'NotificationEdge' },
  ),
);

builder.queryField('unreadNotificationCount', (t) =>
  t.int({
    authScopes: { member: true },
    resolve: (_root, _args, ctx) => countUnreadNotifications(ctx.services.prisma, ctx.viewer!.id),
  }),
);

builder.subscriptionField('unreadNotificationCount', (t) =>
  t.int({
    authScopes: { member: true },
    description: "The viewer's unread notification count: the current value first, then each change.",
    subscribe: (_root, _args, ctx) => watchUnreadCount(ctx.services, ctx.viewer!.id),
    resolve: (count: number) => count,
  }),
);
