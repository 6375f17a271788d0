/**
 * `npm run schema:check`: fails when the working tree's schema.graphql breaks integrators compared with the
 * previous commit (SCHEMA_BASE overrides HEAD~1) in a way docs/schema-changes.md does not allow, or when it is
 * not what the Pothos schema prints. It checks the git repository it runs in (the tests use throwaway ones).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ALLOWED_CHANGES_FILE, checkSchemaChange, formatChanges } from '../src/graphql/schema-check.js';

const SCHEMA_PATH = 'schema.graphql';
/** The repository whose Pothos schema this script can print; only its schema.graphql gets the freshness check. */
const THIS_REPO = path.resolve(import.meta.dirname, '../..');

const blankIsUnset = (value: unknown) => (value === '' ? undefined : value);
const parsedEnv = z
  .object({
    SCHEMA_BASE: z.preprocess(blankIsUnset, z.string().trim().min(1).optional()),
    SCHEMA_CHECK_TODAY: z.preprocess(blankIsUnset, z.iso.date({ error: 'must be a date, YYYY-MM-DD' }).optional()),
  })
  .safeParse(process.env);
if (!parsedEnv.success) {
  console.error(`schema:check: ${z.prettifyError(parsedEnv.error)}`);
  process.exit(1);
}
const env = parsedEnv.data;

function git(args: string[], cwd: string): string | undefined {
  const run = spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return run.status === 0 ? run.stdout : undefined;
}

/** The base's schema.graphql, or why there is nothing to compare with (`fatal` when that must fail the check). */
function baseSchema(root: string): { sdl: string; label: string } | { skip: string; fatal: boolean } {
  const base = env.SCHEMA_BASE ?? 'HEAD~1';
  const commit = git(['rev-parse', '--verify', '--quiet', `${base}^{commit}`], root)?.trim();
  if (!commit) {
    // An explicit base that is missing is a CI set-up error (e.g. not fetched); passing would hide it.
    return env.SCHEMA_BASE
      ? { skip: `SCHEMA_BASE=${base} is not a commit in this clone: fetch it (or deepen the clone)`, fatal: true }
      : { skip: `${base} does not exist (first commit or shallow clone): nothing to compare with`, fatal: false };
  }
  const label = `${base} (${commit.slice(0, 10)})`;
  const sdl = git(['show', `${commit}:${SCHEMA_PATH}`], root);
  return sdl === undefined
    ? { skip: `${label} has no ${SCHEMA_PATH}: nothing to compare with`, fatal: false }
    : { sdl, label };
}

async function main(): Promise<number> {
  const root = git(['rev-parse', '--show-toplevel'], process.cwd())?.trim();
  if (!root) {
    console.error(`schema:check: ${process.cwd()} is not in a git repository`);
    return 1;
  }
  const schemaFile = path.join(root, SCHEMA_PATH);
  if (!existsSync(schemaFile)) {
    console.error(`schema:check: ${schemaFile} does not exist`);
    return 1;
  }
  const newSdl = readFileSync(schemaFile, 'utf8');
  let passed = true;

  if (realpathSync(root) === realpathSync(THIS_REPO)) {
    const { schemaSdl } = await import('../src/graphql/sdl.js');
    const current = schemaSdl() === newSdl;
    console.log(
      current ? `${SCHEMA_PATH} matches the Pothos schema` : `✗ ${SCHEMA_PATH} is out of date: run \`npm run schema\``,
    );
    passed &&= current;
  }

  const base = baseSchema(root);
  if ('skip' in base) {
    console.log(`${base.fatal ? '✗ ' : ''}${base.skip}`);
    passed &&= !base.fatal;
  } else {
    const docFile = path.join(root, ALLOWED_CHANGES_FILE);
    const verdict = await checkSchemaChange({
      oldSdl: base.sdl,
      newSdl,
      allowedChangesDoc: existsSync(docFile) ? readFileSync(docFile, 'utf8') : '',
      today: env.SCHEMA_CHECK_TODAY ?? new Date().toISOString().slice(0, 10),
    });
    const refused = verdict.changes.filter((c) => c.problems.length > 0).length;
    console.log(`Comparing ${SCHEMA_PATH} with ${base.label}: ${verdict.changes.length} change(s)`);
    for (const line of formatChanges(verdict)) console.log(line);
    if (refused > 0) console.log(`${refused} change(s) not allowed by the policy in ${ALLOWED_CHANGES_FILE}`);
    passed &&= verdict.passed;
  }

  console.log(passed ? 'Schema check passed' : 'Schema check failed');
  return passed ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('schema:check:', error);
    process.exitCode = 1;
  },
);
