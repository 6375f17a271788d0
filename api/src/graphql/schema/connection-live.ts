/**
 * The viewer's connections, live (docs/live-events.md): `connectionChanged` delivers each change of one of the
 * viewer's connections or requests (asked, accepted, declined by the viewer, removed), with the connection's row
 * as the event carries it, so the Network badge, the Requests tab and the Connect buttons follow without a
 * reload. Only the two members of a connection hear of it (the event is published on their keys alone).
 */
import { pendingRequestsWhere } from '../../domain/connections/pending.js';
import { connectionTopics, revivedConnection, type ConnectionChangePayload } from '../../domain/connections/live.js';
import type { Connection } from '../../generated/prisma/client.js';
import { builder } from '../builder.js';
import { encodeGlobalID } from '../global-id.js';
import { listenTo } from '../listen.js';
import { ConnectionRef } from './connection.js';

const ConnectionChangeKindEnum = builder.enumType('ConnectionChangeKind', {
  values: {
    REQUESTED: {
      description: 'A request was sent (by the viewer, or to the viewer).',
    },
    ACCEPTED: { description: 'A request was accepted.' },
    DECLINED: {
      description: 'The viewer declined a request (the one who asked is not told).',
    },
    REMOVED: { description: 'A connection or a pending request was removed.' },
  } as const,
});

interface ConnectionChange {
  kind: ConnectionChangePayload['kind'];
  connection: Connection;
}

const ConnectionChangeRef = builder.objectRef<ConnectionChange>('ConnectionChange').implement({
  description: "A change of one of the viewer's connections or connection requests.",
  fields: (t) => ({
    kind: t.field({
      type: ConnectionChangeKindEnum,
      resolve: (change) => change.kind.toUpperCase() as 'REQUESTED' | 'ACCEPTED' | 'DECLINED' | 'REMOVED',
    }),
    connectionId: t.id({
      description: 'The Connection id (also once it is removed).',
      resolve: (change) => encodeGlobalID('Connection', change.connection.id),
    }),
    connection: t.field({
      type: ConnectionRef,
      nullable: true,
      description: 'The connection as it now is; null once removed.',
      resolve: (change) => (change.kind === 'removed' ? null : change.connection),
    }),
    pendingRequestCount: t.int({
      description: "How many requests now wait for the viewer's answer (the Network badge): read with each delivery.",
      resolve: (_change, _args, ctx) =>
        ctx.services.prisma.connection.count({
          where: pendingRequestsWhere(ctx.viewer!.id),
        }),
    }),
  }),
});

builder.subscriptionField('connectionChanged', (t) =>
  t.field({
    type: ConnectionChangeRef,
    authScopes: { member: true },
    description: "Each change of the viewer's connections and connection requests.",
    subscribe: (_root, _args, ctx) =>
      listenTo(ctx, connectionTopics.connectionChanged, ctx.viewer!.id, (payload) => payload),
    resolve: (payload: ConnectionChangePayload): ConnectionChange => ({
      kind: payload.kind,
      connection: revivedConnection(payload.connection),
    }),
  }),
);
