/**
 * The database commands behind `npm run db:*`: migrate, status, migration:new <name>, reset, seed, backup,
 * restore <file>.
 * Runs against the configured database (DATABASE_URL, or PGlite in DATA_DIR).
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/config.js';
import { backupDatabase, BackupError, restoreDatabase } from './backup.js';
import { openDatabase, type DatabaseOptions } from './database.js';
import { migrate, resetAll } from '../migrate.js';
import {
  createMigration,
  defaultLocation,
  markRolledBack,
  migrationStatus,
  type MigrationsLocation,
} from './migrator/migrator.js';

const usage = `Usage: db <command> [--schema prisma/schema.prisma] [--migrations prisma/migrations]
  migrate               apply pending migrations
  status                list applied, pending and failed migrations (exit 1 unless up to date)
  migration:new <name>  write the next migration from the change in schema.prisma
  resolve <name>        mark a failed migration rolled back, so its fixed version can be applied
  reset [--force]       drop all data, re-apply migrations, seed the demo (unless SEED_DEMO=false)
  seed                  seed the demo community into an empty database
  backup [--output <file>]
                        write a backup of the whole database, uploads included (docs/operations.md#backups)
  restore <file> [--force]
                        replace everything in the database with a backup (stop every API process first)`;

async function confirm(question: string): Promise<boolean> {
  if (!process.stdin.isTTY) return false;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(`${question} [y/N] `);
  rl.close();
  return /^y(es)?$/i.test(answer.trim());
}

async function seed(options: DatabaseOptions): Promise<void> {
  const { seedDemoIfEmpty } = await import('../seed/seed.js');
  const db = await openDatabase(options);
  try {
    const outcome = await seedDemoIfEmpty(db, { log: (line) => console.log(line) });
    console.log(outcome.seeded ? outcome.summary : 'The database already has members; nothing seeded (use db:reset).');
  } finally {
    await db.close();
  }
}

function describeOptions(options: DatabaseOptions): string {
  if (options.kind === 'pglite') return `PGlite in ${options.dataDir ?? 'memory'}`;
  const { hostname, port, pathname } = new URL(options.url);
  return `PostgreSQL at ${hostname}:${port || 5432}${pathname}`;
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      schema: { type: 'string' },
      migrations: { type: 'string' },
      force: { type: 'boolean', short: 'f' },
      output: { type: 'string', short: 'o' },
    },
  });
  const [command, name] = positionals;
  const location: MigrationsLocation = {
    schemaPath: values.schema ?? defaultLocation.schemaPath,
    migrationsDir: values.migrations ?? defaultLocation.migrationsDir,
  };
  const config = loadConfig();
  // No statement timeout here: it bounds requests, and these commands may rightly run long.
  const options: DatabaseOptions =
    config.database.kind === 'postgres'
      ? { kind: 'postgres', url: config.database.url }
      : { kind: 'pglite', dataDir: config.database.dataDir };

  switch (command) {
    case 'migrate': {
      const db = await openDatabase(options);
      try {
        const { applied } = await migrate(db, location);
        console.log(
          applied.length ? `Applied ${applied.join(', ')} to ${db.description}.` : `${db.description} is up to date.`,
        );
      } finally {
        await db.close();
      }
      return 0;
    }
    case 'status': {
      const db = await openDatabase(options);
      try {
        const status = await migrationStatus(db, location);
        console.log(`${db.description}`);
        for (const [label, names] of Object.entries({
          applied: status.applied,
          pending: status.pending,
          failed: status.failed,
          'edited since applied': status.edited,
          'missing from the folder': status.unknown,
        })) {
          if (names.length) console.log(`${label}:\n${names.map((n) => `  ${n}`).join('\n')}`);
        }
        console.log(
          status.upToDate ? 'Up to date.' : 'Not up to date: run npm run db:migrate (failed ones need a fix first).',
        );
        return status.upToDate ? 0 : 1;
      } finally {
        await db.close();
      }
    }
    case 'migration:new': {
      if (!name) throw new Error('Give the migration a name: npm run db:migration:new -- <name>');
      // The diff only needs a shadow database; with PGlite that is in memory and the data folder stays free.
      const db = await openDatabase(options.kind === 'postgres' ? options : { kind: 'pglite' });
      try {
        const created = await createMigration(db, name, location);
        console.log(created ? `Created ${created.file}` : 'schema.prisma has no change to migrate.');
      } finally {
        await db.close();
      }
      return 0;
    }
    case 'resolve': {
      if (!name) throw new Error('Name the failed migration: npm run db:resolve -- <name>');
      const db = await openDatabase(options);
      try {
        await markRolledBack(db, name, location);
        console.log(`Marked ${name} rolled back; fix its SQL, then run npm run db:migrate.`);
      } finally {
        await db.close();
      }
      return 0;
    }
    case 'reset': {
      if (!values.force && !(await confirm(`Drop every table and row in the configured database?`))) {
        console.error('Not reset. Run with --force to skip the question.');
        return 1;
      }
      const db = await openDatabase(options);
      try {
        await resetAll(db, location);
        const { applied } = await migrate(db, location);
        console.log(`Reset ${db.description}; applied ${applied.length} migrations.`);
      } finally {
        await db.close();
      }
      if (config.seedDemo) await seed(options);
      return 0;
    }
    case 'seed':
      await seed(options);
      return 0;
    case 'backup': {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file =
        values.output ?? `dadhood-${options.kind}-${stamp}.${options.kind === 'postgres' ? 'dump' : 'tar.gz'}`;
      const bytes = await backupDatabase(options, file);
      console.log(`Backed up ${describeOptions(options)} to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB).`);
      return 0;
    }
    case 'restore': {
      if (!name) {
        console.error(usage);
        return 2;
      }
      if (
        !values.force &&
        !(await confirm(`Replace everything in ${describeOptions(options)} with the backup ${name}?`))
      ) {
        console.error('Not restored. Run with --force to skip the question.');
        return 1;
      }
      await restoreDatabase(options, name);
      console.log(`Restored ${name} into ${describeOptions(options)}. Start the server: it applies newer migrations.`);
      return 0;
    }
    default:
      console.error(usage);
      return 2;
  }
}

// The engine and pools keep timers alive after the work is done, so exit explicitly.
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof BackupError ? error.message : error instanceof Error ? `${error.name}: ${error.message}` : error,
    );
    process.exit(1);
  },
);
