/**
 * `npm run admin -- <command>`: what the person running the server does without an account in the app
 * (docs/operations.md). Runs against the configured database (DATABASE_URL, or PGlite in DATA_DIR: stop the
 * server first, as the embedded database has one user at a time), applying pending migrations first, with the
 * server's configuration (ADMIN_EMAILS, SMTP_URL for the mails). Every change is in the audit log.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/config.js';
import { openDatabase } from '../db/database.js';
import { applyMigrations } from '../db/migrator/migrator.js';
import { isAppError } from '../domain/errors.js';
import { createAdmin, setNewPassword } from '../domain/operator/operator.js';
import { createLogger } from '../http/logger.js';
import { createServices } from '../server.js';

const usage = `Usage: npm run admin -- <command>
  create-admin <e-mail> [<username>]   make the admin this ADMIN_EMAILS address names: a new account with a
                                       one-time password (printed once), or the existing one, its address verified
  reset-password <e-mail|username> [--reason <text>]
                                       a new one-time password (printed once); every session ends, the member is
                                       told by mail`;

/** Runs one command; returns the exit code. `out` receives what the operator reads. */
export async function runAdminCommand(argv: string[], out: (line: string) => void): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { reason: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    out(usage);
    return command || values.help ? 0 : 1;
  }
  if (command !== 'create-admin' && command !== 'reset-password') {
    out(`Unknown command: ${command}\n${usage}`);
    return 1;
  }
  const config = loadConfig();
  const logger = createLogger({ ...config, logLevel: 'warn' });
  const db = await openDatabase(
    config.database.kind === 'postgres' ? { kind: 'postgres', url: config.database.url } : config.database,
  );
  try {
    const { applied } = await applyMigrations(db);
    if (applied.length) out(`Applied migrations: ${applied.join(', ')}`);
    const handle = createServices(config, db, logger);
    try {
      if (command === 'create-admin') {
        const [email, username] = rest;
        if (!email) {
          out(usage);
          return 1;
        }
        const made = await createAdmin(handle.services, { email, username });
        out(`${made.username} <${email.toLowerCase()}> is an admin.`);
        if (made.password) out(`One-time password (shown once; change it in the profile): ${made.password}`);
      } else {
        const [login] = rest;
        if (!login) {
          out(usage);
          return 1;
        }
        const reason = values.reason ?? 'A new password set from the command line.';
        const done = await setNewPassword(handle.services, login, reason);
        out(`${done.username} has a new password, and is signed out everywhere.`);
        out(`One-time password (shown once; they change it in the profile): ${done.password}`);
      }
      return 0;
    } catch (error) {
      if (!isAppError(error)) throw error;
      out(error.message);
      return 1;
    } finally {
      await handle.close();
    }
  } finally {
    await db.close();
  }
}
