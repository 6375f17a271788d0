/**
 * The mails about a member's own account: the links to verify an address and to choose a new password, and the
 * notices that the address or the password changed. Each link is to a page of the sign-in screen, which asks
 * before it acts, so a mail scanner that opens links uses none.
 */
import type { Config } from '../../config/config.js';
import { composeMail } from '../mail/layout.js';
import type { MailMessage } from '../mail/mailer.js';
import { callName, type Named } from '../users/call-name.js';

export type AccountHolder = Named;

type Site = Pick<Config, 'productName' | 'publicUrl'>;

const greeting = (member: AccountHolder) => `Hi ${callName(member)},`;

export const passwordResetUrl = (site: Site, token: string) =>
  `${site.publicUrl}/api/password/reset?token=${encodeURIComponent(token)}`;
export const emailVerificationUrl = (site: Site, token: string) =>
  `${site.publicUrl}/api/email/verify?token=${encodeURIComponent(token)}`;

export function verificationMessage(site: Site, to: string, member: AccountHolder, token: string): MailMessage {
  return composeMail(site.productName, {
    to,
    subject: `Verify your e-mail address for ${site.productName}`,
    lead: [
      greeting(member),
      `Confirm that **${to}** is your address for **@${member.username}**. Once it is verified you can invite friends and message dads you are not connected with yet, and you can get back into your account if you ever forget your password.`,
    ],
    action: { label: 'Verify my e-mail address', url: emailVerificationUrl(site, token) },
    after: ['The link works once, for 24 hours.'],
    reason: `You are receiving this because this address was entered for a ${site.productName} account. If that was not you, ignore this message: nothing happens unless the link is used.`,
  });
}

export function addressChangedNotice(site: Site, to: string, member: AccountHolder, newEmail: string): MailMessage {
  return composeMail(site.productName, {
    to,
    subject: `Your ${site.productName} e-mail address was changed`,
    lead: [
      greeting(member),
      `The e-mail address of your ${site.productName} account **@${member.username}** was changed to **${newEmail}**. From now on, mail for the account goes there.`,
      'If you made this change, there is nothing to do.',
    ],
    after: [
      `If you did not, someone else may know your password. Tell the ${site.productName} admins at once, so they can give the account back to you.`,
    ],
    reason: 'You are receiving this because this was the address of the account until now.',
  });
}

/** Who asked for a reset link: the member (or someone typing their address), or an admin helping them. */
export type ResetAskedBy = 'member' | 'admin';

export function passwordResetMessage(
  site: Site,
  to: string,
  member: AccountHolder,
  token: string,
  askedBy: ResetAskedBy = 'member',
): MailMessage {
  const asked =
    askedBy === 'admin'
      ? `A ${site.productName} admin sent you this link to choose a new password for **@${member.username}**, to help you back into your account.`
      : `Someone, we hope you, asked to choose a new password for **@${member.username}**.`;
  return composeMail(site.productName, {
    to,
    subject: `Choose a new password for ${site.productName}`,
    lead: [greeting(member), asked],
    action: { label: 'Choose a new password', url: passwordResetUrl(site, token) },
    after: [
      'The link works once, for one hour. If you did not ask, ignore this message: your password stays as it is.',
    ],
    reason: 'You are receiving this because a new password was asked for the account with this address.',
  });
}

export function passwordChangedNotice(site: Site, to: string, member: AccountHolder): MailMessage {
  return composeMail(site.productName, {
    to,
    subject: `Your ${site.productName} password was changed`,
    lead: [
      greeting(member),
      `The password of **@${member.username}** was just changed with a link from a reset mail, and every browser signed in with the old password was signed out.`,
      'If that was you, there is nothing to do.',
    ],
    after: [
      `If it was not, choose a new password at once ("Forgot password?" on the sign-in page) and tell the ${site.productName} admins.`,
    ],
    reason: 'You are receiving this because the password of the account with this address changed.',
  });
}

export function twoFactorTurnedOffNotice(site: Site, to: string, member: AccountHolder): MailMessage {
  return composeMail(site.productName, {
    to,
    subject: `Two-factor authentication was turned off for your ${site.productName} account`,
    lead: [
      greeting(member),
      `A ${site.productName} admin turned off two-factor authentication for **@${member.username}**, after checking that the request came from you, and signed the account out of every browser.`,
      'Signing in now asks for your password only. Turn two-factor authentication on again from your profile once you have your phone set up.',
    ],
    after: [
      `If you did not ask for this, someone may be trying to take over your account: choose a new password at once ("Forgot password?" on the sign-in page) and tell the ${site.productName} admins.`,
    ],
    reason: 'You are receiving this because this is the address of the account.',
  });
}
