/**
 * Outgoing mail through an outbox: a message is first a row in OutboxEmail (written in the same transaction as
 * the change that causes it, so it is never lost), then delivered after the commit. With SMTP_URL it goes out
 * through nodemailer and the row records sentAt, or attempts and lastError for a retry; without, the row is
 * kept unsent and the message is logged (development, tests, laptops). Every step with the server is bounded by
 * SMTP_TIMEOUT_MS, so a silent server holds neither a request nor a shutdown (docs/reliability.md).
 */
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../../config/config.js';
import type { DbClient, DbTx } from '../../db/prisma.js';
import { currentUnitOfWork } from '../../db/unit-of-work.js';
import { Prisma } from '../../generated/prisma/client.js';
import { defineJob } from '../../jobs/queue.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  /** Extra headers by name, such as List-Unsubscribe. */
  headers?: Record<string, string> | undefined;
}

export interface Mailer {
  /** 'SMTP (host)' or 'outbox only (no SMTP_URL)', for the start-up log. */
  readonly description: string;
  /** Records messages in the outbox: pass the command's transaction so they commit with it. Returns row ids. */
  enqueue(db: DbTx, messages: MailMessage[]): Promise<string[]>;
  /** Delivers outbox rows (after the commit). Never throws: a failure is recorded on the row for a retry. */
  deliver(ids: string[]): Promise<void>;
  /** enqueue and deliver at once, for mail that is not part of a larger change. */
  send(message: MailMessage): Promise<void>;
  /** Retries unsent rows (the mail-retry job calls it); returns how many went out. */
  deliverPending(now?: Date): Promise<number>;
  /** Waits for the message being sent (bounded by SMTP_TIMEOUT_MS), starts no other, and closes the SMTP connection. */
  close(): Promise<void>;
}

/** A row that failed this many times, or is older than RETRY_FOR_MS, is left alone. */
export const MAX_ATTEMPTS = 5;
const RETRY_FOR_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * nodemailer's codes for "the server could not be reached or stopped answering": the messages after it in a batch
 * would only wait out the same timeout, so they stay in the outbox for the next retry.
 */
const SERVER_FAILURES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ETLS', 'EPROXY']);

type Outcome = 'sent' | 'kept' | 'server failed';

export function createMailer(config: Config, prisma: DbClient, logger: Logger): Mailer {
  const { smtpUrl, from } = config.mail;
  const { timeoutMs } = config.mail;
  // Connecting (with its DNS lookup), the server's greeting, and any silence on the socket afterwards.
  const transport = smtpUrl
    ? nodemailer.createTransport(
        {
          url: smtpUrl,
          connectionTimeout: timeoutMs,
          greetingTimeout: timeoutMs,
          socketTimeout: timeoutMs,
          dnsTimeout: timeoutMs,
        },
        { from },
      )
    : undefined;
  // How long the first delivery after the commit may take: connecting, the greeting, and the message itself.
  const firstTryMs = 4 * timeoutMs;
  const inFlight = new Set<Promise<void>>();
  let closing = false;

  async function deliverOne(id: string): Promise<Outcome> {
    const row = await prisma.outboxEmail.findUnique({ where: { id } });
    if (!row || row.sentAt) return 'kept';
    if (!transport) {
      logger.info({ outboxId: row.id, to: row.to, subject: row.subject }, 'mail kept in the outbox (no SMTP_URL)');
      logger.debug({ outboxId: row.id, text: row.text }, 'mail body');
      return 'kept';
    }
    try {
      await transport.sendMail({
        from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        headers: (row.headers as Record<string, string> | null) ?? undefined,
      });
      await prisma.outboxEmail.update({
        where: { id },
        data: { sentAt: new Date(), attempts: { increment: 1 }, lastError: null },
      });
      return 'sent';
    } catch (err) {
      logger.warn({ err, outboxId: row.id, to: row.to }, 'sending mail failed; it stays in the outbox for a retry');
      await prisma.outboxEmail.update({
        where: { id },
        data: { attempts: { increment: 1 }, lastError: err instanceof Error ? err.message : String(err) },
      });
      const code = (err as { code?: unknown }).code;
      return typeof code === 'string' && SERVER_FAILURES.has(code) ? 'server failed' : 'kept';
    }
  }

  async function deliverAll(ids: string[]): Promise<number> {
    let sent = 0;
    // One after another: a burst of invites should not open one SMTP connection per message. Shutting down, or
    // the server out of reach: the rest wait in the outbox for the next retry.
    for (const id of ids) {
      if (closing) break;
      try {
        const outcome = await deliverOne(id);
        if (outcome === 'sent') sent += 1;
        if (outcome === 'server failed') break;
      } catch (err) {
        logger.error({ err, outboxId: id }, 'mail delivery failed unexpectedly');
      }
    }
    return sent;
  }

  function track<T>(work: Promise<T>): Promise<T> {
    const done = work.then(
      () => undefined,
      () => undefined,
    );
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
    return work;
  }

  const mailer: Mailer = {
    description: transport ? `SMTP (${new URL(smtpUrl!).host})` : 'outbox only (no SMTP_URL)',
    async enqueue(db, messages) {
      if (messages.length === 0) return [];
      const rows = await db.outboxEmail.createManyAndReturn({
        data: messages.map((m) => ({
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html ?? null,
          headers: m.headers ?? Prisma.DbNull,
        })),
        select: { id: true },
      });
      return rows.map((r) => r.id);
    },
    async deliver(ids) {
      // Inside a request's unit of work the rows are not committed yet: deliver once they are (never if rolled back).
      const unit = currentUnitOfWork();
      if (unit) unit.afterCommit(() => track(deliverAll(ids)));
      else await track(deliverAll(ids));
    },
    async send(message) {
      await mailer.deliver(await mailer.enqueue(prisma, [message]));
    },
    async deliverPending(now = new Date()) {
      if (!transport) return 0;
      const rows = await prisma.outboxEmail.findMany({
        where: {
          sentAt: null,
          attempts: { lt: MAX_ATTEMPTS },
          createdAt: { gt: new Date(now.getTime() - RETRY_FOR_MS) },
          // A row never tried may be on its way out right now, from the process that wrote it.
          OR: [{ attempts: { gt: 0 } }, { createdAt: { lt: new Date(now.getTime() - firstTryMs) } }],
        },
        orderBy: { createdAt: 'asc' },
        select: { id: true },
        take: 500,
      });
      return track(deliverAll(rows.map((r) => r.id)));
    },
    async close() {
      // What is being sent finishes (within the timeouts); nothing new starts.
      closing = true;
      await Promise.all(inFlight);
      transport?.close();
    },
  };
  return mailer;
}

/** Unsent mail goes out again every 10 minutes, from one process at a time. */
export const mailRetryJob = defineJob({
  name: 'mail-retry',
  cron: '*/10 * * * *',
  retryLimit: 0,
  run: ({ mailer }) => mailer.deliverPending(),
});
