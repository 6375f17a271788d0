/**
 * Sending invites: one Invite row and one e-mail with the member's referral link per address, at most 100 a
 * member per rolling 24 hours, and only with the member's own referral code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildUser } from '../../testing/factories.js';
import { INVITE_WINDOW_MS, MAX_INVITES_PER_DAY } from './rules.js';
import { sendInvites } from './send-invites.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const unique = () => Math.random().toString(36).slice(2, 10);

describe('sendInvites', () => {
  it('records each address once and queues an e-mail with the sender’s referral link', async () => {
    const sender = await buildUser(app.services.prisma, { firstName: 'Sam' });
    const to = [`a.${unique()}@example.com`, `b.${unique()}@example.com`];
    const sent = await sendInvites(app.services, sender.id, { emails: [to[0]!, to[0]!.toUpperCase(), to[1]!] });
    expect(sent.sent).toBe(2);
    expect(sent.referralCode).toMatch(/^[A-Z0-9]{8}$/);
    const invites = await app.services.prisma.invite.findMany({
      where: { senderId: sender.id },
      orderBy: { email: 'asc' },
    });
    expect(invites.map((i) => [i.email, i.referralCode])).toEqual(to.map((email) => [email, sent.referralCode]));
    const mails = await app.services.prisma.outboxEmail.findMany({ where: { to: { in: to } } });
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({ subject: `Sam invited you to ${app.config.productName}` });
    expect(mails[0]!.text).toContain(`/?ref=${sent.referralCode}`);
    // The code, once made, is kept.
    expect((await sendInvites(app.services, sender.id, { emails: [to[0]!] })).referralCode).toBe(sent.referralCode);
  });

  it('is FORBIDDEN with someone else’s referral code, and sends nothing', async () => {
    const [sender, other] = [await buildUser(app.services.prisma), await buildUser(app.services.prisma)];
    const { referralCode } = await sendInvites(app.services, other.id, { emails: [`x.${unique()}@example.com`] });
    await expect(
      sendInvites(app.services, sender.id, {
        emails: [`y.${unique()}@example.com`],
        referralCode: referralCode.toLowerCase(),
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await app.services.prisma.invite.count({ where: { senderId: sender.id } })).toBe(0);
  });

  it('is RATE_LIMITED past 100 invites in 24 hours, retrying when the oldest leave the window', async () => {
    const sender = await buildUser(app.services.prisma);
    const oldest = new Date(Date.now() - INVITE_WINDOW_MS + 60 * 60 * 1000);
    const earlier = Array.from({ length: MAX_INVITES_PER_DAY - 1 }, (_, i) => ({
      senderId: sender.id,
      email: `old${i}@example.com`,
      referralCode: 'OLDCODE1',
      createdAt: new Date(oldest.getTime() + i * 1000),
    }));
    // A day and more ago: out of the window, not counted.
    earlier.push({
      ...earlier[0]!,
      email: 'older@example.com',
      createdAt: new Date(Date.now() - INVITE_WINDOW_MS - 1000),
    });
    await app.services.prisma.invite.createMany({ data: earlier });

    const two = [`c.${unique()}@example.com`, `d.${unique()}@example.com`];
    const refused = sendInvites(app.services, sender.id, { emails: two });
    // The oldest invite counted leaves the window in about an hour.
    await expect(refused).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringContaining('(1 left right now)'),
      extra: { retryAfterSeconds: expect.toSatisfy((seconds: number) => seconds > 3500 && seconds <= 3600) },
    });
    expect((await sendInvites(app.services, sender.id, { emails: two.slice(0, 1) })).sent).toBe(1);
    await expect(sendInvites(app.services, sender.id, { emails: two.slice(1) })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: `You can send at most ${MAX_INVITES_PER_DAY} invites a day. Try again later.`,
    });
  });
});
