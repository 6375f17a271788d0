/**
 * The viewer's accepted connections (My Connections) and suggested members (Suggested Connections): the same
 * domain reads as GET /api/connections and /api/connections/suggested.
 */
import { acceptedConnectionsWhere, countConnections } from '../../domain/connections/list.js';
import { newestFirst } from '../../domain/connections/pending.js';
import { otherMemberId } from '../../domain/connections/policy.js';
import {
  DEFAULT_SUGGESTED_LIMIT,
  MAX_SUGGESTED_LIMIT,
  suggestedMembers,
  type SuggestedMember,
} from '../../domain/connections/suggested.js';
import { builder } from '../builder.js';
import { UserRef } from './user.js';

builder.prismaObjectFields('Connection', (t) => ({
  otherMember: t.field({
    type: UserRef,
    description: 'The member at the other end from the viewer (the requester when the viewer received it).',
    select: { requester: true, receiver: true },
    resolve: (connection, _args, ctx) =>
      otherMemberId(ctx.viewer!.id, connection) === connection.requesterId ? connection.requester : connection.receiver,
  }),
}));

builder.queryField('connections', (t) =>
  t.prismaConnection(
    {
      type: 'Connection',
      cursor: 'id',
      authScopes: { member: true },
      description: "The viewer's accepted connections, whoever asked, newest first; `otherMember` is the friend.",
      totalCount: (_parent, _args, ctx) => countConnections(ctx.services.prisma, ctx.viewer!.id),
      resolve: (query, _root, _args, ctx) =>
        ctx.services.prisma.connection.findMany({ ...query, where: acceptedConnectionsWhere(ctx.viewer!.id), orderBy: newestFirst }),
    },
    { name: 'MyConnectionsConnection' },
    { name: 'MyConnectionsEdge' },
  ),
);

const SuggestedConnectionRef = builder.objectRef<SuggestedMember>('SuggestedConnection').implement({
  description: 'A member the viewer might know, with why.',
  fields: (t) => ({
    member: t.field({ type: UserRef, resolve: (s) => s.member }),
    mutualConnectionCount: t.exposeInt('mutualConnections', { description: 'Accepted connections both members have.' }),
    sharedInterestCount: t.exposeInt('sharedInterests'),
  }),
});

builder.queryField('suggestedConnections', (t) =>
  t.field({
    type: [SuggestedConnectionRef],
    authScopes: { member: true },
    description:
      'Members the viewer has no connection or request with, best match first (mutual connections, then place and interests).',
    args: {
      first: t.arg.int({ defaultValue: DEFAULT_SUGGESTED_LIMIT, description: `1 to ${MAX_SUGGESTED_LIMIT}.` }),
    },
    resolve: (_root, { first }, ctx) => suggestedMembers(ctx.services.prisma, ctx.viewer!, first),
  }),
);
