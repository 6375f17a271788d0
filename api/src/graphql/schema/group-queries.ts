/**
 * Reading groups: one group by id (the detail page), the listing's two tabs, and a group's posts (Group
 * Activity). A missing, malformed or hidden group is null; a private group's posts are for its members only.
 */
import { groupPostsInput, groupPostsOf } from '../../domain/groups/group-posts.js';
import { groupListWhere, newestGroupFirst } from '../../domain/groups/list-groups.js';
import { parseInput } from '../../domain/validation.js';
import { builder } from '../builder.js';
import { requireForward } from '../page-connection.js';
import { GroupCategoryEnum, GroupFormatEnum } from './group-mutations.js';
import { groupContentLoaders } from './group-viewer.js';
import { feedConnection, nodeRowsAsked, PostRef } from './post.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const GroupListTabEnum = builder.enumType('GroupListTab', {
  description: 'MINE: groups the viewer belongs to. EXPLORE: groups they may see and have not joined.',
  values: { MINE: { value: 'mine' }, EXPLORE: { value: 'explore' } } as const,
});

builder.queryField('group', (t) =>
  t.prismaField({
    type: 'Group',
    nullable: true,
    authScopes: { member: true },
    description:
      'A group by its database id; null when it is missing, the id malformed, or the group hidden from the viewer.',
    args: { databaseId: t.arg.string({ required: true }) },
    resolve: async (query, _root, { databaseId }, ctx) => {
      if (!UUID.test(databaseId)) return null;
      const id = databaseId.toLowerCase();
      if (!(await ctx.visibility.groups.load(id))) return null;
      return ctx.services.prisma.group.findUnique({ ...query, where: { id } });
    },
  }),
);

builder.queryField('groups', (t) =>
  t.prismaConnection(
    {
      type: 'Group',
      cursor: 'id',
      authScopes: { member: true },
      description:
        'The /groups listing, newest group first. `search` looks in names, descriptions and hashtags; `format` ' +
        'null is all formats.',
      args: {
        tab: t.arg({ type: GroupListTabEnum, defaultValue: 'explore' }),
        search: t.arg.string(),
        category: t.arg({ type: GroupCategoryEnum }),
        format: t.arg({ type: GroupFormatEnum }),
      },
      totalCount: (_parent, args, ctx) => ctx.services.prisma.group.count({ where: listWhere(ctx.viewer!.id, args) }),
      resolve: async (query, _root, args, ctx) => {
        const groups = await ctx.services.prisma.group.findMany({
          ...query,
          where: listWhere(ctx.viewer!.id, args),
          orderBy: newestGroupFirst,
        });
        // The list's where already holds the visibility rules: the node checks need not ask again.
        for (const group of groups) ctx.visibility.groups.prime(group.id, true);
        return groups;
      },
    },
    { name: 'GroupConnection' },
    { name: 'GroupEdge' },
  ),
);

function listWhere(
  viewerId: string,
  args: { tab?: string | null; search?: string | null; category?: string | null; format?: string | null },
) {
  return groupListWhere(viewerId, {
    tab: args.tab ?? undefined,
    search: args.search ?? undefined,
    category: args.category ?? undefined,
    format: args.format ?? undefined,
  });
}

builder.prismaObjectField('Group', 'posts', (t) =>
  t.connection(
    {
      type: PostRef,
      nullable: true,
      description:
        "The group's posts, newest first, paged like the Groupfeed (`first` at most 50, forward only); empty for a " +
        "private group's non-member.",
      resolve: async (group, args, ctx, info) => {
        requireForward(args, "A group's posts");
        const input = parseInput(groupPostsInput, { limit: args.first ?? undefined, cursor: args.after ?? undefined });
        const readable = await groupContentLoaders(ctx).content.load(group.id);
        const page = readable
          ? await groupPostsOf(ctx.services.prisma, ctx.viewer?.id ?? '', group.id, {
              ...input,
              nodeRows: nodeRowsAsked(info),
            })
          : { posts: [], nextCursor: null };
        return feedConnection(ctx, page, args.after);
      },
    },
    { name: 'GroupPostsConnection' },
    { name: 'GroupPostsEdge' },
  ),
);
