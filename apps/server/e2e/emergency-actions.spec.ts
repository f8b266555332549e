import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import type { ApiClient, StatusCreateInput } from '@safety-companion/api';
import { expectNoSeriousAxeViolations } from '@safety-companion/test-support/axe';
import { appOf, useE2eServer } from '../test/e2e-server.js';

// What a hero can do now, in Chromium against the real server and the built site, at a phone's width and a
// desktop's: the number of the hero's own country (from the browser's `locale`), the action bar, what to tell the
// dispatcher, an expired countdown's next steps and brief, and nothing of it once the status has ended.
const server = useE2eServer();
let app: ApiClient;

test.beforeAll(() => {
  app = appOf(server, 'e2e-emergency-actions');
});

const MOVED = { latitude: 41.880900000000004, longitude: -87.6329, accuracy: 12 };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const DISPATCHER = 'What to tell the dispatcher';

function startStatus(input: Partial<StatusCreateInput> = {}) {
  return app.createStatus({
    timezone: 'America/Chicago',
    location: MOVED,
    startLocation: { latitude: 41.8789, longitude: -87.6359 },
    endTime: new Date(Date.now() + 90 * 60_000).toISOString(),
    displayName: 'Riley',
    info: 'Started by the browser test. No real person is involved.',
    timerDetails: { who: 'Alone', what: 'Walking home', where: 'Riverwalk by the Wells St bridge' },
    ...input,
  });
}

const statusLine = (page: Page) => page.getByRole('heading', { level: 3 });
const countryList = (page: Page) => page.getByRole('combobox', { name: 'Country' });
/** Opens the list of countries with the button after the number's line ("Change", or "Choose your country"). */
async function openCountryList(page: Page, name = 'Change') {
  await page.getByRole('button', { name, exact: true }).click();
  await expect(countryList(page)).toBeFocused();
}
const dispatcherPanel = (page: Page) => page.getByRole('region', { name: DISPATCHER });

async function expectNothingSerious(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await expectNoSeriousAxeViolations(page, { allRules: true });
  }
  await page.emulateMedia({ colorScheme: null, reducedMotion: null });
}

/** The bar's place: pinned to the bottom on a phone (and the page's end clear of it), at the panel's top wider. */
async function expectBarInReach(page: Page, width: number) {
  const call = page.getByRole('link', { name: /^Call / });
  const bar = call.locator('xpath=..');
  if (width < 640) {
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    await expect(call).toBeInViewport({ ratio: 1 });
    const [barBox, viewport] = [await bar.boundingBox(), page.viewportSize()];
    expect(Math.round((barBox?.y ?? 0) + (barBox?.height ?? 0))).toBe(viewport?.height);
    // The page's last content (the footer's last line) ends above the bar, scrolled to the end.
    const lastBottom = await page.evaluate<number>(
      "(document.querySelector('footer')?.lastElementChild ?? document.body).getBoundingClientRect().bottom",
    );
    expect(lastBottom).toBeLessThanOrEqual((barBox?.y ?? 0) + 1);
    // It stays while the page scrolls.
    await page.evaluate('window.scrollTo(0, 0)');
    await expect(call).toBeInViewport({ ratio: 1 });
    // What the keyboard reaches is scrolled into view above the bar, not left under it: the button is first
    // placed where the bar covers it.
    const forget = page.getByRole('button', { name: 'Forget this code' });
    const below = ((await forget.boundingBox())?.y ?? 0) + ((await forget.boundingBox())?.height ?? 0);
    await page.evaluate(`window.scrollBy(0, ${below} - innerHeight + 8)`);
    expect(((await forget.boundingBox())?.y ?? 0) + 8).toBeGreaterThan((await bar.boundingBox())?.y ?? 0);
    await forget.focus();
    const [forgetBox, barTop] = [await forget.boundingBox(), (await bar.boundingBox())?.y ?? 0];
    expect((forgetBox?.y ?? 0) + (forgetBox?.height ?? 0)).toBeLessThanOrEqual(barTop);
  } else {
    const [lineBox, barBox, start] = [
      await statusLine(page).boundingBox(),
      await bar.boundingBox(),
      await page.getByText('Start time', { exact: true }).boundingBox(),
    ];
    expect(barBox && lineBox && barBox.y >= lineBox.y + lineBox.height).toBe(true);
    expect(barBox && start && barBox.y + barBox.height <= start.y).toBe(true);
    await expect(bar).toHaveCSS('position', 'static');
  }
  expect((await call.boundingBox())?.height).toBeGreaterThanOrEqual(48);
}

async function newPage(context: BrowserContext, path: string) {
  const page = await context.newPage();
  await page.goto(`${server().url}${path}`);
  return page;
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, locale: 'en-GB' });

    test('an emergency: the hero’s own number, the bar in reach, what to tell the dispatcher, Copy', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server().url });
      const status = await startStatus({ emergency: true });
      await page.goto(`${server().url}/hero-lookup#code=${status.accessCode}`);
      await expect(statusLine(page)).toHaveText('EMERGENCY');
      // The page's own advice stays as the spec has it.
      await expect(page.getByText('(911 in the US)', { exact: false })).toBeVisible();

      const call = page.getByRole('link', { name: 'Call 999' });
      await expect(call).toHaveAttribute('href', 'tel:999');
      await expect(page.getByRole('link', { name: /^Call / })).toHaveCount(1);
      await expect(page.getByText('Calls 999 (United Kingdom)', { exact: true })).toBeVisible();
      await openCountryList(page);
      await expect(countryList(page)).toHaveValue('GB');
      await expect(page.getByRole('link', { name: 'Directions', exact: true })).toHaveAttribute(
        'href',
        'https://www.google.com/maps/dir/?api=1&destination=41.8809,-87.6329',
      );
      // The spec's links stay.
      await expect(
        page.getByRole('link', { name: 'Directions from start to current location' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'View start location on map' })).toBeVisible();
      await expectBarInReach(page, viewport.width);

      const panel = dispatcherPanel(page);
      await expect(panel.getByRole('paragraph').first()).toHaveText('Person: Riley.');
      await expect(panel).toContainText('Position: 41.8809, -87.6329 (latitude, longitude), ±12 m, taken ');
      await expect(panel).toContainText('Place they named: Riverwalk by the Wells St bridge.');
      await expect(panel).toContainText('their phone is set to Chicago time');
      await expect(panel.getByRole('listitem').first()).toHaveText('Call 999 now.');
      await expect(panel.getByRole('listitem').nth(3)).toHaveText(
        'Texts reach 999 only from phones registered with the service first; call instead.',
      );

      const copy = panel.getByRole('button', { name: 'Copy' });
      await copy.click();
      await expect(panel.getByText('Copied', { exact: true })).toBeVisible();
      await expect(copy).toBeFocused();
      const copied = await page.evaluate<string>('navigator.clipboard.readText()');
      const shown = await panel.locator('.dispatcher__brief p').allTextContents();
      expect(copied).toBe(shown.join('\n'));
      // Share only where the browser has the Web Share API.
      const canShare = await page.evaluate<boolean>("typeof navigator.share === 'function'");
      await expect(panel.getByRole('button', { name: 'Share' })).toHaveCount(canShare ? 1 : 0);

      await expectNothingSerious(page);
    });

    test('the actions come into a place kept for them: nothing in the panel moves (layout shift ≤ 0.01)', async ({
      page,
    }) => {
      const status = await startStatus({ emergency: true });
      // The shifts of what the panel already showed; the page's own (the result's arrival) are the lookup's.
      await page.addInitScript(`
        window.panelShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (entry.sources.some((source) => source.node?.closest?.('.sc-status'))) window.panelShift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      `);
      await page.goto(`${server().url}/hero-lookup#code=${status.accessCode}`);
      await expect(dispatcherPanel(page)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Call 999' })).toBeVisible();
      // Everything the page loads has come and been laid out (two frames after the network is quiet).
      await page.waitForLoadState('networkidle');
      await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
      expect(await page.evaluate<number>('window.panelShift')).toBeLessThanOrEqual(0.01);
    });

    test('another country from the list: its number everywhere, kept on the device (not a cookie)', async ({
      page,
      context,
    }) => {
      const status = await startStatus({ emergency: true });
      await page.goto(`${server().url}/hero-lookup#code=${status.accessCode}`);
      await expect(page.getByRole('link', { name: 'Call 999' })).toBeVisible();
      // Picked as a keyboard does: the focus stays on the list.
      await openCountryList(page);
      await countryList(page).selectOption({ label: 'Germany' });
      await expect(countryList(page)).toBeFocused();
      await expect(page.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
      await expect(page.getByText('Calls 112 (Germany)', { exact: true })).toHaveAttribute(
        'aria-live',
        'polite',
      );
      await expect(dispatcherPanel(page).getByRole('listitem').first()).toHaveText('Call 112 now.');
      expect(JSON.parse(await page.evaluate<string>('JSON.stringify({ ...localStorage })'))).toEqual({
        'emergency-number.country': 'DE',
      });
      expect(await context.cookies()).toEqual([]);

      // Another page of the site, later: the same choice.
      const later = await newPage(context, `/hero-lookup#code=${status.accessCode}`);
      await expect(later.getByRole('link', { name: 'Call 112' })).toBeVisible();
      await openCountryList(later);
      await expect(countryList(later)).toHaveValue('DE');
    });

    test('after an expired countdown: the spec’s line, what it means, the bar; the brief without the steps', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const status = await startStatus({ endTime: new Date(Date.now() + 3_000).toISOString() });
      await page.goto(`${server().url}/hero-lookup#code=${status.accessCode}`);
      await expect(statusLine(page)).toHaveText('Active');
      await expect(page.getByRole('link', { name: /^Call / })).toHaveCount(0);
      // The stream says the end at once; on a busy machine the page may be following by its 30 s refresh instead
      // (its stream not yet open or refused), which says it within 30 s: what is checked here is what follows.
      await expect(statusLine(page)).toHaveText(/^Timer has Expired at /, { timeout: 45_000 });
      for (const sentence of [
        'They have not stopped their timer.',
        'Try calling Riley on the number you have for them.',
        'If you cannot reach them and fear for them, call 999.',
      ]) {
        await expect(page.getByText(sentence, { exact: true })).toBeVisible();
      }
      // Beneath the status line, in the page's order.
      const note = page.getByText('They have not stopped their timer.', { exact: true });
      const [noteBox, lineBox] = [await note.boundingBox(), await statusLine(page).boundingBox()];
      expect(noteBox?.y).toBeGreaterThan((lineBox?.y ?? 0) + (lineBox?.height ?? 0) - 1);
      await expect(page.getByRole('link', { name: 'Call 999' })).toHaveAttribute('href', 'tel:999');
      await expect(page.getByRole('link', { name: 'Directions', exact: true })).toBeVisible();
      await expect(dispatcherPanel(page)).toContainText('Their safety timer ran out at ');
      await expect(dispatcherPanel(page).getByRole('listitem')).toHaveCount(0);
      await expectBarInReach(page, viewport.width);
      await expectNothingSerious(page);
    });

    test('an ended status: no bar, no panel, and the page’s end no longer padded', async ({ page }) => {
      const status = await startStatus({ emergency: true });
      await page.goto(`${server().url}/hero-lookup#code=${status.accessCode}`);
      await expect(dispatcherPanel(page)).toBeVisible();
      await app.stopStatus(status.id);
      await expect(page.getByText('This status has ended.', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Call |^Directions$/ })).toHaveCount(0);
      await expect(dispatcherPanel(page)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Change', exact: true })).toHaveCount(0);
      expect(await page.evaluate<string>('getComputedStyle(document.body).paddingBottom')).toBe('0px');
      await expectNothingSerious(page);
    });
  });
}

test.describe('a browser whose languages name no country', () => {
  test.use({ locale: 'fr', viewport: PHONE });

  test('calls the site’s number as "your local emergency number", and asks for the country', async ({
    page,
  }) => {
    const status = await startStatus({ emergency: true });
    await page.goto(`${server().url}/hero-lookup#code=${status.accessCode}`);
    await expect(page.getByRole('link', { name: 'Call your local emergency number' })).toHaveAttribute(
      'href',
      'tel:911',
    );
    await expect(page.getByText('Calls 911: your browser does not say your country')).toBeVisible();
    await openCountryList(page, 'Choose your country');
    await expect(countryList(page)).toHaveValue('');
  });
});
