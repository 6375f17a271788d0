import { beforeAll, describe, expect, it } from 'vitest';
import { LINK_REFUSED } from '../domain/accounts/account-links.js';
import { RESET_REQUESTED, RESETS_PER_ADDRESS_PER_HOUR } from '../domain/accounts/password-reset.js';
import { secretTokenDigest } from '../domain/secret-tokens.js';
import type { TestApp } from '../testing/app.js';
import { appWithMail, linkToken } from '../testing/mail.js';
import { TEST_PASSWORD, buildUser, signedInClient, takeRecoveryCode, uniqueDigits } from '../testing/factories.js';
import type { HttpClient } from '../testing/http-client.js';
import { refused } from '../testing/rest.js';
import type { ReceivedMail } from '../testing/smtp.js';

const mail = appWithMail();
let app: TestApp;
beforeAll(() => {
  app = mail.app();
});
const { mailsTo } = mail;

const resetToken = (received: ReceivedMail) => linkToken(received, '/api/password/reset');

async function askForReset(client: HttpClient, email: string) {
  const response = await client.post('/api/password/forgot', { json: { email } });
  return { status: response.status, body: await response.json() };
}

async function resetLinkFor(email: string): Promise<string> {
  const before = (await mailsTo(email, 0)).length;
  expect((await askForReset(app.client(), email)).status).toBe(202);
  const mails = await mailsTo(email, before + 1);
  return resetToken(mails.at(-1)!);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('asking for a password reset', () => {
  it('answers the same to a known and an unknown address, and mails only the known one', async () => {
    const member = await buildUser(app.services.prisma);
    const unknown = `nobody.${uniqueDigits()}@example.com`;
    const known = await askForReset(app.client(), member.email.toUpperCase());
    const stranger = await askForReset(app.client(), unknown);
    expect(known).toEqual({ status: 202, body: { message: RESET_REQUESTED } });
    expect(stranger).toEqual(known);
    const [received] = await mailsTo(member.email);
    expect(received!.headers.subject).toBe('Choose a new password for Dadhood');
    expect(received!.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(received!.body).toContain(`@${member.username}`);
    await app.runJobs();
    expect(mail.allMail().filter((m) => m.to.includes(unknown))).toEqual([]);
  });

  it('takes a similar time for a known and an unknown address (measured)', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const member = await buildUser(app.services.prisma);
      for (const [email, times] of [
        [member.email, known],
        [`nobody.${uniqueDigits()}@example.com`, unknown],
      ] as const) {
        const started = performance.now();
        expect((await askForReset(app.client(), email)).status).toBe(202);
        times.push(performance.now() - started);
      }
    }
    // The lookup and the mail happen after the answer, so both paths answer after the same steps.
    const gap = Math.abs(median(known) - median(unknown));
    expect(gap, `median known ${median(known)} ms, unknown ${median(unknown)} ms`).toBeLessThan(
      Math.max(25, 0.5 * Math.max(median(known), median(unknown))),
    );
    await app.runJobs();
  });

  it('sends an address at most a few links an hour, known or not (429 with Retry-After)', async () => {
    const member = await buildUser(app.services.prisma);
    for (const email of [member.email, `nobody.${uniqueDigits()}@example.com`]) {
      for (let i = 0; i < RESETS_PER_ADDRESS_PER_HOUR; i += 1) {
        expect((await askForReset(app.client(), email)).status).toBe(202);
      }
      const response = await app.client().post('/api/password/forgot', { json: { email } });
      await refused(
        response,
        429,
        expect.stringMatching(/^Too many password reset requests\. Try again in \d+ minutes?\.$/),
      );
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('limits one client address over many e-mail addresses', async () => {
    const client = app.client();
    for (let i = 0; i < 10; i += 1) {
      expect((await askForReset(client, `spray.${i}.${uniqueDigits()}@example.com`)).status).toBe(202);
    }
    await refused(await client.post('/api/password/forgot', { json: { email: 'one.more@example.com' } }), 429);
  });

  it('refuses an invalid address with 400 and a field error', async () => {
    const body = await refused(await app.client().post('/api/password/forgot', { json: { email: 'not-mail' } }), 400);
    expect(body).toMatchObject({ errors: [{ field: 'email', message: 'Enter a valid e-mail address.' }] });
  });
});

describe('using a reset link', () => {
  it('stores only the digest of the token', async () => {
    const member = await buildUser(app.services.prisma);
    const token = await resetLinkFor(member.email);
    const rows = await app.services.prisma.accountLink.findMany({ where: { userId: member.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'password_reset', tokenHash: secretTokenDigest(token) });
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('sets the new password, ends every other session, signs in, and works once', async () => {
    const member = await buildUser(app.services.prisma);
    const elsewhere = await signedInClient(app, member);
    const token = await resetLinkFor(member.email);

    const page = await app.client().get(`/api/password/reset?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    expect(await page.text()).toContain('action="/api/password/reset"');

    const browser = app.client();
    const response = await browser.post('/api/password/reset', { json: { token, password: 'a brand new secret' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: member.id, email: member.email });
    expect((await browser.get('/api/auth/user')).status).toBe(200);
    expect((await elsewhere.get('/api/auth/user')).status).toBe(401);

    const old = await app.client().post('/api/login', { json: { email: member.email, password: TEST_PASSWORD } });
    expect(old.status).toBe(401);
    const fresh = await app
      .client()
      .post('/api/login', { json: { email: member.email, password: 'a brand new secret' } });
    expect(fresh.status).toBe(200);

    const again = await app.client().post('/api/password/reset', { json: { token, password: 'yet another one' } });
    expect(await refused(again, 400, LINK_REFUSED.password_reset)).toMatchObject({ code: 'LINK_INVALID' });
    expect((await app.client().get(`/api/password/reset?token=${token}`)).status).toBe(400);

    const notices = await mailsTo(member.email, 2);
    expect(notices.at(-1)!.headers.subject).toBe('Your Dadhood password was changed');
  });

  it('refuses a link after its hour, and an older link once a newer one was sent', async () => {
    const member = await buildUser(app.services.prisma);
    const first = await resetLinkFor(member.email);
    const second = await resetLinkFor(member.email);
    await refused(
      await app.client().post('/api/password/reset', { json: { token: first, password: 'long enough' } }),
      400,
    );

    await app.services.prisma.accountLink.updateMany({
      where: { tokenHash: secretTokenDigest(second) },
      data: { createdAt: new Date(Date.now() - 61 * 60_000), expiresAt: new Date(Date.now() - 60_000) },
    });
    const late = await app.client().post('/api/password/reset', { json: { token: second, password: 'long enough' } });
    await refused(late, 400, LINK_REFUSED.password_reset);
    const page = await app.client().get(`/api/password/reset?token=${second}`);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain(LINK_REFUSED.password_reset);
    // Nothing changed: the old password still signs in.
    expect((await signedInClient(app, member)).cookies.size).toBe(1);
  });

  it('refuses a too-short password and keeps the link usable', async () => {
    const member = await buildUser(app.services.prisma);
    const token = await resetLinkFor(member.email);
    const short = await app.client().post('/api/password/reset', { json: { token, password: 'short' } });
    expect(await refused(short, 400)).toMatchObject({ errors: [{ field: 'password' }] });
    const ok = await app.client().post('/api/password/reset', { json: { token, password: 'long enough now' } });
    expect(ok.status).toBe(200);
  });

  it('verifies the address it was mailed to', async () => {
    const member = await buildUser(app.services.prisma, { emailVerifiedAt: null });
    const token = await resetLinkFor(member.email);
    await app.client().post('/api/password/reset', { json: { token, password: 'long enough now' } });
    const row = await app.services.prisma.user.findUniqueOrThrow({ where: { id: member.id } });
    expect(row.emailVerifiedAt).not.toBeNull();
  });

  it('works from a browser form without JavaScript, landing signed in on /', async () => {
    const member = await buildUser(app.services.prisma);
    const token = await resetLinkFor(member.email);
    const browser = app.client();
    const response = await browser.post('/api/password/reset', { form: { token, password: 'form password' } });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expect((await browser.get('/api/auth/user')).status).toBe(200);
  });

  it('with two-factor on, sets the password but signs in only after the second step', async () => {
    const member = await buildUser(app.services.prisma, { totpEnabledAt: new Date() });
    const token = await resetLinkFor(member.email);
    const browser = app.client();
    const response = await browser.post('/api/password/reset', { json: { token, password: 'long enough now' } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { code: string; challenge: string };
    expect(body).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED', challenge: expect.any(String) });
    expect((await browser.get('/api/auth/user')).status).toBe(401);
    const second = await browser.post('/api/login/second-factor', {
      json: { challenge: body.challenge, code: takeRecoveryCode(member.email) },
    });
    expect(second.status).toBe(200);
    expect((await browser.get('/api/auth/user')).status).toBe(200);
  });

  it('is refused to a suspended member, and changes nothing', async () => {
    const member = await buildUser(app.services.prisma, { suspendedAt: new Date(), suspendedUntil: null });
    const token = await resetLinkFor(member.email);
    const response = await app.client().post('/api/password/reset', { json: { token, password: 'long enough now' } });
    await refused(response, 403, 'Your account has been suspended permanently for breaking the community rules.');
    const row = await app.services.prisma.user.findUniqueOrThrow({ where: { id: member.id } });
    expect(row.passwordHash).toBe(member.passwordHash);
  });
});
