import { createRequire } from 'node:module';
import os from 'node:os';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { configDefaults, defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

/**
 * The walks over every GraphQL field and /api route (the privacy walk and the two fuzz suites) check what the API
 * does above the database, through the same SQL on either engine, and took a third of the PGlite run's time. They
 * run once per `npm test`, on PostgreSQL, the engine production runs; every other file runs on both, the database
 * features they reach included. API_TEST_WALKS=all runs them on PGlite as well.
 */
const WALK_FILES = ['src/privacy-leak.test.ts', 'src/fuzz/graphql.test.ts', 'src/fuzz/rest.test.ts'];
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const walksHere = onPostgres || process.env.API_TEST_WALKS === 'all';

/**
 * The files that walk the whole schema and route table, each one or two minutes long. Vitest starts the largest
 * files first when it has no timings of an earlier run (a clean checkout has none), and these are short files:
 * started last, they kept one worker busy for minutes after the other had finished. Started first, the short
 * files fill in around them.
 */
const HEAVY_FILES = [...WALK_FILES, 'src/db/migrator/migrator.test.ts'];

class HeavyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = HEAVY_FILES.findIndex((heavy) => file.moduleId.endsWith(heavy));
      return index === -1 ? HEAVY_FILES.length : index;
    };
    return sorted
      .map((file, order) => ({ file, order }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order)
      .map(({ file }) => file);
  }
}

// One run per database: `TEST_DATABASE_URL=postgres://... vitest run` uses PostgreSQL, plain `vitest run` PGlite.
export default defineConfig({
  // graphql ships CommonJS and ESM builds; Node (and so Pothos and yoga) loads the CommonJS one. Make our own
  // imports load the same, or two copies of graphql meet in one schema.
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    name: onPostgres ? 'api · postgresql' : 'api · pglite',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(walksHere ? [] : WALK_FILES)],
    globalSetup: ['src/testing/global-setup.ts'],
    setupFiles: ['src/testing/setup.ts'],
    sequence: { sequencer: HeavyFirstSequencer },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker keeps its imported modules from one test file to the next (each file still gets its own database):
    // importing the app and loading the image model once per worker, not once per file, takes the PostgreSQL run
    // from 276 to 120 s on the CI machine. No api test mocks modules, stubs globals or fakes timers, so nothing
    // carries over; API_TEST_ISOLATE=1 gives every file fresh modules again, to rule that out when a test misbehaves.
    isolate: process.env.API_TEST_ISOLATE === '1',
    // Several test files at a time even on two cores: on PostgreSQL they wait on the server much of the time
    // (two cores: one worker 7.2 min, two 4.9 before isolate was turned off; later two 7.2 and three 6.5, four
    // no better); PGlite runs the database inside the worker, so two keep both cores busy there.
    // API_TEST_WORKERS overrides.
    maxWorkers: Number(process.env.API_TEST_WORKERS) || Math.max(onPostgres ? 3 : 2, os.availableParallelism() - 1),
    env: { NODE_ENV: 'test' },
  },
});
