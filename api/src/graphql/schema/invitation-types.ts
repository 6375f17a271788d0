/**
 * What group and event invitations share over GraphQL, built once for each: the invitation node (each file adds
 * the field of what it invites to), the target's viewerInvitation, the notification's pending invitation, and the
 * viewer's pending invitations as a connection. Which invitations are pending, and their order, are the target
 * domain's. A pending invitation shows its target to the invitee (an event, a private group's header).
 */
import {
  InvitationStatus,
  type EventInvitation,
  type GroupInvitation,
  type Prisma,
} from '../../generated/prisma/client.js';
import { builder } from '../builder.js';
import type { GraphQLContext, VisibilityLoaders } from '../context.js';
import { perRequestRows } from '../per-request.js';
import { selectionViewerOf } from '../selection-viewer.js';
import { databaseIdOptions } from './database-id.js';

export const InvitationStatusEnum = builder.enumType(InvitationStatus, { name: 'InvitationStatus' });

type PendingWhere = { inviteeId: string; status: 'pending' };
type Invitation = EventInvitation | GroupInvitation;
type InvitationOrder =
  | Prisma.EventInvitationOrderByWithRelationInput[]
  | Prisma.GroupInvitationOrderByWithRelationInput[];

/** The reads of one invitation table these fields make: Prisma's eventInvitation or groupInvitation. */
interface InvitationRows<Row extends Invitation, Key extends string> {
  findMany(args: {
    where: PendingWhere | (PendingWhere & Record<Key, { in: string[] }>);
    orderBy?: InvitationOrder;
  }): Promise<Row[]>;
  count(args: { where: PendingWhere }): Promise<number>;
}

export interface InvitationTarget<Row extends Invitation & Record<Key, string>, Key extends string> {
  /** The type invited to: Event gives EventInvitation, Notification.eventInvitation and Query.eventInvitations. */
  target: 'Event' | 'Group';
  /** The invitation's column holding the target's id. */
  key: Key;
  /** The notification telling the invitee, whose targetId is the target's id. */
  notificationType: 'event_invitation' | 'group_invitation';
  rows: (ctx: GraphQLContext) => InvitationRows<Row, Key>;
  visibility: (loaders: VisibilityLoaders) => VisibilityLoaders['events'];
  pendingWhere: (viewerId: string) => PendingWhere;
  newestFirst: InvitationOrder;
  descriptions: { viewerInvitation: string; notification: string; invitations: string };
}

export function invitationTypes<Row extends Invitation & Record<Key, string>, Key extends string>(
  spec: InvitationTarget<Row, Key>,
) {
  const model = `${spec.target}Invitation` as const;
  const field = `${spec.target.toLowerCase()}Invitation`;
  const showTargets = (ctx: GraphQLContext, invitations: Row[]) => {
    for (const invitation of invitations) spec.visibility(ctx.visibility).prime(invitation[spec.key], true);
  };

  const InvitationRef = builder.prismaNode(model, {
    id: { field: 'id' },
    nullable: true,
    // The invitee's to answer, the inviter's to have sent; nobody else's.
    authScopes: (invitation, ctx) =>
      ctx.viewer !== null && (invitation.inviteeId === ctx.viewer.id || invitation.inviterId === ctx.viewer.id),
    select: { inviteeId: true, inviterId: true },
    fields: (t) => ({
      databaseId: t.exposeString('id', databaseIdOptions),
      inviter: t.relation('inviter', { nullable: true, description: 'Null once their account is deleted.' }),
      status: t.expose('status', { type: InvitationStatusEnum }),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
    }),
  });

  builder.prismaObjectFields(spec.target, (t) => ({
    viewerInvitation: t.field({
      type: InvitationRef,
      nullable: true,
      description: spec.descriptions.viewerInvitation,
      select: (_args, ctx, nestedSelection) => ({
        invitations: nestedSelection({ where: spec.pendingWhere(selectionViewerOf(ctx)) }),
      }),
      resolve: (target) => target.invitations[0] ?? null,
    }),
  }));

  /** Per request: the viewer's pending invitations to these targets, read in one statement. */
  const pendingInvitations = perRequestRows(
    async (ctx, targetIds) => {
      const where = { ...spec.pendingWhere(selectionViewerOf(ctx)), [spec.key]: { in: targetIds } } as PendingWhere &
        Record<Key, { in: string[] }>;
      const pending = await spec.rows(ctx).findMany({ where });
      showTargets(ctx, pending);
      return pending;
    },
    (invitation) => invitation[spec.key],
  );

  builder.prismaObjectFields('Notification', (t) => ({
    [field]: t.field({
      type: InvitationRef,
      nullable: true,
      description: spec.descriptions.notification,
      resolve: (notification, _args, ctx) =>
        notification.type === spec.notificationType && notification.targetId
          ? pendingInvitations(ctx).load(notification.targetId)
          : null,
    }),
  }));

  builder.queryField(`${field}s`, (t) =>
    t.prismaConnection(
      {
        type: model,
        cursor: 'id',
        nullable: true,
        authScopes: { member: true },
        description: spec.descriptions.invitations,
        totalCount: (_parent, _args, ctx) => spec.rows(ctx).count({ where: spec.pendingWhere(ctx.viewer!.id) }),
        resolve: async (query, _root, _args, ctx) => {
          const invitations = await spec.rows(ctx).findMany({
            ...query,
            where: spec.pendingWhere(ctx.viewer!.id),
            orderBy: spec.newestFirst,
          });
          showTargets(ctx, invitations);
          return invitations;
        },
      },
      { name: `${model}Connection` },
      { name: `${model}Edge` },
    ),
  );
}
