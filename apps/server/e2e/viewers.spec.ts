import { type BrowserContext, expect, test } from '@playwright/test';
import type { ApiClient } from '@safety-companion/api';
import { expectNoSeriousAxeViolations } from '@safety-companion/test-support/axe';
import { appOf, useE2eServer } from '../test/e2e-server.js';

// How many pages have Riley's status open, as the heroes' pages and the app read it: pages opened, closed, and one
// whose network drops. Against the real server and the built site.
const server = useE2eServer();
let app: ApiClient;
test.beforeAll(() => {
  app = appOf(server, 'e2e-viewers');
});

test('the heroes and the app see how many pages have the status open, within a minute', async ({
  browser,
}) => {
  const status = await app.createStatus({
    timezone: 'Europe/London',
    displayName: 'Riley',
    location: { latitude: 51.5007, longitude: -0.1246, accuracy: 20 },
  });
  const contexts: BrowserContext[] = [];
  const open = async () => {
    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${server().url}/hero-lookup#code=${status.accessCode}`);
    await expect(page.getByText('Live: changes show as they happen')).toBeVisible();
    return page;
  };
  const viewers = async () => (await app.getStatus(status.id)).snapshot.viewers;
  try {
    const first = await open();
    await expect(first.getByText("1 page has Riley's status open (yours)")).toBeVisible();
    const others = [await open(), await open()];
    for (const page of [first, ...others]) {
      await expect(page.getByText("3 pages have Riley's status open (yours included)")).toBeVisible();
    }
    await expect.poll(viewers).toBe(3);
    await expectNoSeriousAxeViolations(first, { allRules: true });

    await contexts[2]?.close();
    await expect(first.getByText("2 pages have Riley's status open (yours included)")).toBeVisible({
      timeout: 60_000,
    });
    // The second page's network drops.
    await contexts[1]?.setOffline(true);
    await expect(first.getByText("1 page has Riley's status open (yours)")).toBeVisible({ timeout: 60_000 });
    await expect.poll(viewers).toBe(1);
  } finally {
    for (const context of contexts) await context.close();
  }
});
