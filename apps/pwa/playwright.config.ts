import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@safety-companion/test-support/chromium';

const port = Number(process.env.E2E_PORT ?? 4173);
const report = process.env.TEST_REPORT_FILE;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Three at once, as the server's browser tests: it evens out the end of npm test's two runners (CONTRIBUTING.md).
  workers: 3,
  retries: 0,
  // Sized for a busy machine (npm test runs two suites at once on two cores), as the server's browser tests are.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: report ? [['list'], ['json', { outputFile: report }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Every test starts without a service worker, but the offline tests, which allow them explicitly.
    serviceWorkers: 'block',
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: {
    command: 'node --import tsx e2e/support/test-server.ts',
    url: `http://127.0.0.1:${port}/__e2e/health`,
    // A server already on the port is an error, never silently reused: it could be serving an old build.
    reuseExistingServer: false,
    timeout: 30_000,
    env: { E2E_PORT: String(port) },
  },
});
