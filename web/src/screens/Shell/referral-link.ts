import { publicUrl } from '../../lib/app-urls';

/**
 * The referral link is the home address with `ref` set to the code, on the server's
 * PUBLIC_URL like the invite e-mail's: it is meant to be shared.
 */
export function referralLink(code: string, origin: string = publicUrl()): string {
  return `${origin}/?ref=${encodeURIComponent(code)}`;
}

/** 'Send 1 Invite', 'Send 2 Invites'; without a valid address just 'Send Invites'. */
export function sendInvitesLabel(count: number): string {
  if (count === 0) return 'Send Invites';
  return `Send ${count} ${count === 1 ? 'Invite' : 'Invites'}`;
}

/** The success toast's text: 'Sent 1 invite.', 'Sent 2 invites.' */
export function sentInvitesMessage(count: number): string {
  return `Sent ${count} ${count === 1 ? 'invite' : 'invites'}.`;
}
