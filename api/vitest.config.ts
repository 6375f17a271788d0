import { defineConfig } from 'vitest/config';

// One run per database: `TEST_DATABASE_URL=postgres://... vitest run` uses PostgreSQL, plain `vitest run` PGlite.
export default defineConfig({
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
