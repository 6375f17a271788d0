/**
 * `npm start`: open the database (embedded PGlite unless DATABASE_URL is set), apply pending migrations,
 * seed the demo community into an empty database (not in production unless SEED_DEMO asks), refuse to run in
 * production while a staff account has the demo's password, serve, and shut down cleanly on SIGTERM or Ctrl-C.
 */
import { ConfigError, loadConfig } from './config/config.js';
import { openDatabase } from './db/database.js';
import { DataDirLockedError } from './db/lock.js';
import { migrate } from './migrate.js';
import { createLogger } from './http/logger.js';
import { DEMO_SIGN_IN, seedDemoIfEmpty } from './seed/seed.js';
import { DEMO_ADMIN, DEMO_MODERATOR } from './seed/demo.js';
import { DemoPasswordOnStaffError, staffWithDemoPassword } from './seed/demo-passwords.js';
import { startServer } from './server.js';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config);
  const db = await openDatabase(
    config.database.kind === 'postgres' ? config.database : { kind: 'pglite', dataDir: config.database.dataDir },
  );
  logger.info(`Database: ${db.description}`);

  const { applied } = await migrate(db);
  if (applied.length) logger.info(`Applied migrations: ${applied.join(', ')}`);

  if (config.seedDemo) {
    const outcome = await seedDemoIfEmpty(db, { log: (line) => logger.info(line) });
    if (outcome.seeded) logger.info(outcome.summary);
  }
  if (config.env === 'production' && !config.allowDemoStaffPasswords) {
    const exposed = await staffWithDemoPassword(db);
    if (exposed.length) throw new DemoPasswordOnStaffError(exposed);
  }

  const server = await startServer(config, db, logger);
  if (config.seedDemo) {
    logger.info(
      `Demo sign-in: ${DEMO_SIGN_IN.email} (or ${DEMO_SIGN_IN.username}) with password ${DEMO_SIGN_IN.password}`,
    );
    logger.info(
      `Demo moderator: ${DEMO_MODERATOR.email}; demo admin: ${DEMO_ADMIN.email} (same password; /moderation)`,
    );
  }
  // Last: tools (and the process test) take this line to mean "ready", so everything above is already out.
  logger.info(`${config.productName} is serving at ${server.url} (GraphiQL at ${server.url}/graphql)`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    // A second signal (Ctrl-C reaches npm and node alike, and npm relays it too) must not kill the shutdown under way.
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: finishing in-flight requests, then stopping`);
    try {
      await server.close();
      await db.close();
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DemoPasswordOnStaffError
  ) {
    console.error(error.message);
  } else {
    console.error('Could not start:', error);
  }
  process.exit(1);
});
