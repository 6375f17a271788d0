/**
 * Connections between members, and the requests waiting for the viewer's answer (the Network badge).
 */
import { newestFirst, pendingRequestsWhere } from '../../domain/connections/pending.js';
import { builder } from '../builder.js';
import { pendingRequestCount } from '../viewer-lists.js';
import { ConnectionStatusEnum } from './enums.js';
import { databaseIdOptions } from './database-id.js';

export const ConnectionRef = builder.prismaNode('Connection', {
  id: { field: 'id' },
  nullable: true,
  // Only its two members see a connection or a request.
  authScopes: (connection, ctx) =>
    connection.requesterId === ctx.viewer?.id || connection.receiverId === ctx.viewer?.id,
  fields: (t) => ({
    databaseId: t.exposeString('id', databaseIdOptions),
    status: t.expose('status', { type: ConnectionStatusEnum }),
    requester: t.relation('requester'),
    receiver: t.relation('receiver'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('pendingConnectionRequests', (t) =>
  t.prismaConnection(
    {
      type: 'Connection',
      cursor: 'id',
      authScopes: { member: true },
      // The shell's badge reads it with every page: nullable, so a failure here leaves the rest of the answer.
      nullable: true,
      description: 'Connection requests the viewer received and has not answered, newest first.',
      // The shell's badge: counted with the viewer's other lists, in one statement (../viewer-lists.ts).
      totalCount: (_parent, _args, ctx) => pendingRequestCount(ctx),
      resolve: (query, _root, _args, ctx) =>
        ctx.services.prisma.connection.findMany({
          ...query,
          where: pendingRequestsWhere(ctx.viewer!.id),
          orderBy: newestFirst,
        }),
    },
    { name: 'ConnectionConnection' },
    { name: 'ConnectionEdge' },
  ),
);
