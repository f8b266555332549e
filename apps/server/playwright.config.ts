import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@safety-companion/test-support/chromium';

// The whole system in the system Chromium: the built site and its API served by this server.
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './test/certificate.global-setup.ts',
  // Each spec has a server, data folder and PostgreSQL of its own: three run at once, as the site's browser tests do,
  // which evens out the end of npm test's two runners (CONTRIBUTING.md).
  workers: 3,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.TEST_REPORT_FILE
    ? [['list'], ['json', { outputFile: process.env.TEST_REPORT_FILE }]]
    : [['list']],
  use: {
    serviceWorkers: 'block',
    launchOptions: chromiumLaunchOptions(),
  },
});
