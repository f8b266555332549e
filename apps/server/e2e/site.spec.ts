import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { loadConfig } from '../src/config.js';
import { demoSnapshot, randomAccessCode } from '../src/demo-status.js';
import { type RunningServer, startServer } from '../src/server.js';
import { SqlStore } from '../src/store/sql-store.js';

// One real server on a fresh data folder, serving the production build of the site (apps/pwa/dist).
test.describe.configure({ mode: 'serial' });

let dataDir: string;
let server: RunningServer;
const demoCode = randomAccessCode();

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'safety-companion-e2e-'));
  const store = await SqlStore.openPglite(dataDir);
  await store.putStatus({ accessCode: demoCode, snapshot: demoSnapshot(demoCode, Date.now()) }, new Date());
  await store.close();
  server = await startServer(loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir }));
});

test.afterAll(async () => {
  await server?.shutdown();
  rmSync(dataDir, { recursive: true, force: true });
});

test('serves the site with its headers, and a lookup of the seeded status is answered by this server', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const response = await page.goto(`${server.url}/hero-lookup#code=${demoCode}`);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  const lookup = page.waitForResponse((answer) =>
    answer.url().includes(`/api/getSnapshot?accessCode=${demoCode}`),
  );
  expect((await lookup).status()).toBe(200);
  await expect(page.getByText('Riley, meeting a seller from an online marketplace')).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

test('an unknown code is told to the hero as the server answers it', async ({ page }) => {
  await page.goto(`${server.url}/hero-lookup`);
  await page.getByLabel('Access code').fill('ZZZ999');
  await page.getByRole('button', { name: 'Look Up Information' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'User not found.' })).toBeVisible();
});

test('feedback sent through the page is in the store', async ({ page }) => {
  const subject = `Full system ${Date.now()}`;
  await page.goto(`${server.url}/feedback`);
  await page.getByLabel('Name').fill('Sam Tester');
  await page.getByLabel('Email').fill('sam@example.com');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Sent through the real server.');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

  await server.shutdown();
  const store = await SqlStore.openPglite(dataDir);
  try {
    const stored = (await store.listFeedback()).find((feedback) => feedback.subject === subject);
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
