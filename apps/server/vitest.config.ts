import { defineConfig } from 'vitest/config';

/** The suites that use a store: they run once on PGlite and once on PostgreSQL. */
const STORE_SUITES = [
  'src/store/**/*.test.ts',
  'src/routes/**/*.test.ts',
  'src/admin/**/*.test.ts',
  'src/server.test.ts',
  'src/sweep.test.ts',
];
/** Suites of one store only: several servers on one PostgreSQL; PGlite's folder, its lock and its files. */
const POSTGRES_ONLY = ['src/**/*.postgres.test.ts'];
const PGLITE_ONLY = ['src/**/*.pglite.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    // Test files share a worker's modules (each closes its own store): PGlite's WebAssembly is compiled once.
    isolate: false,
    // Each test file starts its own PGlite (a second or more on a busy machine).
    hookTimeout: 60_000,
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: { name: 'pglite', include: ['src/**/*.test.ts'], exclude: POSTGRES_ONLY },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: [...STORE_SUITES, ...POSTGRES_ONLY],
          exclude: PGLITE_ONLY,
          globalSetup: ['test/postgres.global-setup.ts'],
        },
      },
    ],
  },
});
