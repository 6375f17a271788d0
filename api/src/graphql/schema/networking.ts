/**
 * Networking over GraphQL (docs/people.md): a member's profile (Query.member), the Networking search and
 * Discover, how the viewer stands to a member (User fields, read for every member of a selection in one
 * statement), the viewer's blocked members, and blocking. The same domain reads and commands as /api/users.
 */
import { rowsById } from '../../db/model-rows.js';
import type { User } from '../../generated/prisma/client.js';
import { blockMember, unblockMember } from '../../domain/blocks/block.js';
import { blockedCursor, blockedMembersPage } from '../../domain/blocks/list.js';
import { inOrder } from '../../domain/search/search.js';
import { MAX_MEMBER_RESULTS, searchMemberIds } from '../../domain/search/members.js';
import { countDiscoverable, discoverableWhere, newestMembersFirst } from '../../domain/users/discover.js';
import { findUserIdByUsername } from '../../domain/users/lookup.js';
import { createNetworkingLoader, type MemberNetworking } from '../../domain/users/networking.js';
import { isDatabaseId } from '../../domain/validation.js';
import { builder } from '../builder.js';
import type { GraphQLContext } from '../context.js';
import { rawOrGlobalIdOf } from '../global-id.js';
import { pageConnection, requireForward } from '../page-connection.js';
import { ConnectionRef } from './connection.js';
import { UserRef } from './user.js';

// One loader per operation: a list of members costs one statement, not one per member.
const networkingLoaders = new WeakMap<GraphQLContext, ReturnType<typeof createNetworkingLoader>>();

async function networkingWith(ctx: GraphQLContext, userId: string): Promise<MemberNetworking> {
  let loader = networkingLoaders.get(ctx);
  if (!loader) {
    loader = createNetworkingLoader(ctx.services.prisma, ctx.viewer!.id);
    networkingLoaders.set(ctx, loader);
  }
  const networking = await loader.load(userId);
  ctx.relationships.prime(userId, networking.relationship);
  return networking;
}

/** After a block or an unblock: what this request read of the pair is stale. */
function forgetMember(ctx: GraphQLContext, userId: string) {
  networkingLoaders.get(ctx)?.clear(userId);
  ctx.relationships.clear(userId);
}

builder.objectFields(UserRef, (t) => ({
  connectionWithViewer: t.field({
    type: ConnectionRef,
    nullable: true,
    description:
      'The connection or request between the viewer and this member, any status; null for none (and for the viewer).',
    resolve: async (user, _args, ctx) => (await networkingWith(ctx, user.id)).connection,
  }),
  mutualConnectionCount: t.int({
    nullable: true,
    description: 'Accepted connections both the viewer and this member have; null for a blocked pair.',
    resolve: async (user, _args, ctx) => (await networkingWith(ctx, user.id)).mutualConnections,
  }),
  isBlockedByViewer: t.boolean({
    nullable: true,
    description: 'The viewer blocked this member.',
    resolve: async (user, _args, ctx) => (await networkingWith(ctx, user.id)).blockedByViewer,
  }),
  blockedMembers: t.connection(
    {
      type: UserRef,
      nullable: true,
      description: "The members the viewer blocked, most recent first: the viewer's own only (null on anyone else).",
      resolve: async (user, args, ctx) => {
        if (user.id !== ctx.viewer?.id) return null;
        requireForward(args, 'blockedMembers');
        const page = await blockedMembersPage(ctx.services.prisma, user.id, {
          limit: args.first ?? undefined,
          cursor: args.after,
        });
        const members = page.items.map((item) => item.member);
        return pageConnection(
          members,
          (_member, i) => blockedCursor(page.items[i]!),
          page.nextCursor !== null,
          args.after,
        );
      },
    },
    { name: 'BlockedMembersConnection' },
    { name: 'BlockedMembersEdge' },
  ),
}));

builder.queryField('member', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    authScopes: { member: true },
    description: "A member's profile (/profile/{id}) as the viewer may see it; null when unknown or malformed.",
    args: { databaseId: t.arg.string({ required: true }) },
    resolve: (query, _root, { databaseId }, ctx) =>
      isDatabaseId(databaseId)
        ? ctx.services.prisma.user.findUnique({ ...query, where: { id: databaseId.toLowerCase() } })
        : null,
  }),
);

builder.queryField('memberByUsername', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    authScopes: { member: true },
    description:
      "A member's profile by username, in any case (where a mention links: /profile/{username}), as the viewer may " +
      'see it; null when nobody has that username.',
    args: { username: t.arg.string({ required: true }) },
    resolve: async (query, _root, { username }, ctx) => {
      const id = await findUserIdByUsername(ctx.services.prisma, username);
      return id ? ctx.services.prisma.user.findUnique({ ...query, where: { id } }) : null;
    },
  }),
);

builder.queryField('memberSearch', (t) =>
  t.connection(
    {
      type: UserRef,
      nullable: true,
      authScopes: { member: true },
      description:
        'The Networking search: members by name (typos too), username, bio, interests, and e-mail or location where ' +
        `visible; best match first, never the viewer. The trimmed query needs at least 2 characters; \`first\` at most ${MAX_MEMBER_RESULTS}.`,
      args: { query: t.arg.string({ required: true }) },
      resolve: async (_root, args, ctx) => {
        requireForward(args, 'memberSearch');
        const first = args.first == null ? undefined : Math.min(args.first, MAX_MEMBER_RESULTS);
        const page = await searchMemberIds(ctx.services.prisma, ctx.viewer!.id, {
          query: args.query,
          limit: first,
          cursor: args.after,
        });
        const rows = page.ids.length ? await rowsById<User>(ctx.services.prisma, 'User', page.ids) : [];
        return {
          ...pageConnection(
            inOrder(page.ids, rows),
            (_user, i) => page.cursors[i]!,
            page.nextCursor !== null,
            args.after,
          ),
          totalCount: page.total,
        };
      },
    },
    {
      name: 'MemberSearchConnection',
      fields: (c) => ({
        totalCount: c.int({
          description: 'How many members match in all.',
          resolve: (connection) => connection.totalCount,
        }),
      }),
    },
    { name: 'MemberSearchEdge' },
  ),
);

builder.queryField('discoverMembers', (t) =>
  t.prismaConnection(
    {
      type: 'User',
      cursor: 'id',
      nullable: true,
      authScopes: { member: true },
      description: 'Discover: every member with a complete profile but the viewer (and a blocked pair), newest first.',
      totalCount: (_parent, _args, ctx) => countDiscoverable(ctx.services.prisma, ctx.viewer!.id),
      resolve: (query, _root, _args, ctx) =>
        ctx.services.prisma.user.findMany({
          ...query,
          where: discoverableWhere(ctx.viewer!.id),
          orderBy: newestMembersFirst,
        }),
    },
    { name: 'DiscoverMembersConnection' },
    { name: 'DiscoverMembersEdge' },
  ),
);

function blockMutation(name: 'blockMember' | 'unblockMember', description: string, command: typeof unblockMember) {
  builder.mutationField(name, (t) =>
    t.prismaField({
      type: 'User',
      errors: {},
      authScopes: { write: 'write:profile' },
      description,
      args: { userId: t.arg.id({ required: true, description: 'The member: their databaseId (or their id).' }) },
      resolve: async (query, _root, { userId }, ctx) => {
        const { userId: id } = await command(ctx.services, ctx.viewer!.id, rawOrGlobalIdOf(userId, 'User'));
        forgetMember(ctx, id);
        return ctx.services.prisma.user.findUniqueOrThrow({ ...query, where: { id } });
      },
    }),
  );
}

blockMutation(
  'blockMember',
  'Blocks a member: ends any connection or request between the two; neither sees the other’s posts or profile ' +
    'details, nor can connect with or message the other. Blocking again changes nothing. Returns the member.',
  blockMember,
);
blockMutation(
  'unblockMember',
  "Lifts the viewer's block of a member (not one the member made). Returns the member.",
  unblockMember,
);
