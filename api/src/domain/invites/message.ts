/**
 * The invitation e-mail: who invites, to what, and the referral link, as text and HTML.
 */
import type { MailMessage } from '../mail/mailer.js';

export interface Inviter {
  firstName: string | null;
  username: string;
}

export function inviterName(inviter: Inviter): string {
  return inviter.firstName?.trim() || `@${inviter.username}`;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function invitationMessage(to: string, inviter: Inviter, productName: string, link: string): MailMessage {
  const name = inviterName(inviter);
  const subject = `${name} invited you to ${productName}`;
  const text = [
    'Hi,',
    '',
    `${name} invited you to join ${productName}, a community where dads, future dads and friends of dads meet,`,
    'talk and help each other: groups, events, Ask a Dad and more.',
    '',
    `Join here: ${link}`,
    '',
    `You are receiving this because ${name} entered your address. If you are not interested, ignore this message.`,
  ].join('\n');
  const html = `<p>Hi,</p>
<p><strong>${escapeHtml(name)}</strong> invited you to join ${escapeHtml(productName)}, a community where dads, future dads
and friends of dads meet, talk and help each other: groups, events, Ask a Dad and more.</p>
<p><a href="${escapeHtml(link)}">Join ${escapeHtml(productName)}</a></p>
<p style="color:#666;font-size:12px">Or copy this link: ${escapeHtml(link)}<br>
You are receiving this because ${escapeHtml(name)} entered your address. If you are not interested, ignore this message.</p>`;
  return { to, subject, text, html };
}
