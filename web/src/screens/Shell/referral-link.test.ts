import { describe, expect, it } from 'vitest';
import { referralLink, sendInvitesLabel, sentInvitesMessage } from './referral-link';

describe('referralLink', () => {
  it('is the home address with ref set to the code', () => {
    expect(referralLink('GRILL42', 'https://dadhood.example')).toBe('https://dadhood.example/?ref=GRILL42');
  });
});

describe('invite counts', () => {
  it('counts the valid addresses on the send button', () => {
    expect(sendInvitesLabel(0)).toBe('Send Invites');
    expect(sendInvitesLabel(1)).toBe('Send 1 Invite');
    expect(sendInvitesLabel(2)).toBe('Send 2 Invites');
  });

  it('says how many were sent', () => {
    expect(sentInvitesMessage(1)).toBe('Sent 1 invite.');
    expect(sentInvitesMessage(3)).toBe('Sent 3 invites.');
  });
});
