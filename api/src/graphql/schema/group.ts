/**
 * Groups and teams: the node, the viewer's memberships (dashboard "Your Groups & Teams", Groupfeed chips) and
 * the Groupfeed with its new posts, live. A private group is seen only by its members (domain/groups/visibility.ts).
 */
import { GroupRole } from '../../generated/prisma/client.js';
import { badInput } from '../../domain/errors.js';
import { encodeGlobalID, rawIdOf } from '../global-id.js';
import { liveGroupfeed, watchFeed, type AnnouncedPost } from '../../domain/feed/live.js';
import { groupfeedPage } from '../../domain/groups/groupfeed.js';
import { myMembershipsWhere, newestMembershipFirst } from '../../domain/groups/my-groups.js';
import { builder } from '../builder.js';
import { selectionViewerOf } from '../selection-viewer.js';
import { myGroupCount, myGroupsPage } from '../viewer-lists.js';
import { GroupVisibilityEnum } from './enums.js';
import { databaseIdOptions } from './database-id.js';
import { feedConnection, PostRef } from './post.js';

export const GroupRoleEnum = builder.enumType(GroupRole, { name: 'GroupRole' });

export const GroupRef = builder.prismaNode('Group', {
  id: { field: 'id' },
  nullable: true,
  authScopes: async (group, ctx) => ctx.viewer !== null && (await ctx.visibility.groups.load(group.id)),
  fields: (t) => ({
    databaseId: t.exposeString('id', databaseIdOptions),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    visibility: t.expose('visibility', { type: GroupVisibilityEnum }),
    isPublic: t.exposeBoolean('isPublic', { description: 'Open to join; private groups are invitation only.' }),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    memberCount: t.relationCount('members'),
    viewerRole: t.field({
      type: GroupRoleEnum,
      nullable: true,
      description: "The viewer's role in the group; null when they are not a member.",
      select: (_args, ctx) => ({ members: { where: { userId: selectionViewerOf(ctx) }, select: { role: true } } }),
      resolve: (group) => group.members[0]?.role ?? null,
    }),
  }),
});

export const GroupMembershipRef = builder.prismaObject('GroupMember', {
  name: 'GroupMembership',
  description: "A member's place in a group: their role and when they joined.",
  fields: (t) => ({
    group: t.relation('group'),
    role: t.expose('role', { type: GroupRoleEnum }),
    joinedAt: t.expose('joinedAt', { type: 'DateTime' }),
  }),
});

builder.queryField('myGroups', (t) =>
  t.prismaConnection(
    {
      type: 'GroupMember',
      cursor: 'groupId_userId',
      authScopes: { member: true },
      // A dashboard widget's field: nullable, so a failure here leaves the rest of the home page's answer.
      nullable: true,
      description: "The viewer's groups and teams, newest membership first.",
      // The first page (the dashboard's) is read with the viewer's other lists, in one statement (../viewer-lists.ts).
      totalCount: (_parent, _args, ctx) => myGroupCount(ctx),
      resolve: (query, _root, _args, ctx) =>
        myGroupsPage(ctx, query) ??
        ctx.services.prisma.groupMember.findMany({
          ...query,
          where: myMembershipsWhere(ctx.viewer!.id),
          orderBy: newestMembershipFirst,
        }),
    },
    { name: 'GroupMembershipConnection' },
    { name: 'GroupMembershipEdge' },
  ),
);

builder.queryField('groupfeed', (t) =>
  t.connection(
    {
      type: PostRef,
      authScopes: { member: true },
      description:
        "The Groupfeed, newest first: posts from the viewer's groups; `groupId` narrows it to one of them (else " +
        'FORBIDDEN). Pages like the Dadfeed: `first` at most 50 (default 20), forward only.',
      args: { groupId: t.arg.globalID({ description: "One of the viewer's groups (a Group id)." }) },
      resolve: async (_root, args, ctx) => {
        if (args.last != null || args.before != null) throw badInput('The Groupfeed pages forward only: use first and after.');
        const page = await groupfeedPage(ctx.services.prisma, ctx.viewer!.id, {
          groupId: args.groupId ? rawIdOf(args.groupId, 'Group') : undefined,
          limit: args.first ?? undefined,
          cursor: args.after ?? undefined,
        });
        return feedConnection(ctx, page, args.after);
      },
    },
    { name: 'GroupfeedConnection' },
    { name: 'GroupfeedEdge' },
  ),
);

const GroupfeedPostAddedRef = builder.objectRef<AnnouncedPost>('GroupfeedPostAdded').implement({
  description: "A new post in one of the viewer's groups.",
  fields: (t) => ({
    postId: t.id({ description: 'The Post id.', resolve: (post) => encodeGlobalID('Post', post.postId) }),
    groupId: t.id({
      description: "The Group id: a Groupfeed narrowed to one group (its chip) counts that group's posts only.",
      // The Groupfeed's hub hands on group posts only (domain/feed/live.ts).
      resolve: (post) => encodeGlobalID('Group', post.groupId!),
    }),
  }),
});

builder.subscriptionField('groupfeedPostAdded', (t) =>
  t.field({
    type: GroupfeedPostAddedRef,
    authScopes: { member: true },
    description:
      "Others' new posts that join the viewer's Groupfeed (posts in his groups, by its rules: blocks, moderation, the " +
      'politics filter), for "N new posts" above the feed. The posts are read with `groupfeed`.',
    subscribe: (_root, _args, ctx) => watchFeed(ctx.services, liveGroupfeed, ctx.viewer!.id),
    resolve: (post: AnnouncedPost) => post,
  }),
);
