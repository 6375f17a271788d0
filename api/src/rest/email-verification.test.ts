import { beforeAll, describe, expect, it } from 'vitest';
import { LINK_REFUSED } from '../domain/accounts/account-links.js';
import { EMAIL_VERIFIED, VERIFICATION_RESENDS_PER_HOUR } from '../domain/accounts/email-verification.js';
import { syncSiteAdmins } from '../domain/moderation/site-roles.js';
import type { TestApp } from '../testing/app.js';
import { appWithMail, linkToken } from '../testing/mail.js';
import { buildConnection, buildUser, signedInClient, signedInMember, uniqueDigits } from '../testing/factories.js';
import type { HttpClient } from '../testing/http-client.js';
import { refused } from '../testing/rest.js';
import type { ReceivedMail } from '../testing/smtp.js';

const LISTED_ADMIN = `listed.admin.${uniqueDigits()}@example.com`;

const mail = appWithMail({ ADMIN_EMAILS: LISTED_ADMIN });
let app: TestApp;
beforeAll(() => {
  app = mail.app();
});
const { mailsTo } = mail;

const verifyToken = (received: ReceivedMail) => linkToken(received, '/api/email/verify');

/** Registers through /api/register; answers the signed-in client and the new member's address and id. */
async function register(email = `new.dad.${uniqueDigits()}@example.com`) {
  const client = app.client();
  const username = `dad_${uniqueDigits()}`;
  const response = await client.post('/api/register', {
    json: { email, username, password: 'long enough secret', confirmAdult: true },
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return { client, email, id };
}

const viewerVerified = async (client: HttpClient) =>
  (await client.graphql<{ viewer: { emailVerified: boolean; role: string } }>('{ viewer { emailVerified role } }')).body
    .data!.viewer;

describe('e-mail verification', () => {
  it('mails a link at registration; the page asks first, and the link verifies once', async () => {
    const { client, email } = await register();
    expect(await viewerVerified(client)).toEqual({ emailVerified: false, role: 'member' });
    const [received] = await mailsTo(email);
    expect(received!.headers.subject).toBe('Verify your e-mail address for Dadhood');
    const token = verifyToken(received!);

    // Opening the link (a mail scanner does) verifies nothing: the page has a button.
    const page = await app.client().get(`/api/email/verify?token=${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('action="/api/email/verify"');
    expect((await viewerVerified(client)).emailVerified).toBe(false);

    const verified = await app.client().post('/api/email/verify', { json: { token } });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({ message: EMAIL_VERIFIED });
    expect((await viewerVerified(client)).emailVerified).toBe(true);

    const again = await app.client().post('/api/email/verify', { json: { token } });
    expect(await refused(again, 400, LINK_REFUSED.email_verification)).toMatchObject({ code: 'LINK_INVALID' });
  });

  it('keeps an unverified member from invitations and from messaging strangers, not from their connections', async () => {
    const { client, email, id } = await register();
    await client.patch('/api/users/onboarding', {
      json: { dadType: 'experienced', interests: ['sports'], location: 'Austin, TX', bio: '' },
    });
    const invite = await client.post('/api/users/send-invites', { json: { emails: ['friend@example.com'] } });
    expect(await refused(invite, 403)).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message:
        'Verify your e-mail address before sending invitations: open the link we mailed you, or ask for a new one.',
    });
    // Direct chats are between connections already; a stranger is met in a group chat a connection started.
    const stranger = await buildUser(app.services.prisma);
    const friend = await buildUser(app.services.prisma);
    await buildConnection(app.services.prisma, id, friend.id, 'accepted');
    await buildConnection(app.services.prisma, friend.id, stranger.id, 'accepted');
    const friendClient = await signedInClient(app, friend);
    const group = await startConversation(friendClient, { participantIds: [id, stranger.id], isGroup: true });
    const refusal = await client.post(`/api/conversations/${group}/messages`, { json: { content: 'hi' } });
    expect(await refused(refusal, 403)).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    const direct = await startConversation(client, { participantIds: [friend.id] });
    expect((await client.post(`/api/conversations/${direct}/messages`, { json: { content: 'hi' } })).status).toBe(201);

    await app.client().post('/api/email/verify', { json: { token: verifyToken((await mailsTo(email))[0]!) } });
    expect((await client.post('/api/users/send-invites', { json: { emails: ['friend@example.com'] } })).status).toBe(
      200,
    );
  });

  it('resends a new link (the older stops working), a few times an hour', async () => {
    const { client, email } = await register();
    const first = verifyToken((await mailsTo(email))[0]!);
    const resent = await client.post('/api/email/verification');
    expect(resent.status).toBe(202);
    expect(await resent.json()).toEqual({ message: `We sent a new link to ${email}. It works for 24 hours.`, email });
    const second = verifyToken((await mailsTo(email, 2))[1]!);
    await refused(await app.client().post('/api/email/verify', { json: { token: first } }), 400);
    for (let i = 1; i < VERIFICATION_RESENDS_PER_HOUR; i += 1) {
      expect((await client.post('/api/email/verification')).status).toBe(202);
    }
    const throttled = await client.post('/api/email/verification');
    await refused(throttled, 429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    // The newest link still works; afterwards there is nothing to resend.
    const newest = verifyToken((await mailsTo(email, VERIFICATION_RESENDS_PER_HOUR + 1)).at(-1)!);
    expect(newest).not.toBe(second);
    expect((await app.client().post('/api/email/verify', { json: { token: newest } })).status).toBe(200);
    await refused(await client.post('/api/email/verification'), 409, 'Your e-mail address is already verified.');
  });

  it('makes a new address unverified, tells the old one, and voids links to the old one', async () => {
    const { user, client } = await signedInMember(app);
    const stale = await app.client().post('/api/password/forgot', { json: { email: user.email } });
    expect(stale.status).toBe(202);
    const newEmail = `moved.${uniqueDigits()}@example.com`;
    expect((await client.patch('/api/users/profile', { json: { email: newEmail } })).status).toBeLessThan(300);
    expect((await viewerVerified(client)).emailVerified).toBe(false);
    const [notice] = await mailsTo(user.email, 2).then((mails) =>
      mails.filter((m) => /was changed/.test(m.headers.subject!)),
    );
    expect(notice!.body).toContain(newEmail);
    const token = verifyToken((await mailsTo(newEmail))[0]!);
    expect((await app.client().post('/api/email/verify', { json: { token } })).status).toBe(200);
    expect((await viewerVerified(client)).emailVerified).toBe(true);
  });
});

describe('ADMIN_EMAILS', () => {
  it('makes no admin of an unverified address, and an admin once it is verified', async () => {
    const { client, email } = await register(LISTED_ADMIN);
    expect((await viewerVerified(client)).role).toBe('member');
    expect(await syncSiteAdmins(app.services.prisma, [LISTED_ADMIN])).toEqual({ promoted: 0, demoted: 0 });
    expect((await viewerVerified(client)).role).toBe('member');
    await app.client().post('/api/email/verify', { json: { token: verifyToken((await mailsTo(email))[0]!) } });
    expect((await viewerVerified(client)).role).toBe('admin');
  });

  it('demotes an admin whose address is no longer verified at the next start', async () => {
    const admin = await buildUser(app.services.prisma, { email: `was.admin.${uniqueDigits()}@example.com` });
    await syncSiteAdmins(app.services.prisma, [admin.email]);
    await app.services.prisma.user.update({ where: { id: admin.id }, data: { emailVerifiedAt: null } });
    expect(await syncSiteAdmins(app.services.prisma, [admin.email])).toMatchObject({ demoted: 1 });
    const client = await signedInClient(app, admin);
    expect((await viewerVerified(client)).role).toBe('member');
  });
});

async function startConversation(client: HttpClient, input: Record<string, unknown>): Promise<string> {
  const response = await client.post('/api/conversations', { json: input });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  const body = (await response.json()) as { id?: string; conversation?: { id: string } };
  return body.id ?? body.conversation!.id;
}
