/**
 * `npm start`'s build step: runs `npm run build` only when its inputs changed since the last build. The hash
 * of the inputs is kept beside the output (web/dist, or WEB_DIST_DIR), which `vite build` empties: a build
 * run by hand removes it, so the next start builds again rather than trust an output it did not stamp.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * What `npm run build` (Prisma client, Relay artifacts, the web app, the compiled server) reads, relative to the
 * repository.
 */
export const BUILD_INPUTS = {
  /** Every file under these folders but tests (`*.test.ts(x)`, which no build reads)... */
  folders: ['web', 'api/src'],
  /** ...and but these (dependencies, and what the build writes). The dist folder is skipped wherever it is. */
  skipped: ['web/node_modules', 'web/dist', 'web/src/__generated__', 'api/src/generated'],
  files: [
    'package.json',
    'package-lock.json',
    'tsconfig.json',
    'relay.config.js',
    'schema.graphql',
    'prisma/schema.prisma',
    'scripts/prisma-no-engine',
    'api/package.json',
    'api/tsconfig.json',
    'api/tsconfig.build.json',
    'api/scripts/build-server.ts',
  ],
};

const TEST_FILE = /\.test\.tsx?$/;

export const STAMP_FILE = '.build-inputs.sha256';

/**
 * What must exist for the last build to count: the pages the API serves, the generated code and the compiled
 * server it runs.
 */
export function buildOutputs(root: string, distDir: string): string[] {
  return [
    ...['index.html', 'login.html', 'graphiql.html'].map((page) => path.join(distDir, page)),
    path.join(root, 'api/src/generated/prisma/client.ts'),
    path.join(root, 'api/dist/main.js'),
    path.join(root, 'web/src/__generated__'),
    // The web app's operations by id, which the API loads (docs/persisted-operations.md).
    path.join(root, 'web/src/__generated__/persisted-operations.json'),
  ];
}

function filesUnder(root: string, folder: string, skipped: Set<string>): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = path.posix.join(relative, entry.name);
      if (skipped.has(child) || skipped.has(path.join(root, child))) continue;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile() && !TEST_FILE.test(entry.name)) found.push(child);
    }
  };
  if (existsSync(path.join(root, folder))) walk(folder);
  return found;
}

/** SHA-256 over every input's path and content, in a stable order; a missing file counts as missing. */
export function inputsHash(root: string, distDir: string): string {
  const skipped = new Set([...BUILD_INPUTS.skipped, path.resolve(distDir)]);
  const files = [
    ...BUILD_INPUTS.folders.flatMap((folder) => filesUnder(root, folder, skipped)),
    ...BUILD_INPUTS.files,
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const full = path.join(root, file);
    hash.update(
      `${file}\0${existsSync(full) ? createHash('sha256').update(readFileSync(full)).digest('hex') : 'missing'}\n`,
    );
  }
  return hash.digest('hex');
}

export type BuildDecision = { build: false; hash: string } | { build: true; hash: string; reason: string };

export function decide(root: string, distDir: string): BuildDecision {
  const hash = inputsHash(root, distDir);
  const stampPath = path.join(distDir, STAMP_FILE);
  if (!existsSync(stampPath)) return { build: true, hash, reason: 'no build stamped by npm start yet' };
  const missing = buildOutputs(root, distDir).find((output) => !existsSync(output));
  if (missing) return { build: true, hash, reason: `${path.relative(root, missing)} is missing` };
  if (readFileSync(stampPath, 'utf8').trim() !== hash) return { build: true, hash, reason: 'the sources changed' };
  return { build: false, hash };
}

/**
 * Builds when needed, then stamps the hash taken before the build (a file changed during the build then
 * rebuilds next time). Returns the build's exit code (0 when skipped).
 */
export function buildIfChanged(root: string, distDir: string, build: () => number, log = console.log): number {
  const decision = decide(root, distDir);
  if (!decision.build) {
    log(`Web app and server up to date (${path.relative(root, distDir) || '.'}, api/dist): skipping the build.`);
    return 0;
  }
  log(`Building (${decision.reason})...`);
  const code = build();
  if (code === 0) writeFileSync(path.join(distDir, STAMP_FILE), `${decision.hash}\n`);
  return code;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(import.meta.dirname, '../..');
  // The same setting the web build and the API read.
  const distDir = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(root, 'web/dist');
  const npmBuild = () =>
    spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' })
      .status ?? 1;
  process.exit(buildIfChanged(root, distDir, npmBuild));
}
