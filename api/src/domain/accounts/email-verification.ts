/**
 * Verified e-mail addresses (docs/security.md#e-mail-verification). A member proves they read mail at their
 * address by using a link mailed there, at registration and after every change of address (the old address is
 * told). Until then they use the app, but send no invitations and no messages to strangers, and ADMIN_EMAILS
 * makes no admin of them. Using a password reset link proves the address too.
 */
import type { DbTx } from '../../db/prisma.js';
import type { SiteRole } from '../../generated/prisma/client.js';
import { consume, tryAgainIn } from '../../limits/limits.js';
import { AppError, conflict, unauthenticated } from '../errors.js';
import type { MailMessage } from '../mail/mailer.js';
import { roleByAdminList } from '../moderation/site-roles.js';
import type { Services } from '../services.js';
import { issueAccountLink, useAccountLink } from './account-links.js';
import { addressChangedNotice, verificationMessage, type AccountHolder } from './account-mail.js';
import { z } from 'zod';
import { parseInput } from '../validation.js';

/** Mails one member may ask for again in an hour, on top of the one sent when the address was set. */
export const VERIFICATION_RESENDS_PER_HOUR = 3;

export const ALREADY_VERIFIED = 'Your e-mail address is already verified.';
export const EMAIL_VERIFIED = 'Your e-mail address is verified. Thank you!';
/** What the member reads once a new link is on its way to `email`. */
export const verificationResent = (email: string) => `We sent a new link to ${email}. It works for 24 hours.`;

export type Unverified = AccountHolder & { id: string; email: string };

/** Makes a verification link for the member's address and queues its mail in `db`'s transaction. */
export async function verificationMail(
  services: Pick<Services, 'config'>,
  db: DbTx,
  member: Unverified,
  now = new Date(),
): Promise<MailMessage> {
  const token = await issueAccountLink(
    db,
    { userId: member.id, purpose: 'email_verification', email: member.email },
    now,
  );
  return verificationMessage(services.config, member.email, member, token);
}

const resendsPerMember = (services: Services) =>
  services.limits.limiter({
    name: 'verify:member',
    points: VERIFICATION_RESENDS_PER_HOUR,
    durationSeconds: 60 * 60,
  });

/** A new verification mail for the signed-in member's address (the older links stop working). Answers the address. */
export async function resendVerification(services: Services, viewerId: string): Promise<string> {
  const member = await services.prisma.user.findUnique({
    where: { id: viewerId },
    select: { id: true, email: true, emailVerifiedAt: true, username: true, firstName: true },
  });
  if (!member) throw unauthenticated();
  if (member.emailVerifiedAt) throw conflict(ALREADY_VERIFIED);
  await consume(
    resendsPerMember(services),
    member.id,
    1,
    (seconds) => `We already sent you several links this hour. ${tryAgainIn(seconds)}`,
  );
  const ids = await services.prisma.$transaction(async (tx) =>
    services.mailer.enqueue(tx, [await verificationMail(services, tx, member)]),
  );
  await services.mailer.deliver(ids);
  return member.email;
}

/** The columns that change with the member's address: unverified, and no admin by the list until it is verified. */
export function unverifiedAddress(adminEmails: readonly string[], role: SiteRole, email: string) {
  return { emailVerifiedAt: null, role: roleByAdminList(adminEmails, { role, email, emailVerifiedAt: null }) };
}

/**
 * After a change of address (in the same transaction): a verification link to the new address, and a notice to
 * the old one, which may belong to the real owner of an account someone else took over.
 */
export async function mailAddressChange(services: Services, before: Unverified, after: Unverified): Promise<void> {
  const { prisma, mailer, config } = services;
  const ids = await mailer.enqueue(prisma, [
    await verificationMail(services, prisma, after),
    addressChangedNotice(config, before.email, before, after.email),
  ]);
  await mailer.deliver(ids);
}

/**
 * Records that the member read mail at their address, and gives them the site role the admin list now says
 * (moderation/site-roles.ts). Nothing changes for an address verified already.
 */
export async function markEmailVerified(
  services: Pick<Services, 'config'>,
  tx: DbTx,
  userId: string,
  now = new Date(),
): Promise<void> {
  const member = await tx.user.findUniqueOrThrow({
    where: { id: userId },
    select: { role: true, email: true, emailVerifiedAt: true },
  });
  if (member.emailVerifiedAt) return;
  const verified = { ...member, emailVerifiedAt: now };
  await tx.user.update({
    where: { id: userId },
    data: { emailVerifiedAt: now, role: roleByAdminList(services.config.adminEmails, verified) },
    select: { id: true },
  });
}

const verifyInput = z.object({ token: z.string({ error: 'The link is missing its token.' }).max(200) });

/** Uses a verification link. Answers whose address it verified. */
export async function verifyEmail(services: Services, raw: unknown): Promise<{ userId: string }> {
  const { token } = parseInput(verifyInput, raw);
  return services.prisma.$transaction(async (tx) => {
    const now = new Date();
    const link = await useAccountLink(tx, 'email_verification', token, now);
    await markEmailVerified(services, tx, link.userId, now);
    return { userId: link.userId };
  });
}

/** Why an unverified member is refused, in words that say what to do. */
export const notVerified = (doing: string) =>
  new AppError(
    'EMAIL_NOT_VERIFIED',
    `Verify your e-mail address before ${doing}: open the link we mailed you, or ask for a new one.`,
  );

/** Refuses (403 EMAIL_NOT_VERIFIED) a member whose address is not verified. `doing`: "sending invitations". */
export async function requireVerifiedEmail(db: DbTx, userId: string, doing: string): Promise<void> {
  const member = await db.user.findUnique({ where: { id: userId }, select: { emailVerifiedAt: true } });
  if (!member?.emailVerifiedAt) throw notVerified(doing);
}
