import type { BrowserContext, Page } from '@playwright/test';
import { LOCALES, textDirection } from '@safety-companion/contract';
import { pathInLocale } from '../src/i18n/locale';
import { expect, test } from './support/fixtures';
import { installServiceWorker } from './support/service-worker';

// These tests share one server-side service worker version, so they run one after another.
test.describe.configure({ mode: 'serial' });
test.use({ serviceWorkers: 'allow' });

const CONTENT_PAGES = [
  { path: '/', heading: 'Beacon' },
  { path: '/home', heading: 'Beacon' },
  { path: '/about', heading: 'About Us' },
  { path: '/privacyPolicies', heading: 'Legal Documents' },
  { path: '/privacyPolicies?tab=eula', heading: 'Legal Documents' },
  { path: '/privacyPolicies?tab=optin', heading: 'Legal Documents' },
  { path: '/accountDeletion', heading: 'Account Deletion' },
];

async function cacheEntries(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
}

/**
 * Chromium's offline emulation leaves `navigator.onLine` true in a document loaded while offline (a real browser
 * reports false): switching the emulation off and on again makes the page see the state it is in.
 */
async function reportOffline(context: BrowserContext) {
  await context.setOffline(false);
  await context.setOffline(true);
}

test('the content pages open offline, by navigation and on a cold start', async ({ page, context }) => {
  await installServiceWorker(page);
  await goOffline(context);
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
  for (const { path, heading } of CONTENT_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
  }
  await page.goto('/privacyPolicies?tab=optin');
  await expect(page.getByRole('tab', { name: 'Opt-in Policy' })).toHaveAttribute('aria-selected', 'true');

  // Cold start: every page closed, then the site opened again without a connection.
  await page.close();
  for (const { path, heading } of CONTENT_PAGES) {
    const cold = await context.newPage();
    await cold.goto(path);
    await expect(cold.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await cold.close();
  }
});

test('the Spanish pages open offline too, in Spanish, their words and texts precached', async ({
  page,
  context,
}) => {
  await installServiceWorker(page);
  await goOffline(context);
  for (const { path, heading } of [
    { path: '/es/', heading: 'Beacon' },
    { path: '/es/about', heading: 'Quiénes somos' },
    { path: '/es/privacyPolicies?tab=optin', heading: 'Documentos legales' },
    { path: '/es/accountDeletion', heading: 'Eliminación de la cuenta' },
  ]) {
    const cold = await context.newPage();
    await cold.goto(path);
    await expect(cold.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await cold.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
    expect(await cold.getAttribute('html', 'lang')).toBe('es');
    await cold.close();
  }
  await page.goto('/es/feedback');
  await reportOffline(context);
  await expect(page.getByRole('alert').filter({ hasText: 'necesita conexión a internet' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'No tienes conexión' })).toBeVisible();
});

test('every language’s pages open offline after a first visit, in their language and direction', async ({
  page,
  context,
}) => {
  await installServiceWorker(page);
  await goOffline(context);
  for (const locale of LOCALES.filter((other) => other !== 'en' && other !== 'es')) {
    for (const english of ['/about', '/hero-lookup']) {
      const path = pathInLocale(english, locale);
      const cold = await context.newPage();
      await cold.goto(path);
      await cold.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
      await expect(cold.getByRole('heading', { level: 1 }), path).toBeVisible();
      expect(await cold.getAttribute('html', 'lang'), path).toBe(locale);
      expect(await cold.getAttribute('html', 'dir'), path).toBe(textDirection(locale));
      await cold.close();
    }
  }
});

test('lookup and feedback say they need a connection offline, and come back by themselves', async ({
  page,
  context,
}) => {
  await installServiceWorker(page);
  await page.goto('/feedback');
  await page.getByLabel('Name').fill('Offline Olive');
  await goOffline(context);
  await expect(page.getByRole('alert').filter({ hasText: 'needs an internet connection' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Feedback' })).toBeDisabled();
  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue('Offline Olive');
  await reportOffline(context);
  await expect(page.getByRole('button', { name: 'Submit Feedback' })).toBeDisabled();

  // The lookup says it in one notice of its own, in place of the site's.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Hero Lookup' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'No connection. You can look up a code' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Look Up Information' })).toBeDisabled();
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Look Up Information' })).toBeEnabled();
  await expect(notice).toHaveCount(0);
});

test('nothing of the admin is kept offline, and its pages say they need a connection', async ({
  page,
  context,
}) => {
  await installServiceWorker(page);
  const entries = await cacheEntries(page);
  expect(entries.filter((url) => url.includes('/about'))).not.toEqual([]);
  expect(entries.filter((url) => /\/assets\/admin/.test(new URL(url).pathname))).toEqual([]);

  await goOffline(context);
  await page.getByRole('link', { name: 'Admin Login' }).click();
  await expect(page.getByRole('alert')).toContainText('This page needs an internet connection.');
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Login');
});

test('Cache Storage never holds an API answer, and app-ads.txt is never the app shell', async ({
  page,
  context,
  api,
}) => {
  await api.answer('lookup:OFFL01', {
    status: 200,
    body: { accessCode: 'OFFL01', emergency: false, reason: 'Running', timerDetails: { who: 'Cache Test' } },
  });
  await installServiceWorker(page);
  await page.goto('/hero-lookup');
  await page.getByLabel('Access code').fill('OFFL01');
  await page.getByRole('button', { name: 'Look Up Information' }).click();
  await expect(page.getByText('Cache Test')).toBeVisible();
  const entries = await cacheEntries(page);
  expect(entries.length).toBeGreaterThan(10);
  expect(entries.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);

  await goOffline(context);
  const appAds = await page.evaluate(async () => {
    try {
      const response = await fetch('/app-ads.txt');
      return { type: response.headers.get('content-type') ?? '', text: await response.text() };
    } catch {
      return { type: 'network error', text: '' };
    }
  });
  expect(appAds.text).not.toContain('<html');
  const navigation = await page.goto('/app-ads.txt').catch(() => null);
  if (navigation) expect(await navigation.text()).not.toContain('<html');
});

test('a newer build waiting offers to reload, and reloads only when asked', async ({ page, request }) => {
  await installServiceWorker(page);
  // A returning visitor: the page starts under the installed service worker, then a newer build appears.
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await request.post('/__e2e/service-worker-version', { data: { version: String(Date.now()) } });
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    // The prompt's live region holds a box in the page's flow: the box is what is seen.
    const prompt = page.getByRole('status').getByText('A new version of this site is available.');
    await expect(prompt).toBeVisible({ timeout: 15_000 });
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload to update' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beacon');
    await expect(prompt).toHaveCount(0);
  } finally {
    await request.post('/__e2e/service-worker-version', { data: { version: '' } });
  }
});
