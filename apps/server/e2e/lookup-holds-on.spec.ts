import { expect, type Page, test } from '@playwright/test';
import type { ApiClient } from '@safety-companion/api';
import { expectNoSeriousAxeViolations } from '@safety-companion/test-support/axe';
import { emulateSlowPhone } from '@safety-companion/test-support/chromium';
import { appOf, countLookups, useE2eServer } from '../test/e2e-server.js';
import { tcpProxy } from '../test/tcp-proxy.js';

// The lookup holds on, in Chromium against the real server and the built site: a stop however early, a reload,
// Back, a lost signal, an outage (through a proxy the test stops and starts again), the end, and this hero's own
// answer.
const server = useE2eServer();
let app: ApiClient;

test.beforeAll(() => {
  app = appOf(server, 'e2e-holds-on');
});

const MOVED = { latitude: 41.880900000000004, longitude: -87.6329 };

function startStatus(emergency = false, displayName?: string) {
  return app.createStatus({
    displayName,
    timezone: 'UTC',
    location: MOVED,
    startLocation: { latitude: 41.8789, longitude: -87.6359 },
    endTime: new Date(Date.now() + 90 * 60_000).toISOString(),
    emergency,
  });
}

const statusLine = (page: Page) => page.getByRole('heading', { level: 3 });
const live = (page: Page) => page.getByText('Live: changes show as they happen');
const ended = (page: Page) => page.getByText('This status has ended.', { exact: true });
/** What the tab keeps (its session storage), as JSON. */
const kept = (page: Page) => page.evaluate<string>('JSON.stringify({ ...sessionStorage })');

test('a stop made between the lookup’s answer and the stream’s opening shows as ended at once, by no timer', async ({
  page,
}) => {
  const status = await startStatus(true);
  // The stream's request is held until the status has been stopped: the server then refuses it (410).
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const streamAsked = page.waitForRequest('**/api/snapshotStream**');
  await page.route('**/api/snapshotStream**', async (route) => {
    await released;
    await route.continue();
  });
  await page.clock.install();
  await page.goto(`${server().url}/hero-lookup#code=${status.accessCode}`);
  await expect(statusLine(page)).toHaveText('EMERGENCY');
  await streamAsked;
  // The page's clock moves a second more and then stands still: the end comes from the stream's refusal and the
  // lookup it asks at once, not from a timer (the 30-second refresh, a retry), however long a busy machine takes.
  await page.clock.pauseAt((await page.evaluate<number>('Date.now()')) + 1_000);
  await app.stopStatus(status.id);
  release();
  await expect(ended(page)).toBeVisible();
});

test('on a slow phone the page does not move: the inline script paints the top, the app replaces it in place', async ({
  page,
  context,
}) => {
  const status = await startStatus(true, 'Riley');
  // The slow phone of bench:lookup.
  await emulateSlowPhone(context, page);
  await page.setViewportSize({ width: 390, height: 844 });
  // Every layout shift from the navigation on, as cumulative layout shift counts them.
  await page.addInitScript(`window.shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });`);
  await page.goto(`${server().url}/hero-lookup#code=${status.accessCode}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Riley needs help' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call 911' })).toBeVisible();
  // The full panel, and the answers under it.
  await expect(page.getByText('Start time')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: "I'm on my way" })).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate<number>('window.shift')).toBeLessThanOrEqual(0.05);
});

test('the end keeps what the hero saw, minus where, said once in the live region only', async ({ page }) => {
  const status = await startStatus();
  await page.goto(`${server().url}/hero-lookup#code=${status.accessCode}`);
  await expect(live(page)).toBeVisible();
  // Coordinates rounded: no floating-point noise in the text, the copy or the map links.
  await expect(page.getByText('41.8809, -87.6329', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View current location on map' })).toHaveAttribute(
    'href',
    /query=41\.8809,-87\.6329$/,
  );

  await app.updateStatus(status.id, { emergency: true });
  await expect(statusLine(page)).toHaveText('EMERGENCY');
  // Said by the assertive live region, once, not shown above the panel.
  const announcement = page.locator('[aria-live="assertive"]').filter({ hasText: 'switched on' });
  await expect(announcement).toHaveText(/^Emergency switched on at \d{1,2}:\d{2}( [AP]M)?\.$/);
  expect((await announcement.boundingBox())?.height ?? 0).toBeLessThanOrEqual(1);

  await page.getByRole('button', { name: "I'm on my way" }).click();
  const answers = page.getByRole('region', { name: 'Answers from heroes' });
  await expect(answers.getByRole('listitem')).toHaveText([/^You are on the way/]);

  const lookups = countLookups(page);
  await app.stopStatus(status.id);
  await expect(ended(page)).toBeVisible();
  // Said by the stream: the page asked nothing.
  expect(lookups()).toBe(0);
  await expect(page.getByText(/^The person stopped sharing at \d{1,2}:\d{2}/)).toBeVisible();
  const before = page.getByRole('region', { name: 'Before it ended' });
  await expect(before.getByRole('heading', { level: 4 })).toHaveText('Was: EMERGENCY');
  await expect(before.getByText('Start time')).toBeVisible();
  await expect(before.getByRole('listitem')).toHaveText([/^You are on the way/]);
  await expect(page.getByText(/41\.8809/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /on map|Directions/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Call/ })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Status changed' })).toHaveText(
    'Status changed: This status has ended.',
  );
  await expectNoSeriousAxeViolations(page, { allRules: true });
  // The tab forgets the code with the status.
  expect(await kept(page)).toBe('{}');
});

test('a reload, Back and Forward show the status again; a new tab shows nothing; Forget this code forgets it', async ({
  page,
  context,
}) => {
  const status = await startStatus();
  await page.goto(`${server().url}/hero-lookup#code=${status.accessCode}`);
  await expect(live(page)).toBeVisible();
  expect(JSON.parse(await kept(page))).toEqual({ 'hero-lookup.code': status.accessCode });
  expect(await page.evaluate<number>('localStorage.length')).toBe(0);

  await app.updateStatus(status.id, { emergency: true });
  await page.reload();
  // The status is asked for again, never stored: the reload shows the change.
  await expect(statusLine(page)).toHaveText('EMERGENCY');
  await expect(page.getByRole('textbox', { name: 'Access code' })).toHaveValue(status.accessCode);
  // The app has the page again (its stream is open) before the hero leaves it.
  await expect(live(page)).toBeVisible();

  await page.getByRole('link', { name: 'Feedback' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  await page.goBack();
  await expect(statusLine(page)).toHaveText('EMERGENCY');
  await page.goto(`${server().url}/about`);
  await page.goBack();
  await expect(statusLine(page)).toHaveText('EMERGENCY');

  const other = await context.newPage();
  await other.goto(`${server().url}/hero-lookup`);
  await expect(other.getByRole('textbox', { name: 'Access code' })).toHaveValue('');
  await expect(statusLine(other)).toHaveCount(0);
  await other.close();

  await page.getByRole('button', { name: 'Forget this code' }).click();
  await expect(statusLine(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Access code' })).toHaveValue('');
  await expect(statusLine(page)).toHaveCount(0);
});

/**
 * Moves the page's clock (`page.clock`) on by `ms`, a second at a time: the timers due in each second run, and the
 * connections they open are answered, before the next.
 */
async function runClock(page: Page, ms: number) {
  for (let ran = 0; ran < ms; ran += 1_000) {
    await page.clock.runFor(Math.min(1_000, ms - ran));
    await page.evaluate(() => 0);
  }
}

/**
 * Passes once `check` does, the page's clock moved on half a second between tries, at most `ms` of it in all;
 * answers how much it moved.
 */
async function withinClock(page: Page, ms: number, check: () => Promise<void>): Promise<number> {
  for (let ran = 0; ; ran += 500) {
    try {
      await check();
      return ran;
    } catch (error) {
      if (ran >= ms) throw error;
    }
    await page.clock.runFor(500);
  }
}

test('a link opened without signal is looked up when the signal is back, and a failed lookup every 10 s', async ({
  page,
  context,
}) => {
  const status = await startStatus();
  // The page's clock is the test's to move: its waits take no real time.
  await page.clock.install();
  await page.goto(`${server().url}/hero-lookup`);
  // The signal goes once the app runs and has loaded its code (a part of it loads after hydration).
  await page.locator('#root[data-prerendered]').waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await page.evaluate(`location.hash = 'code=${status.accessCode}'`);
  await expect(page.getByRole('textbox', { name: 'Access code' })).toHaveValue(status.accessCode);
  await runClock(page, 1_000);
  await expect(statusLine(page)).toHaveCount(0);
  await context.setOffline(false);
  // The page's clock stands still, so no timer of the page can ask: only the signal's return looks it up (the
  // expectation's own time is for a busy machine's fetch and render).
  await expect(statusLine(page)).toHaveText('Active');

  // Online, but the request fails (the network drops it): tried again within 10 s, without a tap.
  await page.getByRole('button', { name: 'Forget this code' }).click();
  await page.route('**/api/getSnapshot**', (route) => route.abort('connectionreset'));
  await page.getByRole('textbox', { name: 'Access code' }).fill(status.accessCode);
  await page.getByRole('button', { name: 'Look Up Information' }).click();
  await expect(page.getByRole('alert')).toContainText('Our server is not answering');
  await page.unroute('**/api/getSnapshot**');
  await withinClock(page, 10_000, () => expect(statusLine(page)).toHaveText('Active', { timeout: 250 }));
  await expect(page.getByRole('textbox', { name: 'Access code' })).toHaveValue(status.accessCode);
});

test('after a 30 s outage, a change made 5 s after the return shows within 10 s of it, then live', async ({
  page,
}) => {
  const { hostname, port } = new URL(server().url);
  const proxy = tcpProxy({ host: hostname, port: Number(port) });
  await proxy.start();
  try {
    const status = await startStatus();
    // The page's clock is the test's to move: the outage and the waits after it take no real time.
    await page.clock.install();
    await page.goto(`${proxy.url}/hero-lookup#code=${status.accessCode}`);
    await expect(live(page)).toBeVisible();
    // The outage comes once the page has all its code (the answers' part loads after the status shows).
    await expect(page.getByRole('group', { name: 'Let them and the other heroes know' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // From here the page's time moves only as the test moves it: the checks below may wait a busy machine's real
    // time for the network and the page's rendering without the page's own time going on meanwhile.
    await page.clock.pauseAt((await page.evaluate<number>('Date.now()')) + 1_000);

    await proxy.stop();
    await expect(page.getByText(/^Not live, reconnecting/)).toBeVisible();
    await runClock(page, 30_000);
    await proxy.start();
    await runClock(page, 5_000);
    await app.updateStatus(status.id, { emergency: true });
    // Both within the 5 s left of the page's 10; each check waits real time for the network, the page's time still.
    const took = await withinClock(page, 5_000, () =>
      expect(statusLine(page)).toHaveText('EMERGENCY', { timeout: 2_000 }),
    );
    await withinClock(page, 5_000 - took, () => expect(live(page)).toBeVisible({ timeout: 2_000 }));

    // Live again: a later change comes by the stream.
    const lookups = countLookups(page);
    await app.updateStatus(status.id, { emergency: false });
    await expect(statusLine(page)).toHaveText('Active');
    expect(lookups()).toBe(0);
  } finally {
    await proxy.stop();
  }
});

test('this hero’s answer is pressed and reads "You"; the other hero reads it by name', async ({
  browser,
}) => {
  const status = await startStatus();
  const sam = await browser.newContext();
  const alex = await browser.newContext();
  try {
    const samPage = await sam.newPage();
    const alexPage = await alex.newPage();
    for (const each of [samPage, alexPage]) {
      await each.goto(`${server().url}/hero-lookup#code=${status.accessCode}`);
      await expect(live(each)).toBeVisible();
    }
    const group = samPage.getByRole('group', { name: 'Let them and the other heroes know' });
    await group.getByRole('textbox', { name: 'Your name' }).fill('Sam');
    const onTheWay = group.getByRole('button', { name: "I'm on my way" });
    await onTheWay.click();
    await expect(onTheWay).toHaveAttribute('aria-pressed', 'true');
    const list = (page: Page) =>
      page.getByRole('region', { name: 'Answers from heroes' }).getByRole('listitem');
    await expect(list(samPage)).toHaveText([/^You are on the way/]);
    await expect(list(alexPage)).toHaveText([/^Sam is on the way/]);

    await alexPage.getByRole('button', { name: "I've seen this" }).click();
    await expect(list(samPage)).toHaveText([/^A hero has seen this/, /^You are on the way/]);
    await expect(list(alexPage)).toHaveText([/^You have seen this/, /^Sam is on the way/]);

    const called = group.getByRole('button', { name: "I've called emergency services" });
    await called.click();
    await expect(called).toHaveAttribute('aria-pressed', 'true');
    await expect(onTheWay).toHaveAttribute('aria-pressed', 'false');
    await expect(list(samPage)).toHaveText([/^You called emergency services/, /^A hero has seen this/]);
    await expectNoSeriousAxeViolations(samPage, { allRules: true });
  } finally {
    await sam.close();
    await alex.close();
  }
});
