import { expect, test } from '@playwright/test';
import { THROTTLE_RULES } from '../src/throttle.js';
import { useE2eServer } from '../test/e2e-server.js';

// A server of its own: this test uses up the failed lookups of its one client (the loopback address).
const server = useE2eServer();

test('a hero who has mistyped too often is told how long to wait, from the server’s Retry-After', async ({
  page,
}) => {
  for (let miss = 0; miss < THROTTLE_RULES.failedLookup.limit; miss++) {
    expect((await fetch(`${server().url}/api/getSnapshot?accessCode=ZZZZ${10 + miss}`)).status).toBe(404);
  }
  await page.goto(`${server().url}/hero-lookup`);
  await page.getByLabel('Access code').fill('ZZZZ99');
  await page.getByRole('button', { name: 'Look Up Information' }).click();
  // The first miss leaves the 15-minute window in just under 15 minutes.
  await expect(page.getByRole('alert')).toContainText('Too many attempts. Please try again in 15 minutes.');
  await expect(page.getByLabel('Access code')).toHaveValue('ZZZZ99');
});
