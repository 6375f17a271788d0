/**
 * The /channels directory and the channel page over GraphQL (docs/channels.md): `channels` (search, filters and sorts on
 * the server, paged), `channel(databaseId)`, and the creator's `updateChannel` and `deleteChannel`. The same
 * commands and refusals as /api/channels (domain/channels/directory.ts, manage.ts).
 */
import { queryFromInfo } from '@pothos/plugin-prisma';
import {
  channelDirectoryPage,
  countChannelDirectory,
  type ChannelDirectoryInput,
} from '../../domain/channels/directory.js';
import { deleteChannel, updateChannel } from '../../domain/channels/manage.js';
import { inOrder } from '../../domain/search/search.js';
import { isDatabaseId } from '../../domain/validation.js';
import { builder } from '../builder.js';
import { encodeGlobalID, rawIdOf } from '../global-id.js';
import { pageConnection, requireForward } from '../page-connection.js';
import { ChannelCategoryEnum, channelDetailFields, ChannelRef, channelLoadersOf } from './channel.js';

const ChannelSortEnum = builder.enumType('ChannelSort', {
  description: 'Most Followers, Most Posts, Newest, A-Z (ties: newest first; A-Z ignores case).',
  values: {
    FOLLOWERS: { value: 'followers' },
    POSTS: { value: 'posts' },
    NEWEST: { value: 'newest' },
    NAME: { value: 'name' },
  } as const,
});

const ChannelPriceFilterEnum = builder.enumType('ChannelPriceFilter', {
  values: { ALL: { value: 'all' }, FREE: { value: 'free' }, PAID: { value: 'paid' } } as const,
});

const ChannelOwnershipFilterEnum = builder.enumType('ChannelOwnershipFilter', {
  description: "NOT_FOLLOWING leaves out the viewer's own channels too (they cannot follow them).",
  values: {
    ALL: { value: 'all' },
    FOLLOWING: { value: 'following' },
    NOT_FOLLOWING: { value: 'not-following' },
    MINE: { value: 'mine' },
  } as const,
});

builder.queryField('channels', (t) =>
  t.connection(
    {
      type: ChannelRef,
      authScopes: { member: true },
      description:
        'The /channels directory: the channels the viewer may see. `search` looks in names and descriptions. ' +
        '`first` at most 50 (default 20); pages go forward.',
      args: {
        search: t.arg.string(),
        category: t.arg({ type: ChannelCategoryEnum }),
        price: t.arg({ type: ChannelPriceFilterEnum, defaultValue: 'all' }),
        ownership: t.arg({ type: ChannelOwnershipFilterEnum, defaultValue: 'all' }),
        sort: t.arg({ type: ChannelSortEnum, defaultValue: 'followers' }),
      },
      resolve: async (_root, args, ctx, info) => {
        requireForward(args, 'The channel directory');
        const filters: ChannelDirectoryInput = {
          search: args.search ?? undefined,
          category: args.category ?? undefined,
          price: args.price ?? undefined,
          ownership: args.ownership ?? undefined,
          sort: args.sort ?? undefined,
        };
        const { prisma } = ctx.services;
        const page = await channelDirectoryPage(prisma, ctx.viewer!.id, {
          ...filters,
          limit: args.first ?? undefined,
          cursor: args.after ?? undefined,
        });
        const query = queryFromInfo({ context: ctx, info, typeName: 'Channel', path: ['edges', 'node'] });
        const rows = page.ids.length
          ? await prisma.channel.findMany({ ...query, where: { id: { in: page.ids } } })
          : [];
        // The directory's conditions hold the visibility rule: the node checks need not ask again.
        for (const id of page.ids) channelLoadersOf(ctx).visible.prime(id, true);
        return {
          ...pageConnection(
            inOrder(page.ids, rows),
            (_channel, i) => page.cursors[i]!,
            page.nextCursor !== null,
            args.after,
          ),
          totalCount: () => countChannelDirectory(prisma, ctx.viewer!.id, filters),
        };
      },
    },
    {
      name: 'ChannelConnection',
      fields: (c) => ({
        totalCount: c.int({
          description: 'How many channels match.',
          resolve: (connection) => connection.totalCount(),
        }),
      }),
    },
    { name: 'ChannelEdge' },
  ),
);

builder.queryField('channel', (t) =>
  t.prismaField({
    type: 'Channel',
    nullable: true,
    authScopes: { member: true },
    description:
      'A channel by its raw id (/channels/{id}); null when it is missing, malformed or hidden from the viewer.',
    args: { databaseId: t.arg.string({ required: true }) },
    resolve: async (query, _root, { databaseId }, ctx) => {
      if (!isDatabaseId(databaseId)) return null;
      const id = databaseId.toLowerCase();
      if (!(await channelLoadersOf(ctx).visible.load(id))) return null;
      return ctx.services.prisma.channel.findUnique({ ...query, where: { id } });
    },
  }),
);

const UpdateChannelInput = builder.inputType('UpdateChannelInput', {
  description: 'The Edit Channel dialog: every field, as PUT /api/channels/{id}; images left out stay as they are.',
  fields: (t) => ({
    ...channelDetailFields(t, 'Cents per month; a subscription channel keeps its price when left out.'),
    profileImageUrl: t.string({ description: 'A new profile image the viewer uploaded (/api/uploads/images).' }),
    bannerImageUrl: t.string({ description: 'A new banner the viewer uploaded (/api/uploads/images).' }),
  }),
});

builder.mutationField('updateChannel', (t) =>
  t.prismaField({
    type: 'Channel',
    errors: {},
    authScopes: { write: 'write:channels' },
    description: 'Edits the channel with the create rules: its creator only (else FORBIDDEN).',
    args: { id: t.arg.globalID({ required: true }), input: t.arg({ type: UpdateChannelInput, required: true }) },
    resolve: async (query, _root, { id, input }, ctx) => {
      const given = Object.fromEntries(
        Object.entries(input).filter(([, value]) => value !== null && value !== undefined),
      );
      const channelId = await updateChannel(ctx.services, ctx.viewer!.id, rawIdOf(id, 'Channel'), given);
      return ctx.services.prisma.channel.findUniqueOrThrow({ ...query, where: { id: channelId } });
    },
  }),
);

const DeleteChannelPayload = builder.objectRef<{ channelId: string }>('DeleteChannelPayload').implement({
  fields: (t) => ({
    deletedChannelId: t.id({
      description: 'The global id of the deleted channel.',
      resolve: ({ channelId }) => encodeGlobalID('Channel', channelId),
    }),
  }),
});

builder.mutationField('deleteChannel', (t) =>
  t.field({
    type: DeleteChannelPayload,
    errors: {},
    authScopes: { write: 'write:channels' },
    description: 'Deletes the channel with its follows, subscriptions and posts: its creator only (else FORBIDDEN).',
    args: { id: t.arg.globalID({ required: true }) },
    resolve: async (_root, { id }, ctx) => ({
      channelId: await deleteChannel(ctx.services, ctx.viewer!.id, rawIdOf(id, 'Channel')),
    }),
  }),
);
