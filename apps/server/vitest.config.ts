import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Test files share a worker's modules (each closes its own store): the server's modules load once per worker.
    isolate: false,
    // One PostgreSQL for the run (created in about 2 s); each test file clones a migrated database from it.
    globalSetup: ['test/postgres.global-setup.ts'],
    // In the server's folder, also in the root's run of every workspace's tests.
    setupFiles: ['test/server-folder.setup.ts'],
    // Tests that start a server on a data folder start its own PostgreSQL: seconds each on a busy machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
