import { expect, type Page, test } from '@playwright/test';
import type { ApiClient } from '@safety-companion/api';
import { expectNoSeriousAxeViolations } from '@safety-companion/test-support/axe';
import { holdApp } from '@safety-companion/test-support/hold-app';
import { appOf, useE2eServer, useE2eServerWithStreets } from '../test/e2e-server.js';

// The lookup's map in Chromium against the real server and the built site: the streets from a PMTiles file the
// test writes (MAP_TILES), read in byte ranges from the site's own origin and from nowhere else; the trail
// growing live; the caption; the keyboard; axe; and the map without MAP_TILES, which asks for no tiles at all.

const START = { latitude: 41.8789, longitude: -87.6359 };
const HERE = { latitude: 41.8809, longitude: -87.6329, accuracy: 12 };
const MOVED = { latitude: 41.8819, longitude: -87.6329, accuracy: 8 };
/**
 * A point `north` and `east` steps of the test street map's grid (0.002°, `ROAD_GRID`) from HERE, where its Avenue 7
 * (west–east) and Street 7 (south–north) cross; Avenue 8 is one step north, Street 8 one step east.
 */
const onGrid = (north: number, east: number, accuracy: number) => ({
  latitude: HERE.latitude + north * 0.002,
  longitude: HERE.longitude + east * 0.002,
  accuracy,
});
/** HERE is the crossing itself: either street is the nearest. */
const AT_THE_CROSSING = '(Avenue 7 and Street 7|Street 7 and Avenue 7)';

const figure = (page: Page) => page.getByRole('figure');
const caption = (page: Page) => figure(page).locator('figcaption');
/** The app's map, drawn (the page's inline script may have drawn it first, in its early paint: tested apart). */
const drawnMap = (page: Page) => page.locator('figure[data-drawn]:not([data-early-status] figure)');
const mapArea = (page: Page) => page.getByRole('group', { name: /^Map of the last known position/ });

function startStatus(app: ApiClient) {
  return app.createStatus({
    timezone: 'UTC',
    location: HERE,
    startLocation: START,
    endTime: new Date(Date.now() + 90 * 60_000).toISOString(),
  });
}

// In the page (this project's server code has no DOM types): the most colours one drawn tile shows, sampled.
const MOST_COLOURS_OF_A_TILE = `Math.max(...[...document.querySelectorAll('canvas.leaflet-tile-loaded')].map((canvas) => {
  const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  const seen = new Set();
  for (let index = 0; index < pixels.length; index += 4 * 97) seen.add(pixels.slice(index, index + 3).join());
  return seen.size;
}))`;

/** Every address the page asks for, from the moment it is made. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

test.describe('with a street map (MAP_TILES)', () => {
  const server = useE2eServerWithStreets(HERE);
  const app = () => appOf(server, 'e2e-map');

  test('draws the streets from the site’s own origin, in byte ranges, and asks nothing of any other origin', async ({
    page,
  }) => {
    const status = await startStatus(app());
    const urls = recordRequests(page);
    // The site's Content-Security-Policy (no other origin, no 'unsafe-eval', workers from itself) refuses nothing.
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    const ranges: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/map/tiles.pmtiles')) ranges.push(response.status());
    });
    // Asked for past the browser's cache (no-store, which the Fetch standard marks with this header): kept nowhere.
    const asked: Promise<Record<string, string>>[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('/api/map/tiles.pmtiles')) return;
      const headers = request.allHeaders();
      // One asked for as the test ends cannot be read once its page has closed: that failure is no test's.
      headers.catch(() => {});
      asked.push(headers);
    });
    await page.goto(`${server().url}/hero-lookup#code=${status.accessCode}`);
    await expect(drawnMap(page)).toBeVisible();

    expect(await page.locator('canvas.leaflet-tile-loaded').count()).toBeGreaterThan(0);
    // A drawn tile holds the streets' colours, not one flat fill.
    const colours = await page.evaluate<number>(MOST_COLOURS_OF_A_TILE);
    expect(colours).toBeGreaterThan(2);
    expect(ranges.length).toBeGreaterThan(0);
    expect(ranges.every((status) => status === 206)).toBe(true);
    const cached = (await Promise.all(asked)).map((headers) => headers['cache-control']);
    expect(cached.length).toBeGreaterThan(1);
    expect(cached.every((header) => header === 'no-cache')).toBe(true);

    const origin = new URL(server().url).origin;
    const elsewhere = urls.filter((url) => !url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url));
    expect(elsewhere).toEqual([]);
    expect(urls.filter((url) => url.endsWith('/api/map'))).toHaveLength(1);
    expect(refused).toEqual([]);
    await expect(caption(page)).not.toContainText('No street map');
  });

  test('the page’s inline script draws the map before the app has started, and the app takes that same map over', async ({
    page,
  }) => {
    const status = await startStatus(app());
    const urls = recordRequests(page);
    // The app's code is held back: what is drawn meanwhile is the inline script's.
    const releaseApp = await holdApp(page);
    await page.goto(`${server().url}/hero-lookup#code=${status.accessCode}`);
    await expect(page.locator('[data-early-status] figure[data-drawn]')).toBeVisible();
    expect(await page.locator('canvas.leaflet-tile-loaded').count()).toBeGreaterThan(0);
    await expect(drawnMap(page)).toHaveCount(0);
    await expect(caption(page)).toContainText('Last known position ±12 m');
    await expectNoSeriousAxeViolations(page);
    await page.locator('.status-map__leaflet').evaluate((map) => map.setAttribute('data-first-drawn', ''));

    releaseApp();
    // The app's result (its live connection line) with the map it took over: the same element, drawn once.
    await expect(page.getByText('Live: changes show as they happen')).toBeVisible();
    await expect(page.locator('[data-early-status]')).toHaveCount(0);
    await expect(drawnMap(page)).toBeVisible();
    await expect(page.locator('.status-map__leaflet')).toHaveCount(1);
    await expect(page.locator('.status-map__leaflet[data-first-drawn]')).toHaveCount(1);
    await expect(mapArea(page)).toBeVisible();
    expect(urls.filter((url) => url.endsWith('/api/map'))).toHaveLength(1);
  });

  test('on /es/ the early map and the app’s map speak Spanish: their name and caption', async ({ page }) => {
    const status = await startStatus(app());
    const releaseApp = await holdApp(page);
    await page.goto(`${server().url}/es/hero-lookup#code=${status.accessCode}`);
    await expect(page.locator('[data-early-status] figure[data-drawn]')).toBeVisible();
    const spanishMap = page.getByRole('group', { name: /^Mapa de la última posición conocida/ });
    await expect(spanishMap).toBeVisible();
    await expect(caption(page)).toContainText('Última posición conocida ±12 m');

    releaseApp();
    await expect(page.locator('[data-early-status]')).toHaveCount(0);
    await expect(drawnMap(page)).toBeVisible();
    await expect(spanishMap).toBeVisible();
    await expect(caption(page)).toContainText('Última posición conocida ±12 m');
    await expect(caption(page)).not.toContainText('Last known position');
  });

  test('the caption says where, how precise, when and the trail; the trail grows live without moving the hero’s view', async ({
    page,
  }) => {
    const status = await startStatus(app());
    await page.goto(`${server().url}/hero-lookup#code=${status.accessCode}`);
    await expect(drawnMap(page)).toBeVisible();
    await expect(caption(page)).toHaveText(
      // The start and the first position came in one write: no time to have moved in yet.
      new RegExp(
        `^Near ${AT_THE_CROSSING}\\. Last known position ±12 m, \\d{1,2}:\\d{2}( [AP]M)?, \\d+ sec ago\\. Trail: 2 positions\\.$`,
      ),
    );

    // The hero moves the map by the keyboard: the update that follows keeps their view.
    await mapArea(page).focus();
    await page.keyboard.press('ArrowLeft');
    const startMarker = page.locator('path.status-map__start');
    // Still once it is where it was a frame before: the keyboard's pan has ended.
    await expect(async () => {
      const before = await startMarker.boundingBox();
      await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
      expect(await startMarker.boundingBox()).toEqual(before);
    }).toPass();
    const settled = await startMarker.boundingBox();
    const trail = page.locator('path.status-map__trail');
    const trailBefore = await trail.getAttribute('d');

    await app().updateStatus(status.id, { location: MOVED });
    // From the start 333 m to the first position, then 111 m north (0.001° of latitude): 445 m along the trail.
    await expect(caption(page)).toHaveText(
      // Halfway between Avenue 7 and Avenue 8 on Street 7: no crossing within ±8 m and 50 m.
      /^Near Street 7\. Last known position ±8 m, .+ sec ago\. Moved 440 m in the last \d+ seconds?\. Trail: 3 positions\.$/,
    );
    await expect.poll(() => trail.getAttribute('d')).not.toBe(trailBefore);
    expect(await startMarker.boundingBox()).toEqual(settled);
    // The position before (±12 m) keeps its accuracy as a ring; the start reported none.
    await expect(page.locator('path.status-map__ring')).toHaveCount(1);
  });

  test('the caption names the nearest streets from the site’s own tiles as the person moves, and no request leaves the origin', async ({
    page,
  }) => {
    const status = await app().createStatus({
      timezone: 'UTC',
      location: onGrid(0.1, 0.2, 10),
      startLocation: START,
      endTime: new Date(Date.now() + 90 * 60_000).toISOString(),
    });
    const urls = recordRequests(page);
    await page.goto(`${server().url}/hero-lookup#code=${status.accessCode}`);
    await expect(drawnMap(page)).toBeVisible();
    // 22 m from Avenue 7, 33 m from Street 7.
    await expect(caption(page)).toHaveText(/^Near Avenue 7 and Street 7\. Last known position ±10 m/);

    // North along Street 7, 22 m short of Avenue 8.
    await app().updateStatus(status.id, { location: onGrid(0.8, 0.02, 10) });
    await expect(caption(page)).toHaveText(/^Near Street 7 and Avenue 8\. Last known position ±10 m/);

    // The middle of a block: 83 m and more from any street, a footpath without a name through it.
    await app().updateStatus(status.id, { location: onGrid(0.5, 0.5, 5) });
    await expect(caption(page)).toHaveText(/^Last known position ±5 m/);
    await expectNoSeriousAxeViolations(page);

    const origin = new URL(server().url).origin;
    expect(urls.filter((url) => !url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url))).toEqual([]);
    expect(urls.filter((url) => url.includes('/street-names-'))).toHaveLength(1);
  });

  test('the map takes the room kept for it: nothing below moves when it arrives', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const status = await startStatus(app());
    // The map's chunk is held until the page has laid out its placeholder.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/status-map-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${server().url}/hero-lookup#code=${status.accessCode}`);
    const below = page.getByText('Start time', { exact: true });
    await expect(below).toBeVisible();
    await expect(figure(page)).toHaveCount(0);
    // Where it is in the page, not in the window: the page may still be scrolling the result into view.
    const topInPage = () =>
      below.evaluate(
        (element) => element.getBoundingClientRect().top + (element.ownerDocument.defaultView?.scrollY ?? 0),
      );
    const before = await topInPage();
    release();
    await expect(drawnMap(page)).toBeVisible();
    expect(Math.abs((await topInPage()) - before)).toBeLessThanOrEqual(1);
  });

  test('its zoom buttons work by keyboard', async ({ page }) => {
    const status = await startStatus(app());
    await page.goto(`${server().url}/hero-lookup#code=${status.accessCode}`);
    await expect(drawnMap(page)).toBeVisible();
    const scale = page.locator('.leaflet-control-scale-line').first();
    const before = await scale.textContent();
    await page.getByRole('button', { name: 'Zoom out' }).focus();
    await page.keyboard.press('Enter');
    await expect(scale).not.toHaveText(before ?? '');
  });

  test('an ended status shows no map', async ({ page }) => {
    const status = await startStatus(app());
    await page.goto(`${server().url}/hero-lookup#code=${status.accessCode}`);
    await expect(drawnMap(page)).toBeVisible();
    await app().stopStatus(status.id);
    await expect(page.getByText('This status has ended.', { exact: true })).toBeVisible();
    await expect(figure(page)).toHaveCount(0);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [390, 1280]) {
      test(`axe finds nothing serious on the lookup with its map, ${colorScheme}, ${width} px`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme });
        const status = await startStatus(app());
        await page.goto(`${server().url}/hero-lookup#code=${status.accessCode}`);
        await expect(drawnMap(page)).toBeVisible();
        await expectNoSeriousAxeViolations(page);
      });
    }
  }
});

test.describe('without a street map', () => {
  const server = useE2eServer();
  const app = () => appOf(server, 'e2e-plain-map');

  test('draws the position, its accuracy, the start and the trail on a plain background, with a scale, and asks for no tiles', async ({
    page,
  }) => {
    const status = await startStatus(app());
    const urls = recordRequests(page);
    await page.goto(`${server().url}/hero-lookup#code=${status.accessCode}`);
    await expect(drawnMap(page)).toBeVisible();
    await expect(caption(page)).toHaveText(/Trail: 2 positions\. No street map is set up on this site\.$/);
    // The trail, the accuracy circle, the start and the position (no earlier position with an accuracy: no ring).
    for (const part of ['trail', 'accuracy', 'start', 'position'])
      await expect(page.locator(`.leaflet-overlay-pane path.status-map__${part}`)).toHaveCount(1);
    await expect(page.locator('.leaflet-overlay-pane path')).toHaveCount(4);
    await expect(page.locator('.leaflet-control-scale')).toBeVisible();
    await expect(page.locator('.leaflet-tile')).toHaveCount(0);
    expect(urls.filter((url) => url.includes('/api/map/tiles'))).toEqual([]);
    // Nor the streets' renderer: its chunk is for a site with streets.
    expect(urls.filter((url) => url.includes('/street-layer-'))).toEqual([]);
    // Nor the streets' names: the caption names none.
    expect(urls.filter((url) => url.includes('/street-names-'))).toEqual([]);
    await expect(caption(page)).not.toContainText('Near');
    // The maps service's links stay.
    await expect(page.getByRole('link', { name: 'View current location on map' })).toBeVisible();
  });
});
