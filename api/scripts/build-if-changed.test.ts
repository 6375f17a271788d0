import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_INPUTS, buildIfChanged, buildOutputs, decide, inputsHash, STAMP_FILE } from './build-if-changed.js';

let root: string;
let dist: string;
const write = (file: string, content = 'x') => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
};

/** A stand-in repository with every input, and the build as a function that writes the outputs. */
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'dadhood-build-'));
  dist = path.join(root, 'web/dist');
  for (const file of BUILD_INPUTS.files) write(file, `${file} v1`);
  write('web/index.html');
  write('web/vite.config.ts');
  write('web/src/main.tsx', 'render()');
  write('api/src/main.ts', 'start()');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

let builds = 0;
const fakeBuild = () => {
  builds++;
  mkdirSync(dist, { recursive: true }); // vite empties it: the stamp goes too
  rmSync(path.join(dist, STAMP_FILE), { force: true });
  for (const output of buildOutputs(root, dist)) {
    if (output.endsWith('__generated__')) {
      mkdirSync(output, { recursive: true }); // Relay's artifacts: a folder
      continue;
    }
    mkdirSync(path.dirname(output), { recursive: true });
    writeFileSync(output, 'built');
  }
  return 0;
};
const quiet = () => {};

describe('npm start builds only when the sources changed', () => {
  it('builds the first time, then skips while nothing changed', () => {
    builds = 0;
    expect(decide(root, dist)).toMatchObject({ build: true, reason: 'no build stamped by npm start yet' });
    expect(buildIfChanged(root, dist, fakeBuild, quiet)).toBe(0);
    expect(builds).toBe(1);
    expect(decide(root, dist).build).toBe(false);
    expect(buildIfChanged(root, dist, fakeBuild, quiet)).toBe(0);
    expect(builds).toBe(1);
  });

  const changes: Record<string, () => void> = {
    'a web source edited': () => write('web/src/main.tsx', 'render(<App />)'),
    'a web source added': () => write('web/src/screens/New.tsx'),
    'a page entry added': () => write('web/graphiql.html'),
    'the Vite config': () => write('web/vite.config.ts', 'changed'),
    'the lockfile': () => write('package-lock.json', 'changed'),
    'the GraphQL schema': () => write('schema.graphql', 'changed'),
    'the data model': () => write('prisma/schema.prisma', 'changed'),
    'the product name': () => write('api/src/config/product.ts', 'changed'),
    'an API source edited': () => write('api/src/main.ts', 'start(config)'),
    'an API source added': () => write('api/src/jobs/new-job.ts'),
    'the server build config': () => write('api/tsconfig.build.json', 'changed'),
    'the Relay config': () => write('relay.config.js', 'changed'),
    'a web source removed': () => rmSync(path.join(root, 'web/src/main.tsx')),
  };
  for (const [name, change] of Object.entries(changes)) {
    it(`rebuilds after a change in ${name}`, () => {
      buildIfChanged(root, dist, fakeBuild, quiet);
      change();
      expect(decide(root, dist)).toMatchObject({ build: true, reason: 'the sources changed' });
    });
  }

  it('is not fooled by what the build itself writes, nor by tests, which no build reads', () => {
    buildIfChanged(root, dist, fakeBuild, quiet);
    write('web/src/__generated__/Query.graphql.ts', 'changed');
    write('web/dist/assets/app-123.js', 'changed');
    write('web/node_modules/.vite/deps.json', 'changed');
    write('api/src/generated/prisma/client.ts', 'changed');
    write('api/dist/main.js', 'changed');
    write('api/src/main.test.ts', 'it()');
    write('web/src/App.test.tsx', 'it()');
    expect(decide(root, dist).build).toBe(false);
  });

  it('rebuilds when an output is missing, and after a build run by hand (it empties the folder)', () => {
    buildIfChanged(root, dist, fakeBuild, quiet);
    rmSync(path.join(dist, 'graphiql.html'));
    expect(decide(root, dist)).toMatchObject({ build: true, reason: 'web/dist/graphiql.html is missing' });
    fakeBuild();
    expect(decide(root, dist)).toMatchObject({ build: true });
  });

  it('rebuilds when the compiled server is missing', () => {
    buildIfChanged(root, dist, fakeBuild, quiet);
    rmSync(path.join(root, 'api/dist'), { recursive: true });
    expect(decide(root, dist)).toMatchObject({ build: true, reason: 'api/dist/main.js is missing' });
  });

  it('stamps nothing when the build fails, so the next start tries again', () => {
    expect(buildIfChanged(root, dist, () => 2, quiet)).toBe(2);
    expect(decide(root, dist).build).toBe(true);
  });

  it('keeps the stamp beside an output folder elsewhere (WEB_DIST_DIR), which is not an input', () => {
    const elsewhere = path.join(root, 'web/dist-e2e');
    dist = elsewhere;
    buildIfChanged(root, elsewhere, fakeBuild, quiet);
    write('web/dist-e2e/assets/app.js', 'built again');
    expect(decide(root, elsewhere).build).toBe(false);
  });

  it('hashes the real repository the same way twice', () => {
    const repo = path.resolve(import.meta.dirname, '../..');
    const hash = inputsHash(repo, path.join(repo, 'web/dist'));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(inputsHash(repo, path.join(repo, 'web/dist'))).toBe(hash);
  });
});
