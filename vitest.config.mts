import { defineConfig } from 'vitest/config';

// Every workspace's unit tests in one vitest run (`npm test`'s unit step, the root `test:unit`): one start-up for
// all of them. Each project is its workspace's own vitest.config.ts, with its environment (jsdom for the site and
// the UI), setup files, time limits and, for the server, the PostgreSQL its global setup starts; a package's own
// `vitest run` in its folder still runs that package alone.
export default defineConfig({
  test: {
    projects: ['apps/*/vitest.config.ts', 'packages/*/vitest.config.ts'],
  },
});
