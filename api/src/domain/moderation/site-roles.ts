/**
 * Site roles (docs/moderation.md): admins are exactly the members whose verified e-mail address ADMIN_EMAILS
 * names. The list is applied at every start (a member taken off it is an admin no more, and becomes a member)
 * and whenever a member's address or its verification changes (accounts/email-verification.ts). An address
 * nobody proved they read never makes an admin: whoever registers a listed address first must still receive
 * its mail. Moderators are promoted by admins in the app.
 */
import type { DbTx } from '../../db/prisma.js';
import type { SiteRole } from '../../generated/prisma/client.js';

export interface RoleHolder {
  role: SiteRole;
  email: string;
  emailVerifiedAt: Date | null;
}

/** The member's site role by the list: admin when their verified address is on it, otherwise what they were (an admin off the list is a member). */
export function roleByAdminList(adminEmails: readonly string[], member: RoleHolder): SiteRole {
  if (member.emailVerifiedAt && adminEmails.includes(member.email)) return 'admin';
  return member.role === 'admin' ? 'member' : member.role;
}

export async function syncSiteAdmins(
  db: DbTx,
  adminEmails: readonly string[],
): Promise<{ promoted: number; demoted: number }> {
  const demoted = await db.user.updateMany({
    where: { role: 'admin', OR: [{ email: { notIn: [...adminEmails] } }, { emailVerifiedAt: null }] },
    data: { role: 'member' },
  });
  const promoted = await db.user.updateMany({
    where: { role: { not: 'admin' }, email: { in: [...adminEmails] }, emailVerifiedAt: { not: null } },
    data: { role: 'admin' },
  });
  return { promoted: promoted.count, demoted: demoted.count };
}
