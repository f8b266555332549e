import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // Test files share a worker's DOM and modules (each cleans up after itself): no new jsdom per file.
    isolate: false,
    setupFiles: ['./src/test/setup.ts'],
    // Sized for a busy machine (npm test runs two suites at once on two cores): vitest's 5 s is not.
    testTimeout: 20_000,
  },
});
