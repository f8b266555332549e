import { expect, test } from '@playwright/test';
import type { StatusCreated } from '@safety-companion/api';
import { appOf, useE2eServer } from '../test/e2e-server.js';

// A server whose global guess budget is already spent by someone else's guessing: every lookup must carry a
// solved proof of work. The site solves it by itself, so the hero with the right code still sees the status.
const server = useE2eServer({ GUESS_BUDGET_PER_15_MINUTES: '2' });
let status: StatusCreated;

test.beforeAll(async () => {
  const app = appOf(server, 'e2e-user');
  status = await app.createStatus({ timezone: 'UTC', location: { latitude: 48.8566, longitude: 2.3522 } });
  for (const code of ['ZZZZZ1', 'ZZZZZ2', 'ZZZZZ3']) {
    expect((await fetch(`${server().url}/api/getSnapshot?accessCode=${code}`)).status).toBe(404);
  }
  // The count over all clients is read again every few seconds: wait until the server asks for work.
  await expect
    .poll(
      async () => {
        const answer = await fetch(`${server().url}/api/getSnapshot?accessCode=${status.accessCode}`);
        return answer.status === 429 && 'challenge' in ((await answer.json()) as object);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
});

test('a hero with the right code gets the status after a short wait, never "User not found."', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const answers: number[] = [];
  page.on('response', (answer) => {
    if (answer.url().includes('/api/getSnapshot')) answers.push(answer.status());
  });
  await page.goto(`${server().url}/hero-lookup#code=${status.accessCode}`);
  await expect(page.getByText('Active', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('User not found.')).toHaveCount(0);
  // Asked for work first, then answered once solved (a later refresh or the stream's fallback may be asked again).
  expect(answers).toContain(429);
  expect(answers.indexOf(200)).toBeGreaterThan(answers.indexOf(429));
});
