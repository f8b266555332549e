import { expect, type Locator, type Page, test } from '@playwright/test';
import type { ApiClient, StatusCreateInput } from '@safety-companion/api';
import { expectNoSeriousAxeViolations } from '@safety-companion/test-support/axe';
import { appOf, useE2eServerWithStreets } from '../test/e2e-server.js';

// What to do is near, said once, with the name (issue 55), in Chromium against the real server, the built site and
// its own street map: since when the emergency is on, right under EMERGENCY; the number in one line; the map and
// the answers high on a phone's screen; a pressed answer that looks chosen; the switch to the emergency said
// assertively, once; a status line that fits its box; Directions from the start only when it leads somewhere. At
// 390×844 and 1280×800, light and dark, on one page load (resized, the colour scheme emulated), in English and
// Spanish (the browser's locale en-GB: the hero's number is 999), axe in every state.

const HERE = { latitude: 41.8809, longitude: -87.6329, accuracy: 12 };
const START = { latitude: 41.8789, longitude: -87.6359 };
const TRAIL = [
  { latitude: 41.8795, longitude: -87.635 },
  { latitude: 41.8801, longitude: -87.634 },
  { latitude: 41.8805, longitude: -87.6335 },
];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const TIME = String.raw`\d{1,2}:\d{2}(\s?[AP]M)?`;

const LANGUAGES = {
  en: {
    path: '/hero-lookup',
    heading: 'Riley needs help',
    activeHeading: "Riley's status",
    line: 'EMERGENCY',
    since: new RegExp(`^Emergency since ${TIME} \\((\\d+ (sec|min)|0 sec) ago\\)$`),
    switchedOn: new RegExp(`^Riley needs help: emergency switched on at ${TIME}\\.$`),
    number: 'Calls 999 (United Kingdom)',
    change: 'Change',
    country: 'Country',
    onMyWay: "I'm on my way",
    seen: "I've seen this",
    alertMe: 'Alert me on this device',
    directionsFromStart: 'Directions from start to current location',
  },
  es: {
    path: '/es/hero-lookup',
    heading: 'Riley necesita ayuda',
    activeHeading: 'Estado de Riley',
    line: 'EMERGENCIA',
    since: new RegExp(`^Emergencia desde las ${TIME} \\(hace \\d+ (s|seg|min)\\.?\\)$`),
    switchedOn: new RegExp(`^Riley necesita ayuda: emergencia activada a las ${TIME}\\.$`),
    number: 'Se llama al 999 (Reino Unido)',
    change: 'Cambiar',
    country: 'País',
    onMyWay: 'Voy en camino',
    seen: 'Ya lo vi',
    alertMe: 'Avisarme en este dispositivo',
    directionsFromStart: 'Cómo llegar desde el inicio hasta la ubicación actual',
  },
} as const;
type Words = (typeof LANGUAGES)[keyof typeof LANGUAGES];

const server = useE2eServerWithStreets(HERE);
let app: ApiClient;
test.beforeAll(() => {
  app = appOf(server, 'e2e-lookup-near');
});

test.use({ locale: 'en-GB', timezoneId: 'UTC' });

function startStatus(input: Partial<StatusCreateInput> = {}) {
  return app.createStatus({
    timezone: 'UTC',
    location: START,
    startLocation: START,
    endTime: new Date(Date.now() + 90 * 60_000).toISOString(),
    displayName: 'Riley',
    ...input,
  });
}

/** A hero's answer, sent as another hero's page would. */
async function answer(accessCode: string, kind: string, name: string) {
  const sent = await fetch(`${server().url}/api/acknowledgements`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ accessCode, kind, name, hero: `e2e-hero-${name.toLowerCase()}-0000000000` }),
  });
  expect(sent.status).toBe(201);
}

const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;
/** How far below the result's heading an element starts, in the page (not the screen). */
async function below(page: Page, locator: Locator): Promise<number> {
  const heading = page.locator('#lookup-result-heading');
  return (await top(locator)) - (await top(heading));
}

/** The status line's word stays inside its box: nothing of it past the box's right edge. */
async function expectLineFits(page: Page) {
  const line = page.getByRole('heading', { level: 3 });
  const box = await line.boundingBox();
  const word = await line.locator('span').boundingBox();
  expect(box && word).toBeTruthy();
  if (!box || !word) return;
  expect(word.x + word.width).toBeLessThanOrEqual(box.x + box.width);
  expect(await line.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
}

async function checkState(page: Page, words: Words, phone: boolean) {
  const line = page.getByRole('heading', { level: 3 });
  await expect(line).toHaveText(words.line);
  await expectLineFits(page);
  // Since when, directly under the status line.
  const since = page.locator('.sc-status__since');
  await expect(since).toHaveText(words.since);
  const lineBox = await line.boundingBox();
  const sinceTop = await top(since);
  expect(sinceTop - ((lineBox?.y ?? 0) + (lineBox?.height ?? 0))).toBeLessThanOrEqual(12);
  expect(sinceTop).toBeGreaterThan(lineBox?.y ?? 0);
  // The number, one line under the state, and the list closed.
  const number = page.getByText(words.number, { exact: true });
  await expect(number).toBeVisible();
  await expect(number.locator('xpath=..')).toHaveText(`${words.number} · ${words.change}`);
  const numberLine = await number.locator('xpath=..').boundingBox();
  expect(numberLine?.height ?? 99).toBeLessThanOrEqual(phone ? 56 : 40);
  // The map, then the heroes' answers, then what this hero can do, before the times and the steps.
  const map = page.locator('.status-map');
  const onMyWay = page.getByRole('button', { name: words.onMyWay });
  await expect(map).toBeVisible();
  await expect(onMyWay).toBeVisible();
  await expect(page.getByRole('button', { name: words.alertMe })).toBeVisible();
  if (phone) {
    expect(await below(page, map)).toBeLessThanOrEqual(260);
    expect(await below(page, onMyWay)).toBeLessThanOrEqual(1_200);
  }
  const times = page.locator('.sc-status__times');
  const steps = page.locator('.dispatcher');
  expect(await top(onMyWay)).toBeLessThan(await top(times));
  expect(await top(page.getByRole('button', { name: words.alertMe }))).toBeLessThan(await top(times));
  expect(await top(onMyWay)).toBeLessThan(await top(steps));
  await expectNoSeriousAxeViolations(page);
}

for (const [language, words] of Object.entries(LANGUAGES)) {
  test(`an emergency with a trail and two heroes' answers, near and said once (${language})`, async ({
    page,
  }) => {
    const status = await startStatus();
    for (const position of TRAIL) await app.updateStatus(status.id, { location: position });
    await app.updateStatus(status.id, { location: HERE });
    await answer(status.accessCode, 'seen', 'Sam');
    await answer(status.accessCode, 'on-the-way', 'Alex');

    await page.setViewportSize(PHONE);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${server().url}${words.path}#code=${status.accessCode}`);
    const heading = page.locator('#lookup-result-heading');
    await expect(heading).toHaveText(words.activeHeading);
    await expect(page.locator('.lookup-connection[data-connection="live"]')).toBeVisible();

    // The switch to the emergency: said once, assertively, with the name and the time it was switched on.
    const urgent = page.locator('[aria-live="assertive"].lookup-urgent');
    await app.updateStatus(status.id, { emergency: true });
    await expect(urgent).toHaveText(words.switchedOn);
    const said = await urgent.textContent();
    await expect(heading).toHaveText(words.heading);
    await expect(page.getByRole('status').filter({ hasText: words.line })).toHaveCount(0);
    // A later change of the same emergency says nothing more of it.
    await app.updateStatus(status.id, { battery: { level: 0.5, charging: false } });
    await expect(urgent).toHaveText(said ?? '');

    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await test.step(`${viewport.width}×${viewport.height}, ${colorScheme}`, () =>
          checkState(page, words, viewport === PHONE));
      }
    }

    // "Change" opens the list of countries, and moves there.
    await page.getByRole('button', { name: words.change, exact: true }).click();
    await expect(page.getByRole('combobox', { name: words.country })).toBeFocused();
    await expect(page.getByRole('combobox', { name: words.country })).toHaveValue('GB');

    // A pressed answer looks chosen (filled, a check mark, aria-pressed); the others share one quiet style.
    const onMyWay = page.getByRole('button', { name: words.onMyWay });
    const seen = page.getByRole('button', { name: words.seen });
    // The answers' buttons in order: seen, on the way, called.
    const fill = (nth: number) =>
      page.evaluate<string>(
        `getComputedStyle(document.querySelectorAll('.hero-answers__buttons button')[${nth}]).backgroundColor`,
      );
    const quiet = await fill(0);
    expect(quiet).toMatch(/^rgb/);
    expect(await fill(1)).toBe(quiet);
    await onMyWay.click();
    await expect(onMyWay).toHaveAttribute('aria-pressed', 'true');
    await expect(seen).toHaveAttribute('aria-pressed', 'false');
    await expect(onMyWay.locator('svg')).toHaveCount(1);
    expect(await fill(1)).not.toBe(quiet);
    expect(await fill(0)).toBe(quiet);
    expect(await fill(2)).toBe(quiet);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        expect(await fill(1)).not.toBe(await fill(0));
        await expectNoSeriousAxeViolations(page);
      }
    }

    // Directions from the start: offered, as the start and the current position differ.
    await expect(page.getByRole('link', { name: words.directionsFromStart })).toBeVisible();
  });
}

test('Directions from the start only when the start and the current position differ', async ({ page }) => {
  const status = await startStatus({ emergency: true, location: START });
  await page.goto(`${server().url}/hero-lookup#code=${status.accessCode}`);
  await expect(page.getByRole('heading', { level: 3 })).toHaveText('EMERGENCY');
  await expect(page.getByRole('link', { name: 'View current location on map' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Directions from start to current location' })).toHaveCount(0);
  await app.updateStatus(status.id, { location: HERE });
  await expect(page.getByRole('link', { name: 'Directions from start to current location' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
