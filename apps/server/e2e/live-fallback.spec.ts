import { expect, test } from '@playwright/test';
import type { ApiClient } from '@safety-companion/api';
import { STATUS_STREAM } from '@safety-companion/contract';
import { appOf, useE2eServer } from '../test/e2e-server.js';

// A server that takes one stream at a time: once another hero holds it, the page's stream is answered 503 and the
// page keeps the status current by its 30-second refresh.
const REFRESH_MS = 30_000;
const server = useE2eServer({ STREAMS_MAX: '1' });
let app: ApiClient;

test.beforeAll(() => {
  app = appOf(server, 'e2e-fallback');
});

test('a page whose stream is refused (503) refreshes every 30 seconds instead', async ({ page }) => {
  const status = await app.createStatus({ timezone: 'UTC', location: { latitude: 51.5, longitude: -0.12 } });
  const held = new AbortController();
  const other = await fetch(`${server().url}/api/${STATUS_STREAM.path}?accessCode=${status.accessCode}`, {
    signal: held.signal,
  });
  expect(other.status).toBe(200);
  try {
    await page.clock.install();
    const refused = page.waitForResponse((answer) => answer.url().includes(`/api/${STATUS_STREAM.path}`));
    await page.goto(`${server().url}/hero-lookup#code=${status.accessCode}`);
    expect((await refused).status()).toBe(503);
    const statusLine = page.getByRole('heading', { level: 3 });
    await expect(statusLine).toHaveText('Active');
    await expect(page.getByText(/^Not live, reconnecting/)).toBeVisible();

    await app.updateStatus(status.id, { emergency: true });
    const refresh = page.waitForResponse((answer) => answer.url().includes('/api/getSnapshot'));
    await page.clock.runFor(REFRESH_MS);
    expect((await refresh).status()).toBe(200);
    await expect(statusLine).toHaveText('EMERGENCY');
  } finally {
    held.abort();
  }
});
