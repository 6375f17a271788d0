/**
 * Connection requests over GraphQL: the same commands as POST /api/connections, PATCH
 * /api/connections/:id/accept|decline and DELETE /api/connections/:id. Each returns the connection (a removal
 * its id), so the client's store updates in place.
 */
import { acceptConnection, declineConnection } from '../../domain/connections/respond.js';
import { removeConnection } from '../../domain/connections/remove.js';
import { requestConnection } from '../../domain/connections/request.js';
import { builder } from '../builder.js';
import { rawIdOf, rawOrGlobalIdOf } from '../global-id.js';

builder.mutationField('requestConnection', (t) =>
  t.prismaField({
    type: 'Connection',
    errors: {},
    authScopes: { write: 'write:profile' },
    description: 'Asks a member to connect; they are notified. CONFLICT when connected or a request is pending.',
    args: { userId: t.arg.globalID({ required: true }) },
    resolve: async (query, _root, { userId }, ctx) => {
      const { id } = await requestConnection(ctx.services, ctx.viewer!.id, rawIdOf(userId, 'User'));
      return ctx.services.prisma.connection.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
);

function answerMutation(
  name: 'acceptConnection' | 'declineConnection',
  description: string,
  command: typeof acceptConnection,
) {
  builder.mutationField(name, (t) =>
    t.prismaField({
      type: 'Connection',
      errors: {},
      authScopes: { write: 'write:profile' },
      description,
      args: { id: t.arg.globalID({ required: true }) },
      resolve: async (query, _root, { id }, ctx) => {
        const { id: connectionId } = await command(ctx.services, ctx.viewer!.id, rawIdOf(id, 'Connection'));
        return ctx.services.prisma.connection.findUniqueOrThrow({ ...query, where: { id: connectionId } });
      },
    }),
  );
}

answerMutation(
  'acceptConnection',
  'Accepts a pending request the viewer received; the requester is notified.',
  acceptConnection,
);
answerMutation('declineConnection', 'Declines a pending request the viewer received (silently).', declineConnection);

builder.mutationField('removeConnection', (t) =>
  t.string({
    errors: {},
    authScopes: { write: 'write:profile' },
    description:
      'Removes a connection, or a pending request (the requester cancels it, the receiver drops it): either of its two ' +
      "members only (NOT_FOUND for anyone else); a declined request stays (CONFLICT). Answers the removed one's databaseId.",
    args: { id: t.arg.id({ required: true, description: 'The connection: its id (or its databaseId).' }) },
    resolve: async (_root, { id }, ctx) =>
      (await removeConnection(ctx.services, ctx.viewer!.id, rawOrGlobalIdOf(id, 'Connection'))).id,
  }),
);
