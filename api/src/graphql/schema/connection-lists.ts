/**
 * The viewer's accepted connections (My Connections) and suggested members (Suggested Connections): the same
 * domain reads as GET /api/connections and /api/connections/suggested.
 */
import { acceptedConnectionsWhere } from '../../domain/connections/list.js';
import { newestFirst } from '../../domain/connections/pending.js';
import { otherMemberId } from '../../domain/connections/policy.js';
import {
  DEFAULT_SUGGESTED_LIMIT,
  MAX_SUGGESTED_LIMIT,
  type SuggestedMember,
} from '../../domain/connections/suggested.js';
import { pageSize } from '../../domain/paging.js';
import { builder } from '../builder.js';
import { connectionCount, connectionsPage } from '../viewer-lists.js';
import { suggestedMembers } from '../viewer-suggestions.js';
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
      // A dashboard widget's field: nullable, so a failure here leaves the rest of the home page's answer.
      nullable: true,
      description: "The viewer's accepted connections, whoever asked, newest first; `otherMember` is the friend.",
      // The first page (the dashboard's) is read with the viewer's other lists, in one statement (../viewer-lists.ts).
      totalCount: (_parent, _args, ctx) => connectionCount(ctx),
      resolve: (query, _root, _args, ctx) =>
        connectionsPage(ctx, query) ??
        ctx.services.prisma.connection.findMany({
          ...query,
          where: acceptedConnectionsWhere(ctx.viewer!.id),
          orderBy: newestFirst,
        }),
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
    nullable: true,
    description:
      'Members the viewer has no connection or request with, best match first (mutual connections, then place and interests).',
    args: {
      first: t.arg.int({ defaultValue: DEFAULT_SUGGESTED_LIMIT, description: `1 to ${MAX_SUGGESTED_LIMIT}.` }),
    },
    // The same ranking as GET /api/connections/suggested, read with the viewer's other lists (../viewer-lists.ts).
    resolve: (_root, { first }, ctx) =>
      suggestedMembers(ctx, pageSize(first, DEFAULT_SUGGESTED_LIMIT, MAX_SUGGESTED_LIMIT)),
  }),
);
