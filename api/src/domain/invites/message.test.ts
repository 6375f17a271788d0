import { describe, expect, it } from 'vitest';
import { invitationMessage, inviterName } from './message.js';

describe('the invitation e-mail', () => {
  it('names the inviter by first name, else by @username', () => {
    expect(inviterName({ firstName: ' Sam ', username: 'grillsam' })).toBe('Sam');
    expect(inviterName({ firstName: '  ', username: 'grillsam' })).toBe('@grillsam');
    expect(inviterName({ firstName: null, username: 'grillsam' })).toBe('@grillsam');
  });

  it('carries the link in text and HTML, with the inviter’s name escaped in the HTML', () => {
    const link = 'https://dadhood.example/?ref=ABCD1234';
    const mail = invitationMessage(
      'pal@example.com',
      { firstName: '<b>Sam</b> & co', username: 'sam' },
      'Dadhood',
      link,
    );
    expect(mail).toMatchObject({ to: 'pal@example.com', subject: '<b>Sam</b> & co invited you to Dadhood' });
    expect(mail.text).toContain(`Join Dadhood: ${link}`);
    expect(mail.html).toMatch(new RegExp(`<a\\s+href="${link.replaceAll('?', '\\?')}"[^>]*>\\s*Join Dadhood\\s*</a>`));
    expect(mail.html).toContain('<strong>&lt;b&gt;Sam&lt;/b&gt; &amp; co</strong>');
    expect(mail.html).not.toContain('<b>Sam</b>');
  });
});
