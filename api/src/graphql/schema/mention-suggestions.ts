/**
 * The composers' `@` autocomplete (docs/posts.md#mentions): a few members matching what follows the `@`, the same
 * domain read /api would call.
 */
import { MAX_MENTION_SUGGESTIONS, mentionSuggestionIds } from '../../domain/mentions/suggestions.js';
import { inOrder } from '../../domain/search/search.js';
import { builder } from '../builder.js';

builder.queryField('mentionSuggestions', (t) =>
  t.prismaField({
    type: ['User'],
    authScopes: { member: true },
    description:
      'Members to mention: username, first or last name starting with `query` (letters, digits and underscores, ' +
      'a leading @ ignored), never the viewer nor a blocked pair; accepted connections first. ' +
      `\`first\` at most ${MAX_MENTION_SUGGESTIONS}; an empty list for anything else typed.`,
    args: {
      query: t.arg.string({ required: true }),
      first: t.arg.int({ defaultValue: MAX_MENTION_SUGGESTIONS }),
    },
    resolve: async (query, _root, args, ctx) => {
      const ids = await mentionSuggestionIds(ctx.services.prisma, ctx.viewer!.id, args.query, args.first);
      if (ids.length === 0) return [];
      return inOrder(ids, await ctx.services.prisma.user.findMany({ ...query, where: { id: { in: ids } } }));
    },
  }),
);
