/**
 * The viewer's pending event invitations (GET /api/events/invitations, the Invited Events tab's cards and badge),
 * newest first, paged by (createdAt, id): each with its event (as the lists show it) and the member who invited.
 */
import type { DbTx, Prisma } from '../../db/prisma.js';
import { pendingEventInvitationsWhere } from './invitations.js';
import { eventListInclude } from './lists.js';
import { pageOf, pageStart } from '../paging.js';

export const DEFAULT_INVITATION_PAGE = 20;
export const MAX_INVITATION_PAGE = 100;

/** Newest first; which ones are the viewer's pending invitations is `pendingEventInvitationsWhere`. */
export const newestInvitationFirst: Prisma.EventInvitationOrderByWithRelationInput[] = [
  { createdAt: 'desc' },
  { id: 'desc' },
];

export async function eventInvitationsPage(db: DbTx, viewerId: string, query: { limit?: unknown; cursor?: unknown }) {
  const { size, after } = pageStart(query, DEFAULT_INVITATION_PAGE, MAX_INVITATION_PAGE);
  const rows = await db.eventInvitation.findMany({
    where: {
      ...pendingEventInvitationsWhere(viewerId),
      ...(after
        ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] }
        : {}),
    },
    orderBy: newestInvitationFirst,
    take: size + 1,
    include: { event: { include: eventListInclude(viewerId) }, inviter: true },
  });
  return pageOf(rows, size);
}

export type EventInvitationRow = Awaited<ReturnType<typeof eventInvitationsPage>>['items'][number];

export const countPendingEventInvitations = (db: DbTx, viewerId: string) =>
  db.eventInvitation.count({ where: pendingEventInvitationsWhere(viewerId) });
