import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '@safety-companion/test-support/axe';
import { holdApp } from '@safety-companion/test-support/hold-app';
import { ACTIVE_STATUS, DESKTOP, expect, MOBILE, test } from './support/fixtures';

// The hero lookup as a hero meets it: on a phone, from a text message's link, often under stress.

const UPDATED_AT = Date.parse(ACTIVE_STATUS.timestamp);

const lateNote = (page: Page) => page.getByText(/^No new position for/);

async function lookUp(page: Page, code: string) {
  await page.getByLabel('Access code').fill(code);
  await page.getByRole('button', { name: 'Look Up Information' }).click();
}

test.use({ timezoneId: 'Europe/Berlin', locale: 'en-US' });

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the code field and its button are on the first screen, with the phone’s input hints', async ({
      page,
    }) => {
      await page.goto('/hero-lookup');
      const field = page.getByLabel('Access code');
      for (const target of [field, page.getByRole('button', { name: 'Look Up Information' })]) {
        await expect(target).toBeInViewport({ ratio: 1 });
      }
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
      await expect(field).toHaveAttribute('autocapitalize', 'characters');
      await expect(field).toHaveAttribute('autocorrect', 'off');
      await expect(field).toHaveAttribute('spellcheck', 'false');
      await expect(field).toHaveAttribute('enterkeyhint', 'go');
      await expectNoSeriousAxeViolations(page);
    });

    test('a result is focused and in view, and an emergency offers the call button under its status line', async ({
      page,
      api,
    }) => {
      const code = `EMG${viewport.width}`.slice(0, 6);
      await api.answer(`lookup:${code}`, {
        status: 200,
        body: { ...ACTIVE_STATUS, accessCode: code, emergency: true },
      });
      await page.goto('/hero-lookup');
      await lookUp(page, code);
      await expect(page.getByRole('heading', { level: 2, name: 'Status' })).toBeFocused();
      const line = page.getByRole('heading', { level: 3, name: 'EMERGENCY' });
      await expect(line).toBeInViewport({ ratio: 1 });
      const call = page.getByRole('link', { name: 'Call 911' });
      await expect(call).toHaveAttribute('href', 'tel:911');
      await expect(call).toBeInViewport({ ratio: 1 });
      const [lineBox, callBox] = [await line.boundingBox(), await call.boundingBox()];
      expect(callBox && lineBox && callBox.y >= lineBox.y + lineBox.height).toBe(true);
      expect(callBox?.height).toBeGreaterThanOrEqual(48);
      await expectNoSeriousAxeViolations(page);
    });
  });
}

test('no call button unless it is an emergency; the current location is linked even without a start', async ({
  page,
  api,
}) => {
  await api.answer('lookup:LOC001', {
    status: 200,
    body: { ...ACTIVE_STATUS, accessCode: 'LOC001', startLocation: null },
  });
  await page.goto('/hero-lookup');
  await lookUp(page, 'LOC001');
  await expect(page.getByRole('heading', { level: 3, name: 'Active' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Call/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /View current location on map/ })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=38.8895,-77.0353',
  );
  await expect(page.getByRole('link', { name: /Directions/ })).toHaveCount(0);
  await expect(page.getByText('38.8895, -77.0353')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy coordinates' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('freshness: how long ago, ticking, in both time zones, and a note once no position came for 5 minutes', async ({
  page,
  api,
}) => {
  await page.clock.install({ time: UPDATED_AT + 3 * 60_000 + 10_000 });
  await api.answer('lookup:FRS001', { status: 200, body: { ...ACTIVE_STATUS, accessCode: 'FRS001' } });
  await page.goto('/hero-lookup');
  await lookUp(page, 'FRS001');
  const lastUpdate = page.getByText('Last update', { exact: true }).locator('xpath=following-sibling::dd');
  // The hero in Berlin, the person in New York.
  await expect(lastUpdate).toContainText('Jun 14, 2025, 4:10 PM (Jun 14, 2025, 10:10 AM their time)');
  await expect(lastUpdate).toContainText('Updated 3 min ago');
  await expect(lateNote(page)).toHaveCount(0);

  await page.clock.runFor(60_000);
  await expect(lastUpdate).toContainText('Updated 4 min ago');
  await page.clock.runFor(2 * 60_000);
  await expect(lateNote(page)).toHaveText('No new position for 6 min');
  await page.clock.runFor(10 * 60_000);
  await expect(lastUpdate).toContainText('Updated 16 min ago');
  await expect(lateNote(page)).toHaveText('No new position for 16 min');
  await expect(lateNote(page)).toHaveClass(/sc-status__stale--lost/);
  await expectNoSeriousAxeViolations(page);
});

test('a refresh that changes nothing is not announced; one that changes the state is', async ({
  page,
  api,
}) => {
  await page.clock.install();
  await api.answer('lookup:ANN001', { status: 200, body: { ...ACTIVE_STATUS, accessCode: 'ANN001' } });
  await page.goto('/hero-lookup');
  await lookUp(page, 'ANN001');
  const announcement = page.locator('.lookup-announcement');
  await expect(page.getByRole('heading', { level: 3, name: 'Active' })).toBeVisible();
  await page.clock.runFor(30_000);
  // The refresh, and the lookup each refused try of the stream asks for (the test's stream answers 404).
  await expect.poll(async () => (await api.requests('lookup:ANN001')).length).toBeGreaterThanOrEqual(2);
  await expect(announcement).toBeEmpty();

  await api.answer('lookup:ANN001', {
    status: 200,
    body: { ...ACTIVE_STATUS, accessCode: 'ANN001', emergency: true },
  });
  await page.clock.runFor(30_000);
  await expect(
    page.locator('[aria-live="assertive"]').filter({ hasText: /^Emergency switched on at / }),
  ).toHaveCount(1);
  await expectNoSeriousAxeViolations(page);
});

test('axe finds nothing serious in the form’s other states: an invalid code and a failed lookup', async ({
  page,
}) => {
  await page.goto('/hero-lookup');
  await lookUp(page, 'AB');
  await expect(page.getByLabel('Access code')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousAxeViolations(page);
  await lookUp(page, 'NOF404');
  await expect(page.getByRole('alert').filter({ hasText: 'User not found.' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

for (const [width, code] of [
  [390, 'ERL390'],
  [1280, 'ERL128'],
] as const) {
  test(`at ${width} px, a #code= link asks once, from the page’s inline script while the app is still loading, paints the result’s top, and the app takes its place without a shift`, async ({
    page,
    api,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await api.answer(`lookup:${code}`, {
      status: 200,
      body: { ...ACTIVE_STATUS, accessCode: code, emergency: true, displayName: 'Riley' },
    });
    // The page then follows the status live; the stream's answer is part of the load that must raise nothing.
    await api.answer(`stream:${code}`, { status: 200 });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // Every layout shift from the navigation on, as cumulative layout shift counts them.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const release = await holdApp(page);
    const opened = page.goto(`/hero-lookup#code=${code.toLowerCase()}`);
    // The app's code is held back, and yet the server already has the request, and the result's top is painted:
    // who, the status line and the Call link.
    await expect.poll(async () => (await api.requests(`lookup:${code}`)).length).toBe(1);
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
    await expect(page.getByLabel('Access code')).toHaveValue(code);
    await expect(page.getByRole('heading', { level: 2, name: 'Riley needs help' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'EMERGENCY' })).toBeVisible();
    const call = page.getByRole('link', { name: 'Call 911' });
    await expect(call).toHaveAttribute('href', 'tel:911');
    const callBefore = await call.boundingBox();
    const scrolledBefore = await page.evaluate(() => window.scrollY);
    release();
    await opened;
    // The app's whole result (its times come with it) took the painted top's place, where it was.
    await expect(page.getByText('Start time')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Riley needs help' })).toHaveCount(1);
    await expect(page.getByText('EMERGENCY', { exact: true })).toHaveCount(1);
    expect(await call.boundingBox()).toEqual(callBefore);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledBefore);
    const shift = await page.evaluate(() =>
      (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shift).toBeLessThanOrEqual(0.05);
    // Hydrating over the painted top raised nothing, nor did the inline script (the CSP allows it by its hash).
    expect(problems.filter((text) => !text.includes('Service Worker registration blocked'))).toEqual([]);
    expect(await api.requests(`lookup:${code}`)).toHaveLength(1);
    expect(new URL(page.url()).hash).toBe('');
  });
}

test('the demo code in a link is never sent, and still answered on the page', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) requests.push(request.url());
  });
  await page.goto('/hero-lookup#code=aaaaaa');
  await expect(page.getByText('This is a demonstration status.', { exact: false })).toBeVisible();
  expect(requests).toEqual([]);
});

test('a code typed before the app has started survives its start, and is looked up', async ({
  page,
  api,
}) => {
  await api.answer('lookup:TYP001', { status: 200, body: { ...ACTIVE_STATUS, accessCode: 'TYP001' } });
  const release = await holdApp(page);
  const opened = page.goto('/hero-lookup');
  const field = page.getByLabel('Access code');
  await field.fill('typ001');
  // Sent before the app runs: held, not a GET of the page with the code in its address.
  await page.getByRole('button', { name: 'Look Up Information' }).click();
  expect(new URL(page.url()).search).toBe('');
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
  release();
  await opened;
  await expect(field).toHaveValue('TYP001');
  // The tap made before the start is not lost: the app makes the lookup as soon as it runs.
  await expect(page.getByRole('heading', { level: 3, name: 'Active' })).toBeVisible();
});

test('the page and its entry code arrive as Brotli, which the browser asks for', async ({ page, api }) => {
  await api.answer('lookup:BRO001', { status: 200, body: { ...ACTIVE_STATUS, accessCode: 'BRO001' } });
  const encodings = new Map<string, string | undefined>();
  page.on('response', (response) => {
    encodings.set(new URL(response.url()).pathname, response.headers()['content-encoding']);
  });
  await page.goto('/hero-lookup', { waitUntil: 'load' });
  const entry = await page.locator('script[type="module"][src]').first().getAttribute('src');
  expect(entry).toMatch(/^\/assets\/.+\.js$/);
  expect(encodings.get('/hero-lookup')).toBe('br');
  expect(encodings.get(entry ?? '')).toBe('br');
  // Decoded by the browser: the app runs.
  await lookUp(page, 'BRO001');
  await expect(page.getByRole('heading', { level: 3, name: 'Active' })).toBeVisible();
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the lookup page never shows the offline-ready message; a content page does', async ({ page }) => {
    await page.goto('/hero-lookup');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // The worker's activation has reached the page: two frames later the notice would show, had it been allowed.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expect(page.getByText('This site is ready to work offline.')).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Beacon' }).click();
    await expect(page.getByText('This site is ready to work offline.')).toBeVisible();
  });

  test('after a first visit, a reload without signal still shows the lookup, which says what it needs', async ({
    page,
    context,
  }) => {
    await page.goto('/hero-lookup');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.reload();
    // Chromium reports a page loaded under its offline emulation as online until the emulation changes again.
    await context.setOffline(false);
    await context.setOffline(true);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'No connection. You can look up a code as soon as you are back online.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Look Up Information' })).toBeDisabled();
  });
});
