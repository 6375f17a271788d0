import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_WINDOW_MS } from '../domain/invites/rules.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { signedInMember } from '../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const invites = (senderId: string) =>
  app.services.prisma.invite.findMany({ where: { senderId }, orderBy: { email: 'asc' } });

describe('referral codes', () => {
  it('answers 401 to a visitor', async () => {
    expect((await app.client().get('/api/users/referral-code')).status).toBe(401);
    const response = await app.client().post('/api/users/generate-referral-code');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('is null until generated, then 8 upper-case letters and digits that never change', async () => {
    const { client } = await signedInMember(app);
    expect(await (await client.get('/api/users/referral-code')).json()).toEqual({ referralCode: null });
    const first = await client.post('/api/users/generate-referral-code');
    expect(first.status).toBe(200);
    const { referralCode } = (await first.json()) as { referralCode: string };
    expect(referralCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(await (await client.post('/api/users/generate-referral-code')).json()).toEqual({ referralCode });
    expect(await (await client.get('/api/users/referral-code')).json()).toEqual({ referralCode });
  });

  it('gives different members different codes, even when asked at the same time', async () => {
    const { client } = await signedInMember(app);
    const codes = await Promise.all(
      [1, 2, 3].map(async () => (await (await client.post('/api/users/generate-referral-code')).json()).referralCode),
    );
    expect(new Set(codes).size).toBe(1);
    const { client: other } = await signedInMember(app);
    expect((await (await other.post('/api/users/generate-referral-code')).json()).referralCode).not.toBe(codes[0]);
  });
});

describe('POST /api/users/send-invites', () => {
  it('answers 401 to a visitor', async () => {
    const response = await app.client().post('/api/users/send-invites', { json: { emails: ['a@b.co'] } });
    expect(response.status).toBe(401);
  });

  it('records one invite and one e-mail per distinct address, with the referral link, generating the code', async () => {
    const { user, client } = await signedInMember(app, { firstName: 'Marcus' });
    const response = await client.post('/api/users/send-invites', {
      json: { emails: [' Pal@Example.com ', 'pal@example.com', 'buddy@example.org', ''] },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, sent: 2 });

    const { referralCode } = await app.services.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(referralCode).toMatch(/^[A-Z0-9]{8}$/);
    const rows = await invites(user.id);
    expect(rows.map((r) => [r.email, r.referralCode])).toEqual([
      ['buddy@example.org', referralCode],
      ['pal@example.com', referralCode],
    ]);
    const mail = await app.services.prisma.outboxEmail.findMany({
      where: { to: { in: ['pal@example.com', 'buddy@example.org'] } },
    });
    expect(mail).toHaveLength(2);
    for (const message of mail) {
      expect(message.subject).toBe('Marcus invited you to Dadhood');
      expect(message.text).toContain(`${app.config.publicUrl}/?ref=${referralCode}`);
      expect(message.html).toContain(`${app.config.publicUrl}/?ref=${referralCode}`);
      // No SMTP_URL: kept in the outbox (and logged), not marked sent.
      expect(message.sentAt).toBeNull();
    }
  });

  it('names the inviter by @username when they have no first name, and accepts their own code in any case', async () => {
    const { user, client } = await signedInMember(app, { firstName: null });
    const { referralCode } = await (await client.post('/api/users/generate-referral-code')).json();
    const to = `friend.${user.id.slice(-6)}@example.com`;
    const response = await client.post('/api/users/send-invites', {
      json: { emails: [to], referralCode: referralCode.toLowerCase() },
    });
    expect(response.status).toBe(200);
    const [mail] = await app.services.prisma.outboxEmail.findMany({ where: { to } });
    expect(mail!.subject).toBe(`@${user.username} invited you to Dadhood`);
  });

  it.each([
    ['no emails field', {}, 'Please enter at least one valid email address.'],
    ['an empty list', { emails: [] }, 'Please enter at least one valid email address.'],
    ['only blanks', { emails: [' ', ''] }, 'Please enter at least one valid email address.'],
    ['not a list', { emails: 'a@b.co' }, 'Please enter at least one valid email address.'],
  ])('refuses %s with 400', async (_label, body, message) => {
    const { user, client } = await signedInMember(app);
    const response = await client.post('/api/users/send-invites', { json: body });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(message);
    expect(await invites(user.id)).toEqual([]);
  });

  it('refuses invalid addresses by name, and sends none of the batch', async () => {
    const { user, client } = await signedInMember(app);
    const response = await client.post('/api/users/send-invites', {
      json: { emails: ['good@example.com', 'not-an-address', 'two words@example.com', 'x@nodot'] },
    });
    expect(response.status).toBe(400);
    const { message } = await response.json();
    expect(message).toContain('not-an-address');
    expect(message).toContain('two words@example.com');
    expect(message).toContain('x@nodot');
    expect(message).not.toContain('good@example.com');
    expect(await invites(user.id)).toEqual([]);
  });

  it('refuses more than 20 distinct addresses at once', async () => {
    const { client } = await signedInMember(app);
    const emails = Array.from({ length: 21 }, (_, i) => `dad${i}@example.com`);
    const response = await client.post('/api/users/send-invites', { json: { emails } });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/at most 20/);
    // Duplicates count once.
    const twenty = await client.post('/api/users/send-invites', {
      json: { emails: [...emails.slice(0, 20), 'DAD0@example.com'] },
    });
    expect(await twenty.json()).toEqual({ success: true, sent: 20 });
  });

  it('refuses a referral code that is not the member’s own with 403', async () => {
    const { user: other } = await signedInMember(app);
    await app.services.prisma.user.update({
      where: { id: other.id },
      data: { referralCode: `OTHR${other.id.slice(-4).toUpperCase()}` },
    });
    const { user, client } = await signedInMember(app);
    const response = await client.post('/api/users/send-invites', {
      json: { emails: ['a@example.com'], referralCode: `OTHR${other.id.slice(-4).toUpperCase()}` },
    });
    expect(response.status).toBe(403);
    expect(await invites(user.id)).toEqual([]);
  });

  it('allows 100 invites per rolling 24 hours, then answers 429 with Retry-After until the oldest ages out', async () => {
    const { user, client } = await signedInMember(app);
    const now = Date.now();
    // 99 invites in the window (the oldest 23 hours ago), and some older ones that no longer count.
    await app.services.prisma.invite.createMany({
      data: [
        ...Array.from({ length: 99 }, (_, i) => ({
          senderId: user.id,
          email: `old${i}@example.com`,
          referralCode: 'X',
          createdAt: new Date(now - 23 * 60 * 60 * 1000 + i * 1000),
        })),
        ...Array.from({ length: 50 }, (_, i) => ({
          senderId: user.id,
          email: `older${i}@example.com`,
          referralCode: 'X',
          createdAt: new Date(now - INVITE_WINDOW_MS - 60_000),
        })),
      ],
    });
    const refused = await client.post('/api/users/send-invites', {
      json: { emails: ['a@example.com', 'b@example.com'] },
    });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await refused.json()).message).toMatch(/at most 100 invites a day/);
    expect(
      await app.services.prisma.invite.count({
        where: { senderId: user.id, email: { in: ['a@example.com', 'b@example.com'] } },
      }),
    ).toBe(0);

    const last = await client.post('/api/users/send-invites', { json: { emails: ['a@example.com'] } });
    expect(await last.json()).toEqual({ success: true, sent: 1 });
    expect((await client.post('/api/users/send-invites', { json: { emails: ['c@example.com'] } })).status).toBe(429);
  });
});
