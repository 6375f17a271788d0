/**
 * A group's banned members (Manage Group's Banned tab, where a manager lifts a ban with unbanGroupMember): newest
 * ban first, for the group's managers only (anyone else gets an empty list), like GET /api/groups/:id/bans.
 */
import { managedGroupBansWhere, newestBanFirst } from '../../domain/groups/bans-list.js';
import { builder } from '../builder.js';
import { selectionViewerOf } from '../selection-viewer.js';

builder.prismaObject('GroupBan', {
  description: 'A member banned from a group: they cannot join it again until a manager lifts the ban.',
  fields: (t) => ({
    user: t.relation('user'),
    reason: t.exposeString('reason'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectFields('Group', (t) => ({
  bannedMembers: t.relatedConnection(
    'bans',
    {
      cursor: 'groupId_userId',
      nullable: true,
      totalCount: true,
      description: "Newest ban first. Empty for anyone but the group's managers.",
      query: (_args, ctx) => ({ where: managedGroupBansWhere(selectionViewerOf(ctx)), orderBy: newestBanFirst }),
    },
    { name: 'GroupBanConnection' },
    { name: 'GroupBanEdge' },
  ),
}));
