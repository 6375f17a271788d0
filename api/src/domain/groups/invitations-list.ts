/**
 * The viewer's pending group invitations (GET /api/groups/invitations), newest first, paged by (createdAt, id):
 * each with its group as a card and the member who invited them.
 */
import type { DbTx, Prisma } from '../../db/prisma.js';
import { pageOf, pageStart } from '../paging.js';
import { cardInclude } from './group-cards.js';
import { pendingInvitationsWhere } from './invitations.js';

export const DEFAULT_INVITATION_PAGE = 20;
export const MAX_INVITATION_PAGE = 100;

/** Newest first; which ones are the viewer's pending invitations is `pendingInvitationsWhere`. */
export const newestInvitationFirst: Prisma.GroupInvitationOrderByWithRelationInput[] = [
  { createdAt: 'desc' },
  { id: 'desc' },
];

export async function groupInvitationsPage(db: DbTx, viewerId: string, query: { limit?: unknown; cursor?: unknown }) {
  const { size, after } = pageStart(query, DEFAULT_INVITATION_PAGE, MAX_INVITATION_PAGE);
  const rows = await db.groupInvitation.findMany({
    where: {
      ...pendingInvitationsWhere(viewerId),
      ...(after
        ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] }
        : {}),
    },
    orderBy: newestInvitationFirst,
    take: size + 1,
    include: { group: { include: cardInclude(viewerId) }, inviter: true },
  });
  return pageOf(rows, size);
}

export type GroupInvitationRow = Awaited<ReturnType<typeof groupInvitationsPage>>['items'][number];
