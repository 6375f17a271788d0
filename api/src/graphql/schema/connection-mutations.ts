/**
 * Connection requests over GraphQL: the same commands as POST /api/connections and PATCH
 * /api/connections/:id/accept|decline. Each returns the connection, so the client's store updates in place.
 */
import { acceptConnection, declineConnection } from '../../domain/connections/respond.js';
import { requestConnection } from '../../domain/connections/request.js';
import { builder } from '../builder.js';
import { rawIdOf } from '../global-id.js';

builder.mutationField('requestConnection', (t) =>
  t.prismaField({
    type: 'Connection',
    errors: {},
    authScopes: { member: true },
    description: 'Asks a member to connect; they are notified. CONFLICT when connected or a request is pending.',
    args: { userId: t.arg.globalID({ required: true }) },
    resolve: async (query, _root, { userId }, ctx) => {
      const { id } = await requestConnection(ctx.services, ctx.viewer!.id, rawIdOf(userId, 'User'));
      return ctx.services.prisma.connection.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
);

function answerMutation(name: 'acceptConnection' | 'declineConnection', description: string, command: typeof acceptConnection) {
  builder.mutationField(name, (t) =>
    t.prismaField({
      type: 'Connection',
      errors: {},
      authScopes: { member: true },
      description,
      args: { id: t.arg.globalID({ required: true }) },
      resolve: async (query, _root, { id }, ctx) => {
        const { id: connectionId } = await command(ctx.services, ctx.viewer!.id, rawIdOf(id, 'Connection'));
        return ctx.services.prisma.connection.findUniqueOrThrow({ ...query, where: { id: connectionId } });
      },
    }),
  );
}

answerMutation('acceptConnection', 'Accepts a pending request the viewer received; the requester is notified.', acceptConnection);
answerMutation('declineConnection', 'Declines a pending request the viewer received (silently).', declineConnection);
