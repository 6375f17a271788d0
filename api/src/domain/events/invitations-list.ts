/**
 * The viewer's pending event invitations (GET /api/events/invitations, the Invited Events tab's cards and badge),
 * newest first, paged by (createdAt, id): each with its event (as the lists show it) and the member who invited.
 */
import type { DbTx, Prisma } from '../../db/prisma.js';
import { decodeCursor, encodeCursor } from '../feed/cursor.js';
import { pendingEventInvitationsWhere } from './invitations.js';
import { eventListInclude } from './lists.js';
import { pageSize } from '../paging.js';

export const DEFAULT_INVITATION_PAGE = 20;
export const MAX_INVITATION_PAGE = 100;

/** Newest first; which ones are the viewer's pending invitations is `pendingEventInvitationsWhere`. */
export const newestInvitationFirst: Prisma.EventInvitationOrderByWithRelationInput[] = [
  { createdAt: 'desc' },
  { id: 'desc' },
];

export async function eventInvitationsPage(
  db: DbTx,
  viewerId: string,
  { limit, cursor }: { limit?: unknown; cursor?: unknown },
) {
  const take = pageSize(limit, DEFAULT_INVITATION_PAGE, MAX_INVITATION_PAGE);
  const after = typeof cursor === 'string' && cursor !== '' ? decodeCursor(cursor) : null;
  const rows = await db.eventInvitation.findMany({
    where: {
      ...pendingEventInvitationsWhere(viewerId),
      ...(after
        ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] }
        : {}),
    },
    orderBy: newestInvitationFirst,
    take: take + 1,
    include: { event: { include: eventListInclude(viewerId) }, inviter: true },
  });
  const items = rows.slice(0, take);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > take && last ? encodeCursor(last) : null };
}

export type EventInvitationRow = Awaited<ReturnType<typeof eventInvitationsPage>>['items'][number];

export const countPendingEventInvitations = (db: DbTx, viewerId: string) =>
  db.eventInvitation.count({ where: pendingEventInvitationsWhere(viewerId) });
