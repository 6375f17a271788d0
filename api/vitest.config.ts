import { createRequire } from 'node:module';
import os from 'node:os';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

// One run per database: `TEST_DATABASE_URL=postgres://... vitest run` uses PostgreSQL, plain `vitest run` PGlite.
export default defineConfig({
  // graphql ships CommonJS and ESM builds; Node (and so Pothos and yoga) loads the CommonJS one. Make our own
  // imports load the same, or two copies of graphql meet in one schema.
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    name: process.env.TEST_DATABASE_URL ? 'api · postgresql' : 'api · pglite',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    setupFiles: ['src/testing/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two test files at a time at least: they wait on the database much of the time, so even on two cores two
    // workers finish sooner (PostgreSQL 7.2 → 4.9 min, PGlite 9.6 → 8.2 on the CI machine). API_TEST_WORKERS overrides.
    maxWorkers: Number(process.env.API_TEST_WORKERS) || Math.max(2, os.availableParallelism() - 1),
    env: { NODE_ENV: 'test' },
  },
});
