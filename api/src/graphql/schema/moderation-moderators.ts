/**
 * The site's moderators, as admins manage them (domain/moderation/moderators.ts): the list, and the member an
 * admin names by username to promote (`moderate` with promote_moderator / demote_moderator does the rest).
 * Admins only: NOT_FOUND to everyone else, tokens included.
 */
import { findMemberByUsername, listSiteModerators } from '../../domain/moderation/moderators.js';
import { builder } from '../builder.js';
import { moderationViewerOf } from '../moderation-viewer.js';

builder.queryField('siteModerators', (t) =>
  t.prismaConnection(
    {
      type: 'User',
      cursor: 'id',
      nullable: true,
      description:
        "The site's moderators, oldest account first (admins, named by configuration, are not listed). Admins only.",
      resolve: (query, _root, _args, ctx) =>
        listSiteModerators(ctx.services.prisma, moderationViewerOf(ctx), ctx.services.config, query),
    },
    { name: 'SiteModeratorsConnection' },
    { name: 'SiteModeratorsEdge' },
  ),
);

builder.queryField('moderationMember', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The member with this username (any case), to promote; null when there is none. Admins only.',
    args: { username: t.arg.string({ required: true }) },
    resolve: (query, _root, { username }, ctx) =>
      findMemberByUsername(ctx.services.prisma, moderationViewerOf(ctx), ctx.services.config, username, query),
  }),
);
