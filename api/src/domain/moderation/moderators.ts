/**
 * The site's moderators as admins manage them (docs/moderation.md): who they are, and the member an admin names
 * by username to promote. Promoting and demoting are moderation actions (actions.ts), in the audit log. Admins
 * only: 404 to everyone else, as every moderation read. Each read takes a Prisma selection, so GraphQL selects
 * what its query asks for and /api a card.
 */
import type { DbTx } from '../../db/prisma.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { findUserIdByUsername } from '../users/lookup.js';
import type { Viewer } from '../users/viewer.js';
import { requireAdmin, type StaffPolicy } from './queue.js';

/** Moderators (admins are named by ADMIN_EMAILS, not listed here: they are not demoted in the app). */
export const siteModeratorsWhere = { role: 'moderator' } as const satisfies Prisma.UserWhereInput;

/** What the /api Moderators list shows of a member. */
export const moderatorCardSelect = {
  id: true,
  username: true,
  firstName: true,
  lastName: true,
  profileImageUrl: true,
} as const;

/** Every moderator, oldest account first (a site has a handful; GraphQL pages them by id). */
export function listSiteModerators<Q extends Omit<Prisma.UserFindManyArgs, 'where'>>(
  db: DbTx,
  actor: Viewer | null,
  policy: StaffPolicy,
  query: Q,
) {
  requireAdmin(actor, policy);
  return db.user.findMany({ orderBy: { id: 'asc' }, ...query, where: siteModeratorsWhere } as Q & {
    where: Prisma.UserWhereInput;
  });
}

/** The member with this username (any case; an @ before it allowed), or null: the sign-in's lookup (users/lookup.ts). */
export async function findMemberByUsername<Q extends Omit<Prisma.UserFindUniqueArgs, 'where'>>(
  db: DbTx,
  actor: Viewer | null,
  policy: StaffPolicy,
  username: string,
  query: Q,
) {
  requireAdmin(actor, policy);
  const name = username.trim().replace(/^@/, '');
  const id = name && name.length <= 100 ? await findUserIdByUsername(db, name) : null;
  return id ? db.user.findUnique({ ...query, where: { id } } as Q & { where: Prisma.UserWhereUniqueInput }) : null;
}
