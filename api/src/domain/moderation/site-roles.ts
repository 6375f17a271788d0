/**
 * Site roles (docs/moderation.md): admins are exactly the members ADMIN_EMAILS names, set at every start (a
 * member taken off the list is an admin no more, and becomes a member); moderators are promoted by admins in
 * the app. Members who register later with a listed address are made admins then (accounts/register.ts).
 */
import type { DbTx } from '../../db/prisma.js';

export async function syncSiteAdmins(
  db: DbTx,
  adminEmails: readonly string[],
): Promise<{ promoted: number; demoted: number }> {
  const demoted = await db.user.updateMany({
    where: { role: 'admin', email: { notIn: [...adminEmails] } },
    data: { role: 'member' },
  });
  const promoted = await db.user.updateMany({
    where: { role: { not: 'admin' }, email: { in: [...adminEmails] } },
    data: { role: 'admin' },
  });
  return { promoted: promoted.count, demoted: demoted.count };
}
