import { expect, test } from '@playwright/test';
import type { ApiClient, StatusCreated } from '@safety-companion/api';
import { expectNoSeriousAxeViolations } from '@safety-companion/test-support/axe';
import { appOf, countLookups, useE2eServer } from '../test/e2e-server.js';
import { listFeedback, openEmbeddedStore } from '../test/store-readers.js';

// One real server on a fresh data folder, serving the production build of the site (apps/pwa/dist). Statuses are
// started as the mobile app starts them, through the typed client, with the local development identity (no
// FIREBASE_PROJECT_ID, loopback address).
test.describe.configure({ mode: 'serial' });

const CHICAGO = { latitude: 41.8827, longitude: -87.6233 };

const server = useE2eServer();
let app: ApiClient;
let seeded: StatusCreated;

function startStatus() {
  return app.createStatus({
    timezone: 'America/Chicago',
    location: CHICAGO,
    startLocation: { latitude: 41.8789, longitude: -87.6359 },
    endTime: new Date(Date.now() + 90 * 60_000).toISOString(),
    info: 'Started by the browser test. No real person is involved.',
    timerDetails: {
      who: 'Riley, meeting a seller from an online marketplace',
      what: 'Buying a second-hand bicycle',
      where: 'Café by Millennium Park, Michigan Avenue',
    },
  });
}

test.beforeAll(async () => {
  app = appOf(server, 'e2e-user');
  seeded = await startStatus();
});

test('serves the site with its headers, and a lookup of a started status is answered by this server', async ({
  page,
}) => {
  const demoCode = seeded.accessCode;
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  // Listening starts before the page opens: the lookup may be answered before `goto` returns.
  const lookup = page.waitForResponse((answer) =>
    answer.url().includes(`/api/getSnapshot?accessCode=${demoCode}`),
  );
  const response = await page.goto(`${server().url}/hero-lookup#code=${demoCode}`);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect((await lookup).status()).toBe(200);
  await expect(page.getByText('Riley, meeting a seller from an online marketplace')).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a lookup follows the status live: EMERGENCY by its stream, then ended', async ({ page }) => {
  const status = await startStatus();
  await page.goto(`${server().url}/hero-lookup#code=${status.accessCode}`);
  const statusLine = page.getByRole('heading', { level: 3 });
  await expect(statusLine).toHaveText('Active');
  await expect(page.getByText('Buying a second-hand bicycle')).toBeVisible();
  await expect(page.getByText('Live: changes show as they happen')).toBeVisible();

  const lookups = countLookups(page);
  await app.updateStatus(status.id, { emergency: true, location: { latitude: 41.885, longitude: -87.62 } });
  await expect(statusLine).toHaveText('EMERGENCY');
  const directions = page.getByRole('link', { name: 'Directions from start to current location' });
  await expect(directions).toHaveAttribute('href', /destination=41\.885,-87\.62/);
  await expect(
    page.locator('[aria-live="assertive"]').filter({ hasText: /^Emergency switched on at / }),
  ).toHaveCount(1);

  await app.stopStatus(status.id);
  await expect(page.getByText('This status has ended.', { exact: true })).toBeVisible();
  // Both came by the stream: the page asked nothing.
  expect(lookups()).toBe(0);
  // What it said stays, a level down, beneath 'Before it ended'.
  await expect(statusLine).toHaveText('Before it ended');
  await expect(page.getByRole('heading', { level: 4 })).toHaveText('Was: EMERGENCY');
  await expect(page.getByText('User not found.')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, { allRules: true });

  // A new visit to the link says the same, at once.
  await page.goto('about:blank');
  await page.goto(`${server().url}/hero-lookup#code=${status.accessCode}`);
  await expect(page.getByText('This status has ended.', { exact: true })).toBeVisible();
});

test('a countdown that runs out shows as expired when it does, with nothing written', async ({ page }) => {
  const status = await app.createStatus({
    timezone: 'America/Chicago',
    location: CHICAGO,
    endTime: new Date(Date.now() + 4_000).toISOString(),
  });
  await page.goto(`${server().url}/hero-lookup#code=${status.accessCode}`);
  const statusLine = page.getByRole('heading', { level: 3 });
  await expect(statusLine).toHaveText('Active');
  await expect(page.getByText('Live: changes show as they happen')).toBeVisible();
  await expect(statusLine).toHaveText(/^Timer has Expired at /);
});

test('an unknown code is told to the hero as the server answers it', async ({ page }) => {
  await page.goto(`${server().url}/hero-lookup`);
  await page.getByLabel('Access code').fill('ZZZ999');
  await page.getByRole('button', { name: 'Look Up Information' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'User not found.' })).toBeVisible();
});

test('feedback sent through the page is in the store', async ({ page }) => {
  const subject = `Full system ${Date.now()}`;
  await page.goto(`${server().url}/feedback`);
  await page.getByLabel('Name').fill('Sam Tester');
  await page.getByLabel('Email').fill('sam@example.com');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Sent through the real server.');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

  await server().shutdown();
  const store = await openEmbeddedStore({ dataDir: server().dataDir, poolSize: 1 });
  try {
    const stored = (await listFeedback(store)).find((feedback) => feedback.subject === subject);
    expect(stored).toMatchObject({
      name: 'Sam Tester',
      email: 'sam@example.com',
      body: 'Sent through the real server.',
      location: 'web',
    });
  } finally {
    await store.close();
  }
});
