// The lookup following a status live over Server-Sent Events, against the test server's stream (`stream:CODE`),
// under the site's real headers (its Content-Security-Policy) and, in the last test, its real service worker.

import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '@safety-companion/test-support/axe';
import { ACTIVE_STATUS, type ApiControl, DESKTOP, expect, MOBILE, test } from './support/fixtures';
import { reviewScreenshot } from './support/screenshots';
import { installServiceWorker } from './support/service-worker';

const LIVE = 'Live: changes show as they happen';
const RETRYING = 'Not live, reconnecting. Refreshing every 30 seconds meanwhile';

test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

/** A code's status, its phone having just reported: the page calls a phone silent after 10 minutes without. */
const statusOf = (code: string) => ({
  ...ACTIVE_STATUS,
  accessCode: code,
  timestamp: new Date().toISOString(),
});

async function lookUp(page: Page, code: string) {
  await page.getByLabel('Access code').fill(code);
  await page.getByRole('button', { name: 'Look Up Information' }).click();
}

/** Scripts a code's lookup and its stream (200 unless given), and looks it up. */
async function showStatus(
  page: Page,
  api: ApiControl,
  code: string,
  stream: { status: number; body?: unknown } = { status: 200 },
) {
  await api.answer(`lookup:${code}`, { status: 200, body: statusOf(code) });
  await api.answer(`stream:${code}`, stream);
  await page.goto('/hero-lookup');
  await lookUp(page, code);
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
}

test('a change on the stream is on the page, announced, and the focus stays', async ({ page, api }) => {
  await showStatus(page, api, 'LIV001');
  await expect(page.getByText(LIVE)).toBeVisible();
  const heading = page.getByRole('heading', { level: 2, name: 'Status' });
  await expect(heading).toBeFocused();
  // The page counts among those that have the status open by a random id of its own, nothing else.
  expect((await api.requests('stream:LIV001'))[0]?.query).toEqual({
    accessCode: 'LIV001',
    page: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });

  expect(await api.streamEvent('stream:LIV001', 'status', { ...statusOf('LIV001'), emergency: true })).toBe(
    1,
  );
  await expect(page.getByText('EMERGENCY', { exact: true })).toBeVisible();
  await expect(
    page.locator('[aria-live="assertive"]').filter({ hasText: /^Emergency switched on at / }),
  ).toHaveCount(1);
  await expect(heading).toBeFocused();

  await api.streamEvent('stream:LIV001', 'status', {
    ...statusOf('LIV001'),
    emergency: true,
    info: 'Heading to the hospital',
  });
  await expect(page.getByText('Heading to the hospital', { exact: true })).toBeVisible();
  // What to tell the dispatcher follows the change too.
  await expect(page.getByText('They wrote: Heading to the hospital', { exact: true })).toBeVisible();
  // One lookup, no refresh: the page follows the stream.
  expect(await api.requests('lookup:LIV001')).toHaveLength(1);
});

test('a countdown running out shows as expired the moment the stream says so', async ({ page, api }) => {
  await showStatus(page, api, 'LIV002');
  await expect(page.getByText(LIVE)).toBeVisible();
  await api.streamEvent('stream:LIV002', 'status', { ...statusOf('LIV002'), reason: 'Status Has Expired' });
  await expect(page.getByText('Timer has Expired at Jun 14, 2025, 11:30 AM', { exact: true })).toBeVisible();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Status changed: Timer has Expired at Jun 14, 2025, 11:30 AM' }),
  ).toHaveCount(1);
});

test('a stop shows the ended state, and the page neither reconnects nor refreshes', async ({ page, api }) => {
  await page.clock.install();
  await showStatus(page, api, 'LIV003');
  await expect(page.getByText(LIVE)).toBeVisible();
  await api.streamEvent('stream:LIV003', 'ended', { message: 'This status has ended.' });
  await expect(page.getByText('This status has ended.', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Status changed' })).toHaveText(
    'Status changed: This status has ended.',
  );
  await expect(page.getByText(LIVE)).toHaveCount(0);

  await page.clock.runFor(120_000);
  expect(await api.requests('stream:LIV003')).toHaveLength(1);
  expect(await api.requests('lookup:LIV003')).toHaveLength(1);
});

test('a stream answered 503 falls back to the 30 s refresh, and the page is live once the stream opens', async ({
  page,
  api,
}) => {
  test.setTimeout(60_000);
  await page.clock.install();
  await showStatus(page, api, 'LIV503', { status: 503, body: { message: 'Too many streams' } });
  await expect(page.getByText(RETRYING)).toBeVisible();

  await api.answer('lookup:LIV503', { status: 200, body: { ...statusOf('LIV503'), emergency: true } });
  await page.clock.runFor(30_000);
  await expect(page.getByText('EMERGENCY', { exact: true })).toBeVisible();
  // Tried again meanwhile, backing off: after about 1, 2, 4, 8 and 16 s (a try whose refusal comes back after the
  // clock has moved on sets the next one later, so a busy machine may see one try fewer), and once more when the
  // 30 s refresh reaches the server. The first refusal asks the lookup once (a browser cannot tell a 503 from a
  // 410); the others ask nothing: the 30 s refresh is the page's news meanwhile.
  const tries = (await api.requests('stream:LIV503')).length;
  expect(tries).toBeGreaterThanOrEqual(3);
  expect(tries).toBeLessThanOrEqual(8);
  const asked = (await api.requests('lookup:LIV503')).length;
  expect(asked).toBeGreaterThanOrEqual(2);
  expect(asked).toBeLessThanOrEqual(3);

  await api.answer('stream:LIV503', { status: 200 });
  // A second at a time, so that the stream's answer arrives before the clock runs past its first-event limit, for as
  // long as the next try takes: the backoff's next step, or the next 30 s refresh, which reopens it at once.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(1000);
        return page.getByText(LIVE).isVisible();
      },
      { timeout: 20_000, intervals: [100] },
    )
    .toBe(true);
  const lookups = (await api.requests('lookup:LIV503')).length;
  await page.clock.runFor(90_000);
  expect(await api.requests('lookup:LIV503')).toHaveLength(lookups);
});

test('a close the server planned opens the next stream at once, and the page never stops being live', async ({
  page,
  api,
}) => {
  await page.clock.install();
  await showStatus(page, api, 'LIV005');
  await expect(page.getByText(LIVE)).toBeVisible();
  // Every state the connection line passes through, however briefly.
  await page.evaluate(() => {
    const line = document.querySelector('[data-connection]');
    const states: string[] = [];
    Object.assign(window, { connectionStates: states });
    new MutationObserver(() => states.push(line?.getAttribute('data-connection') ?? '')).observe(
      line as Node,
      {
        attributes: true,
      },
    );
  });
  expect(await api.streamEvent('stream:LIV005', 'reconnect', {})).toBe(1);
  await expect.poll(async () => (await api.requests('stream:LIV005')).length).toBe(2);
  await expect
    .poll(() => api.streamEvent('stream:LIV005', 'status', { ...statusOf('LIV005'), emergency: true }))
    .toBe(1);
  await expect(page.getByText('EMERGENCY', { exact: true })).toBeVisible();
  await expect(page.getByText(LIVE)).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { connectionStates: string[] }).connectionStates),
  ).toEqual([]);
  // No lookup either: a refusal would ask one.
  expect(await api.requests('lookup:LIV005')).toHaveLength(1);
});

test('a page shown again reconnects at once', async ({ page, api }) => {
  await showStatus(page, api, 'LIV004');
  await expect(page.getByText(LIVE)).toBeVisible();
  // What a phone does when the page comes back to the front (its stream may have ended silently meanwhile).
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect.poll(async () => (await api.requests('stream:LIV004')).length).toBe(2);
  await api.streamEvent('stream:LIV004', 'status', { ...statusOf('LIV004'), emergency: true });
  await expect(page.getByText('EMERGENCY', { exact: true })).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of [MOBILE, DESKTOP]) {
    test.describe(`${colorScheme} theme at ${viewport.width} px`, () => {
      test.use({ viewport, colorScheme, reducedMotion: 'reduce' });

      test('axe finds nothing serious while reconnecting, live and ended', async ({ page, api }) => {
        const code = `AX${colorScheme === 'dark' ? 'D' : 'L'}${viewport.width}`.slice(0, 6);
        const screenshot = (state: string) =>
          reviewScreenshot(
            page,
            `hero-lookup-${state}-${viewport.width}${colorScheme === 'dark' ? '-dark' : ''}`,
          );
        await showStatus(page, api, code, { status: 503 });
        await expect(page.getByText(RETRYING)).toBeVisible();
        await expectNoSeriousAxeViolations(page);
        await screenshot('reconnecting');

        await api.answer(`stream:${code}`, { status: 200 });
        // Back online (as after a network change), the page tries the stream at once.
        await page.evaluate(() => window.dispatchEvent(new Event('online')));
        await expect(page.getByText(LIVE)).toBeVisible();
        await api.streamEvent(`stream:${code}`, 'status', { ...statusOf(code), emergency: true });
        await expect(page.getByText('EMERGENCY', { exact: true })).toBeVisible();
        await expectNoSeriousAxeViolations(page);
        await screenshot('live');

        await api.streamEvent(`stream:${code}`, 'ended', { message: 'This status has ended.' });
        await expect(page.getByText('This status has ended.', { exact: true })).toBeVisible();
        await expectNoSeriousAxeViolations(page);
      });
    });
  }
}

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the worker passes API calls on but never touches the stream', async ({ page, context, api }) => {
    const throughWorker: string[] = [];
    context.on('request', (request) => {
      if (request.serviceWorker()) throughWorker.push(new URL(request.url()).pathname);
    });
    await installServiceWorker(page);
    await showStatus(page, api, 'LIVSW1');
    await expect(page.getByText(LIVE)).toBeVisible();
    await api.streamEvent('stream:LIVSW1', 'status', { ...statusOf('LIVSW1'), emergency: true });
    await expect(page.getByText('EMERGENCY', { exact: true })).toBeVisible();

    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(throughWorker).toContain('/api/getSnapshot');
    expect(throughWorker).not.toContain('/api/snapshotStream');
  });
});
