// "Alert me on this device" under a looked-up status, against the test server's scripted alert routes, in each
// viewport and colour scheme. Headless Chromium has no push service (its `pushManager.subscribe` fails), so the
// page's PushManager is a stand-in that answers a subscription of the browser's shape; the service worker, the
// permission and the rest are real. The same flow against the real server and a push service: the server's
// e2e/alerts.spec.ts.

import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '@safety-companion/test-support/axe';
import { standInForPush } from '@safety-companion/test-support/push';
import { ACTIVE_STATUS, type ApiControl, DESKTOP, expect, MOBILE, test } from './support/fixtures';

test.use({ serviceWorkers: 'allow' });

const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-device',
  expirationTime: null,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
};

async function showStatus(page: Page, api: ApiControl, code: string) {
  await api.answer(`lookup:${code}`, { status: 200, body: { ...ACTIVE_STATUS, accessCode: code } });
  await api.answer(`stream:${code}`, { status: 200 });
  await page.goto('/hero-lookup');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.getByLabel('Access code').fill(code);
  await page.getByRole('button', { name: 'Look Up Information' }).click();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
}

const stored = (page: Page) => page.evaluate(() => localStorage.getItem('hero-alerts'));

for (const viewport of [MOBILE, DESKTOP]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${colorScheme} at ${viewport.width} px`, () => {
      test.use({ viewport, colorScheme });

      test('alerts turn on once the server accepted the subscription, and stop', async ({ page, api }) => {
        // Three pages, each checked by axe, with the service worker running: more than the default 30 s on a loaded machine.
        test.setTimeout(60_000);
        const code = `AL${viewport.width === MOBILE.width ? 'M' : 'D'}${colorScheme === 'light' ? 'L' : 'K'}01`;
        await standInForPush(page, { subscription: SUBSCRIPTION, permission: 'granted' });
        await api.answer(`alerts:${code}`, { status: 201, body: { id: `alert-${code}` } });
        await showStatus(page, api, code);
        await expect(page.getByText('This tab keeps only the access code it shows')).toBeVisible();
        await expectNoSeriousAxeViolations(page);
        await page.getByRole('button', { name: 'Alert me on this device' }).click();

        await expect(
          page.getByRole('status').filter({ hasText: 'Alerts are on for this status on this device.' }),
        ).toBeVisible();
        const [subscribed] = await api.requests(`alerts:${code}`);
        expect(JSON.parse(subscribed?.body ?? '')).toEqual({
          accessCode: code,
          subscription: SUBSCRIPTION,
          locale: 'en',
        });
        expect(JSON.parse((await stored(page)) ?? '')).toEqual([{ code, id: `alert-${code}` }]);
        await expectNoSeriousAxeViolations(page);

        // The installed app opens on the lookup, which lists the statuses this device has alerts for.
        await page.goto('/hero-lookup');
        const list = page.getByRole('region', { name: 'Your alerts on this device' });
        await list.getByRole('link', { name: `Look up ${code}` }).click();
        await expect(page.getByText('Active', { exact: true })).toBeVisible();
        await expectNoSeriousAxeViolations(page);
        await page.getByRole('button', { name: 'Stop alerts' }).click();
        await expect(
          page.getByRole('status').filter({ hasText: 'Alerts are off for this status on this device.' }),
        ).toBeVisible();
        expect((await api.requests(`alert:alert-${code}`)).map((request) => request.method)).toContain(
          'DELETE',
        );
        expect(await stored(page)).toBeNull();
        await expect(list).toHaveCount(0);
        expect(await page.evaluate(() => sessionStorage.getItem('unsubscribed'))).toBe('1');
      });
    });
  }
}

test('a refused permission and alerts off on the server each say one sentence, and nothing else changes', async ({
  page,
  api,
}) => {
  await standInForPush(page, { subscription: SUBSCRIPTION, permission: 'denied' });
  await showStatus(page, api, 'ALDN01');
  await page.getByRole('button', { name: 'Alert me on this device' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Notifications are not allowed for this site, so alerts cannot be turned on; allow them in your browser settings to try again.',
  );
  expect(await api.requests('alerts:ALDN01')).toEqual([]);
  await expect(page.getByRole('button', { name: 'Alert me on this device' })).toBeEnabled();
  await expectNoSeriousAxeViolations(page);

  await page.evaluate(() => {
    Notification.requestPermission = async () => 'granted';
  });
  await api.answer('alerts:ALDN01', { status: 503, body: { message: 'Alerts are off on this server.' } });
  await page.getByRole('button', { name: 'Alert me on this device' }).click();
  await expect(page.getByRole('alert')).toHaveText('Alerts are not available on this site at the moment.');
  expect(await stored(page)).toBeNull();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
});

test('the demo code offers no alerts', async ({ page }) => {
  await standInForPush(page, { subscription: SUBSCRIPTION, permission: 'granted' });
  await page.goto('/hero-lookup');
  await page.getByLabel('Access code').fill('AAAAAA');
  await page.getByRole('button', { name: 'Look Up Information' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Status' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Alert me on this device' })).toHaveCount(0);
});

test.describe('Safari on an iPhone', () => {
  test.use({
    viewport: MOBILE,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  });

  test('says how to add the site to the Home Screen, whose app then opens on this status', async ({
    page,
    api,
  }) => {
    await showStatus(page, api, 'ALIOS1');
    await expect(
      page.getByText(
        'To get alerts for this status on this iPhone or iPad, add this site to your Home Screen',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Alert me on this device' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    // What Add to Home Screen reads: the address, the status's link again, and a manifest that names no other start.
    expect(new URL(page.url()).hash).toBe('#code=ALIOS1');
    const manifestLink = page.locator('link[rel="manifest"]');
    await expect(manifestLink).toHaveAttribute('href', '/added-here.webmanifest');
    const [here, site] = await Promise.all(
      ['/added-here.webmanifest', '/manifest.webmanifest'].map(async (path) => {
        const answer = await page.request.get(path);
        expect(answer.headers()['content-type']).toBe('application/manifest+json');
        return answer.json();
      }),
    );
    expect(site.start_url).toBe('/hero-lookup');
    expect(here).toEqual({ ...site, start_url: undefined });

    // Reloaded (or opened from the Home Screen) on that address, the page shows the status again.
    await page.reload();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Access code')).toHaveValue('ALIOS1');

    // Away from the status, the site's own manifest and a plain address are back.
    await page.getByRole('link', { name: 'Feedback' }).first().click();
    await expect(page).toHaveURL(/\/feedback$/);
    await expect(manifestLink).toHaveAttribute('href', '/manifest.webmanifest');
  });
});
