/**
 * The invitation e-mail: who invites, to what, and the referral link.
 */
import { composeMail } from '../mail/layout.js';
import type { MailMessage } from '../mail/mailer.js';
import { callName, type Named } from '../users/call-name.js';

export type Inviter = Named;
export const inviterName = callName;

export function invitationMessage(to: string, inviter: Inviter, productName: string, link: string): MailMessage {
  const name = inviterName(inviter);
  return composeMail(productName, {
    to,
    subject: `${name} invited you to ${productName}`,
    lead: [
      'Hi,',
      `**${name}** invited you to join ${productName}, a community where dads, future dads and friends of dads meet, talk and help each other: groups, events, Ask a Dad and more.`,
    ],
    action: { label: `Join ${productName}`, url: link },
    reason: `You are receiving this because ${name} entered your address. If you are not interested, ignore this message.`,
  });
}
