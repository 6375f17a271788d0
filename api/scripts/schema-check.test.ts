// `npm run schema:check` end to end, against throwaway git repositories (never this one's git state).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const SCRIPT = path.resolve(import.meta.dirname, 'schema-check.ts');
const TSX = path.resolve(import.meta.dirname, '../../node_modules/.bin/tsx');
const V1 = 'type Query { me: Dad }\ntype Dad { id: ID! nickname: String }\n';
const V2 = 'type Query { me: Dad }\ntype Dad { id: ID! }\n';

let repo: string;
beforeEach(() => {
  repo = mkdtempSync(path.join(os.tmpdir(), 'dadhood-schema-check-'));
  git('init', '--quiet');
});
afterEach(() => rmSync(repo, { recursive: true, force: true }));

/** The environment without GIT_* variables (a hook's GIT_DIR would point git at another repository). */
const cleanEnv = () => Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('GIT_')));

function git(...args: string[]) {
  const identity = ['-c', 'user.name=Schema Check', '-c', 'user.email=check@example.com', '-c', 'commit.gpgsign=false'];
  const run = spawnSync('git', [...identity, ...args], { cwd: repo, env: cleanEnv(), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr}`);
}

function commitSchema(sdl: string, message: string) {
  writeFileSync(path.join(repo, 'schema.graphql'), sdl);
  git('add', 'schema.graphql');
  git('commit', '--quiet', '-m', message);
}

function schemaCheck(schemaBase = '') {
  const env = { ...cleanEnv(), SCHEMA_CHECK_TODAY: '2026-11-25', SCHEMA_BASE: schemaBase };
  const run = spawnSync(TSX, [SCRIPT], { cwd: repo, env, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('npm run schema:check', () => {
  it('fails a commit that removes a field without deprecation', () => {
    commitSchema(V1, 'first');
    commitSchema(V2, 'remove Dad.nickname');
    const { status, output } = schemaCheck();
    expect(output).toContain("BREAKING     Dad.nickname  Field 'nickname' was removed from object type 'Dad'");
    expect(output).toContain(
      'Dad.nickname was not deprecated before its removal: deprecate it first with @deprecated(reason: "... since YYYY-MM-DD ...") and remove it no earlier than 3 months later',
    );
    expect(output).toMatch(/Schema check failed\n$/);
    expect(status).toBe(1);
  });

  it('checks an uncommitted change to schema.graphql too', () => {
    commitSchema(V1, 'first');
    commitSchema(`${V1}type Group { id: ID! }\n`, 'add Group');
    writeFileSync(path.join(repo, 'schema.graphql'), V2);
    const { status, output } = schemaCheck();
    expect(output).toContain('Dad.nickname was not deprecated before its removal');
    expect(status).toBe(1);
  });

  it('passes a removal deprecated in time and listed in the docs/schema-changes.md of the checked repository', () => {
    commitSchema(
      V1.replace('nickname: String', 'nickname: String @deprecated(reason: "since 2026-07-01")'),
      'deprecate',
    );
    commitSchema(V2, 'remove Dad.nickname');
    mkdirSync(path.join(repo, 'docs'));
    const row = '| 2026-11-25 | `Dad.nickname` | FIELD_REMOVED | Use displayName. |';
    writeFileSync(path.join(repo, 'docs/schema-changes.md'), `## Allowed breaking changes\n\n${row}\n`);
    const { status, output } = schemaCheck();
    expect(output).toMatch(/Schema check passed\n$/);
    expect(status).toBe(0);
  });

  it('fails when SCHEMA_BASE names a commit the clone does not have', () => {
    commitSchema(V1, 'first');
    const { status, output } = schemaCheck('origin/main');
    expect(output).toContain('SCHEMA_BASE=origin/main is not a commit in this clone');
    expect(status).toBe(1);
  });

  it('passes the first commit, saying there is nothing to compare with', () => {
    commitSchema(V1, 'first');
    const { status, output } = schemaCheck();
    expect(output).toContain('HEAD~1 does not exist (first commit or shallow clone): nothing to compare with');
    expect(status).toBe(0);
  });
});
