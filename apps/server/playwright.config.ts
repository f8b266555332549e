import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@safety-companion/test-support/chromium';

// The whole system in the system Chromium: the built site and its API served by this server.
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './test/certificate.global-setup.ts',
  workers: 1,
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
