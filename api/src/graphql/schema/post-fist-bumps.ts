/**
 * Who fist bumped a post, which the web app's open comments panel lists: newest first, with the same default
 * and maximum as GET /api/posts/:id/likes. The post's own visibility rule guards it; members are presented
 * through the User type's privacy rules.
 */
import { z } from 'zod';
import { DEFAULT_FIST_BUMP_LIST, fistBumpList, MAX_FIST_BUMP_LIST } from '../../domain/fist-bumps/fist-bumps.js';
import { builder } from '../builder.js';

const badLimit = `first must be a whole number from 1 to ${MAX_FIST_BUMP_LIST}.`;

builder.prismaObject('FistBump', {
  description: "A member's fist bump on a post.",
  fields: (t) => ({
    user: t.relation('user'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectField('Post', 'fistBumps', (t) =>
  t.relation('fistBumps', {
    description: `Who fist bumped the post, newest first. \`first\` is at most ${MAX_FIST_BUMP_LIST} (default ${DEFAULT_FIST_BUMP_LIST}).`,
    args: {
      first: t.arg.int({
        defaultValue: DEFAULT_FIST_BUMP_LIST,
        validate: z.number().int(badLimit).min(1, badLimit).max(MAX_FIST_BUMP_LIST, badLimit).nullish(),
      }),
    },
    query: ({ first }) => fistBumpList(first),
  }),
);
