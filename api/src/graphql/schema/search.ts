/**
 * Global search: members, posts, groups and events matching what the viewer typed, ranked per section, only
 * what the viewer may see (domain/search). Only the sections the selection asks for are looked up (each is a
 * lookup of its own, priced as one: protection/cost.ts); each is one Prisma call for the fields asked for.
 */
import type { GraphQLResolveInfo } from 'graphql';
import {
  inOrder,
  SEARCH_SECTIONS,
  searchIds,
  type SearchHits,
  type SearchSection,
} from '../../domain/search/search.js';
import { DEFAULT_RESULTS_PER_SECTION } from '../../domain/search/query.js';
import { builder } from '../builder.js';
import { fieldsAsked } from '../fields-asked.js';

const SearchResultsRef = builder.objectRef<SearchHits>('SearchResults').implement({
  description: 'Up to `first` results per section, best first.',
  fields: (t) => ({
    users: t.prismaField({
      type: ['User'],
      resolve: async (query, hits, _args, ctx) =>
        inOrder(
          hits.userIds,
          await ctx.services.prisma.user.findMany({ ...query, where: { id: { in: hits.userIds } } }),
        ),
    }),
    posts: t.prismaField({
      type: ['Post'],
      resolve: async (query, hits, _args, ctx) =>
        inOrder(
          hits.postIds,
          await ctx.services.prisma.post.findMany({ ...query, where: { id: { in: hits.postIds } } }),
        ),
    }),
    groups: t.prismaField({
      type: ['Group'],
      resolve: async (query, hits, _args, ctx) =>
        inOrder(
          hits.groupIds,
          await ctx.services.prisma.group.findMany({ ...query, where: { id: { in: hits.groupIds } } }),
        ),
    }),
    events: t.prismaField({
      type: ['Event'],
      resolve: async (query, hits, _args, ctx) =>
        inOrder(
          hits.eventIds,
          await ctx.services.prisma.event.findMany({ ...query, where: { id: { in: hits.eventIds } } }),
        ),
    }),
  }),
});

/** The sections the selection asks for, through fragments too (a @skip still counts: asking is enough). */
function sectionsAsked(info: GraphQLResolveInfo): SearchSection[] {
  const asked = fieldsAsked(info);
  return SEARCH_SECTIONS.filter((section) => asked.has(section));
}

builder.queryField('search', (t) =>
  t.field({
    type: SearchResultsRef,
    authScopes: { member: true },
    description: 'Searches members, posts, groups and events. The trimmed query needs at least 2 characters.',
    args: {
      query: t.arg.string({ required: true }),
      first: t.arg.int({ defaultValue: DEFAULT_RESULTS_PER_SECTION, description: 'Results per section, at most 20.' }),
    },
    resolve: async (_root, args, ctx, info) => {
      const hits = await searchIds(
        ctx.services.prisma,
        ctx.viewer!.id,
        { query: args.query, limit: args.first },
        sectionsAsked(info),
      );
      // The search already applied the visibility rules: the node checks need not ask again.
      for (const id of hits.postIds) ctx.visibility.posts.prime(id, true);
      for (const id of hits.groupIds) ctx.visibility.groups.prime(id, true);
      for (const id of hits.eventIds) ctx.visibility.events.prime(id, true);
      return hits;
    },
  }),
);
