/**
 * A local SMTP server for the end-to-end run: the app delivers invite e-mails to it over SMTP (SMTP_URL), and
 * tests read what arrived over HTTP: GET /messages?to=<address> → [{from, to, subject, raw}].
 * Usage: tsx e2e/mail-sink.ts <smtpPort> <httpPort>
 */
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { decodeWords } from '../api/src/testing/smtp';
import { serveNews } from './news-fixture';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  raw: string;
}

const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
if (!smtpPort || !httpPort) throw new Error('usage: mail-sink.ts <smtpPort> <httpPort>');

const received: ReceivedMail[] = [];

/** Unfolds the raw message's headers enough to read the subject. */
function headerOf(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? decodeWords(line.slice(name.length + 1).trim()) : '';
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        subject: headerOf(raw, 'Subject'),
        raw,
      });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/readyz') return void res.end('ok');
  if (serveNews(url.pathname, `http://127.0.0.1:${httpPort}`, res)) return;
  if (url.pathname !== '/messages') return void res.writeHead(404).end();
  const to = url.searchParams.get('to')?.toLowerCase();
  const messages = to ? received.filter((m) => m.to.includes(to)) : received;
  res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(messages));
}).listen(httpPort, '127.0.0.1');
