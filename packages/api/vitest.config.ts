import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The time limit is sized for a busy machine (npm test runs two suites at once on two cores): vitest's 5 s is not.
  test: { include: ['test/**/*.test.ts'], environment: 'node', isolate: false, testTimeout: 20_000 },
});
