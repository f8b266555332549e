import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each test file starts its own PGlite (a second or more on a busy machine).
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
