import { createRequire } from 'node:module';
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
    env: { NODE_ENV: 'test' },
  },
});
