/**
 * Sending e-mail invitations with the member's referral link: only from a member whose own address is
 * verified, validated addresses, at most 100 invites per member per rolling 24 hours, one Invite row and one
 * outbox e-mail per address, all in one transaction, delivered once it commits.
 */
import { Prisma } from '../../generated/prisma/client.js';
import { requireVerifiedEmail } from '../accounts/email-verification.js';
import { forbidden, rateLimited } from '../errors.js';
import { ensureReferralCode, referralLink } from '../referrals/code.js';
import type { Services } from '../services.js';
import { parseInput } from '../validation.js';
import { invitationMessage } from './message.js';
import { INVITE_WINDOW_MS, MAX_INVITES_PER_DAY, normalizeInviteEmails, sendInvitesInput } from './rules.js';

export interface SentInvites {
  sent: number;
  referralCode: string;
}

export async function sendInvites(services: Services, senderId: string, rawInput: unknown): Promise<SentInvites> {
  const input = parseInput(sendInvitesInput, rawInput);
  const emails = normalizeInviteEmails(input.emails);
  const { prisma, config, mailer } = services;
  // Mail to people who never asked for it: only from a member who proved they read their own.
  await requireVerifiedEmail(prisma, senderId, 'sending invitations');

  // Outside the transaction: a unique-code collision aborts a PostgreSQL transaction, and the code is kept anyway.
  const current = await prisma.user.findUniqueOrThrow({ where: { id: senderId }, select: { referralCode: true } });
  if (input.referralCode && input.referralCode !== current.referralCode) {
    throw forbidden('That referral code is not yours. Use your own referral code.');
  }
  const referralCode = await ensureReferralCode(prisma, senderId);

  const outboxIds = await prisma.$transaction(async (tx) => {
    // Locks the sender's row: two requests at once cannot both slip under the daily limit.
    const [sender] = await tx.$queryRaw<{ firstName: string | null; username: string }[]>(
      Prisma.sql`SELECT "firstName", username FROM "User" WHERE id = ${senderId}::uuid FOR UPDATE`,
    );
    const since = new Date(Date.now() - INVITE_WINDOW_MS);
    const recent = await tx.invite.findMany({
      where: { senderId, createdAt: { gt: since } },
      orderBy: { createdAt: 'asc' },
      select: { createdAt: true },
    });
    const over = recent.length + emails.length - MAX_INVITES_PER_DAY;
    if (over > 0) {
      // Enough of the oldest invites must leave the window to make room for this request.
      const freedAt = recent[over - 1]!.createdAt.getTime() + INVITE_WINDOW_MS;
      const left = Math.max(0, MAX_INVITES_PER_DAY - recent.length);
      throw rateLimited(
        `You can send at most ${MAX_INVITES_PER_DAY} invites a day` +
          (left > 0 ? ` (${left} left right now).` : '. Try again later.'),
        (freedAt - Date.now()) / 1000,
      );
    }
    await tx.invite.createMany({ data: emails.map((email) => ({ senderId, email, referralCode })) });
    const link = referralLink(config, referralCode);
    return mailer.enqueue(
      tx,
      emails.map((email) => invitationMessage(email, sender!, config.productName, link)),
    );
  });

  // After the commit; a failed delivery stays in the outbox for the retry sweep.
  void mailer.deliver(outboxIds);
  return { sent: emails.length, referralCode };
}
