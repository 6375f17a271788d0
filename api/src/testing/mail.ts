/**
 * A test app that sends its mail to a real SMTP server (./smtp.ts), for the tests of mailed links: the
 * registering of the file's hooks, the mails an address received, and the token of a link in a mail.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Environment } from '../config/config.js';
import { createTestApp, type TestApp } from './app.js';
import { startSmtpServer, type ReceivedMail } from './smtp.js';

/** Registers the file's hooks: `app()` is a test app whose SMTP_URL is the server's. */
export function appWithMail(env: Environment = {}) {
  let app: TestApp | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await createTestApp({ SMTP_URL: smtp.url, ...env });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  /**
   * The mails `address` has received, once there are `count` (mail goes out after the answer), or after 10 s.
   * First runs the app's due jobs, as a worker would: some mail is sent by a job (a password reset link).
   */
  async function mailsTo(address: string, count = 1): Promise<ReceivedMail[]> {
    await app!.runJobs();
    const deadline = Date.now() + 10_000;
    for (;;) {
      const received = smtp!.messages.filter((m) => m.to.includes(address));
      if (received.length >= count || Date.now() > deadline) return received;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  return { app: () => app!, mailsTo, allMail: () => smtp!.messages };
}

/** The token of the `path` link (`/api/password/reset`) in the mail; throws when there is none. */
export function linkToken(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`${path.replaceAll('/', '\\/')}\\?token=([A-Za-z0-9_-]{43})`).exec(mail.body);
  if (!match) throw new Error(`no ${path} link in the mail:\n${mail.body}`);
  return match[1]!;
}
