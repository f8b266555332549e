import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@safety-companion/test-support/chromium';

// The catalogue check: the static catalogue (`pnpm run build:catalogue`) served as built, every story in one
// Chromium, in the light and the dark theme.
const port = Number(process.env.E2E_PORT ?? 6007);
const report = process.env.TEST_REPORT_FILE;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Sized for a busy machine (npm test runs two suites at once on two cores).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: report ? [['list'], ['json', { outputFile: report }]] : [['list']],
  use: { baseURL: `http://127.0.0.1:${port}`, launchOptions: chromiumLaunchOptions() },
  webServer: {
    command: `vite preview --outDir storybook-static --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/index.json`,
    // A server already on the port is an error, never silently reused: it could be serving an old build.
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
