/**
 * Discover (the Networking tab): every member with a complete profile but the viewer and anyone in a blocked
 * pair with them, newest first, paged by (createdAt, id) so a page continues where the last one ended.
 */
import type { DbTx } from '../../db/prisma.js';
import type { Prisma, User } from '../../generated/prisma/client.js';
import { notBlockedWithWhere } from '../blocks/rules.js';
import { pageOf, pageStart } from '../paging.js';
import { notSuspendedWhere } from '../moderation/visibility.js';
import { CREDENTIALS, type CredentialColumn } from './credentials.js';

export const DEFAULT_DISCOVER_PAGE = 20;
export const MAX_DISCOVER_PAGE = 100;

/** Members the viewer may discover (a complete profile: a dad type and a location, as onboarding requires). */
export function discoverableWhere(viewerId: string): Prisma.UserWhereInput {
  return {
    id: { not: viewerId },
    dadType: { not: null },
    location: { not: null },
    NOT: { location: '' },
    ...notBlockedWithWhere(viewerId),
    // Suspended members are out of sight while suspended (docs/moderation.md).
    AND: [notSuspendedWhere()],
  };
}

export const newestMembersFirst: Prisma.UserOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

export interface DiscoverPage {
  members: Omit<User, CredentialColumn>[];
  nextCursor: string | null;
}

export async function discoverPage(
  db: DbTx,
  viewerId: string,
  query: { limit?: unknown; cursor?: string | undefined },
): Promise<DiscoverPage> {
  const { size, after } = pageStart(query, DEFAULT_DISCOVER_PAGE, MAX_DISCOVER_PAGE);
  const rows = await db.user.findMany({
    where: {
      AND: [
        discoverableWhere(viewerId),
        after
          ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] }
          : {},
      ],
    },
    orderBy: newestMembersFirst,
    take: size + 1,
    omit: CREDENTIALS,
  });
  const { items, nextCursor } = pageOf(rows, size);
  return { members: items, nextCursor };
}

export function countDiscoverable(db: DbTx, viewerId: string): Promise<number> {
  return db.user.count({ where: discoverableWhere(viewerId) });
}
