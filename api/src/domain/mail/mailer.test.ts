import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildUser, signedInClient } from '../../testing/factories.js';
import { startSilentServer } from '../../testing/silent-server.js';
import { startSmtpServer } from '../../testing/smtp.js';
import { within } from '../../testing/within.js';
import { createMailer } from './mailer.js';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let app: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Dadhood Test <invites@dadhood.test>' });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

async function outboxRow(to: string, done: (row: { sentAt: Date | null; attempts: number }) => boolean) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const row = await app.services.prisma.outboxEmail.findFirst({ where: { to } });
    if ((row && done(row)) || Date.now() > deadline) return row;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('mail through SMTP (SMTP_URL)', () => {
  it('delivers an invitation with the referral link and records it as sent', async () => {
    const user = await buildUser(app.services.prisma, { firstName: 'Dwayne' });
    const client = await signedInClient(app, user);
    const to = `guest.${user.id.slice(-8)}@example.com`;
    const response = await client.post('/api/users/send-invites', { json: { emails: [to] } });
    expect(await response.json()).toEqual({ success: true, sent: 1 });

    await smtp.until(1);
    const message = smtp.messages.find((m) => m.to.includes(to));
    const { referralCode } = await app.services.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(message).toBeDefined();
    expect(message!.headers.to).toBe(to);
    expect(message!.headers.from).toBe('Dadhood Test <invites@dadhood.test>');
    expect(message!.headers.subject).toBe('Dwayne invited you to Dadhood');
    expect(message!.body).toContain(`/?ref=${referralCode}`);
    expect(message!.body).toContain('text/html');

    const row = await outboxRow(to, (r) => r.sentAt !== null);
    expect(row).toMatchObject({ attempts: 1, lastError: null, sentAt: expect.any(Date) });
  });

  it('keeps a message the server refuses in the outbox with the error, and retries it later', async () => {
    const refusing = await startSmtpServer({ reject: 'Mailbox unavailable' });
    const logger = pino({ level: 'silent' });
    const config = loadConfig({ NODE_ENV: 'test', SMTP_URL: refusing.url });
    const mailer = createMailer(config, app.services.prisma, logger);
    const to = `refused.${Date.now()}@example.com`;
    await mailer.send({ to, subject: 'Hello', text: 'Hi there' });
    await mailer.close();
    await refusing.close();
    const failed = await app.services.prisma.outboxEmail.findFirstOrThrow({ where: { to } });
    expect(failed).toMatchObject({
      sentAt: null,
      attempts: 1,
      lastError: expect.stringContaining('Mailbox unavailable'),
    });

    // The hourly sweep retries unsent mail through the working server.
    const retried = await app.services.mailer.deliverPending();
    expect(retried).toBeGreaterThanOrEqual(1);
    expect(await app.services.prisma.outboxEmail.findFirstOrThrow({ where: { to } })).toMatchObject({
      attempts: 2,
      lastError: null,
    });
    expect((await smtp.until(2)).some((m) => m.to.includes(to) && m.headers.subject === 'Hello')).toBe(true);
  });

  it('without SMTP_URL keeps the message in the outbox and logs it', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const mailer = createMailer(loadConfig({ NODE_ENV: 'test' }), app.services.prisma, logger);
    expect(mailer.description).toMatch(/outbox only/);
    const to = `kept.${Date.now()}@example.com`;
    await mailer.send({ to, subject: 'Kept', text: 'Body' });
    await mailer.close();
    expect(await app.services.prisma.outboxEmail.findFirstOrThrow({ where: { to } })).toMatchObject({
      sentAt: null,
      attempts: 0,
    });
    expect(lines).toContainEqual(
      expect.objectContaining({ to, subject: 'Kept', msg: expect.stringMatching(/outbox/) }),
    );
    expect(await mailer.deliverPending()).toBe(0);
  });

  it('gives up on a server that never answers within SMTP_TIMEOUT_MS, keeping the mail for a retry and holding no shutdown', async () => {
    const silent = await startSilentServer();
    const config = loadConfig({
      NODE_ENV: 'test',
      SMTP_URL: `smtp://127.0.0.1:${silent.port}`,
      SMTP_TIMEOUT_MS: '300',
    });
    const mailer = createMailer(config, app.services.prisma, pino({ level: 'silent' }));
    const tag = Date.now();
    const to = (n: number) => `silent.${n}.${tag}@example.com`;
    const attempts = async (ns: number[]) =>
      Promise.all(
        ns.map(
          async (n) => (await app.services.prisma.outboxEmail.findFirstOrThrow({ where: { to: to(n) } })).attempts,
        ),
      );
    try {
      // Sent outside a request, so awaited: it fails rather than waits, and stays in the outbox with the reason.
      expect(await within(5_000, mailer.send({ to: to(1), subject: 'Hello', text: 'Hi there' }))).toBeUndefined();
      expect(await app.services.prisma.outboxEmail.findFirstOrThrow({ where: { to: to(1) } })).toMatchObject({
        sentAt: null,
        attempts: 1,
        lastError: expect.stringMatching(/greeting|timeout/i),
      });
      // A batch stops at the silent server: the other messages wait for the next retry instead of timing out too.
      const batch = await mailer.enqueue(
        app.services.prisma,
        [2, 3, 4].map((n) => ({ to: to(n), subject: 'Hello', text: 'Hi' })),
      );
      expect(await within(5_000, mailer.deliver(batch))).toBeUndefined();
      expect(await attempts([2, 3, 4])).toEqual([1, 0, 0]);
      // A delivery under way holds the shutdown no longer than the timeout.
      const last = await mailer.enqueue(app.services.prisma, [{ to: to(5), subject: 'Hello', text: 'Hi' }]);
      const delivering = mailer.deliver(last);
      expect(await within(5_000, mailer.close())).toBeUndefined();
      await delivering;
      expect(silent.accepted).toBeGreaterThanOrEqual(3);
    } finally {
      await silent.close();
    }
  });
});

describe('configuration', () => {
  it('accepts smtp:// and smtps:// only, and defaults the sender', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465' }).mail).toEqual({
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      from: 'Dadhood <no-reply@dadhood.app>',
      timeoutMs: 10_000,
    });
    expect(loadConfig({}).mail.smtpUrl).toBeUndefined();
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
  });
});
