import { expect, type Page, test } from '@playwright/test';
import type { ApiClient } from '@safety-companion/api';
import { expectNoSeriousAxeViolations } from '@safety-companion/test-support/axe';
import { appOf, useE2eServerWithStreets } from '../test/e2e-server.js';

// The lookup's map follows the person, in Chromium against the real server, the built site and its own street map:
// a walk of 8 moves (620 m north) keeps the current position and its accuracy circle in view, a short pan each
// (none under `prefers-reduced-motion`); a hero who pans in the middle of it turns following off, and "Show current
// position" (a tap or the keyboard) turns it on again; the current position is the largest mark, the start a
// smaller one, older accuracy rings faint.

const START = { latitude: 41.8789, longitude: -87.6359 };
const HERE = { latitude: 41.8809, longitude: -87.6329, accuracy: 12 };
/** Each move: 0.0007° of latitude north, 78 m. */
const STEP = 0.0007;
const MOVES = 8;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * Each language's lookup and its map's words: the map's name, its button, and its caption's trail of `count`
 * positions (always more than one here).
 */
const LANGUAGES = {
  en: {
    path: '/hero-lookup',
    mapLabel: 'Map of the last known position. Arrow keys move it, plus and minus zoom.',
    showCurrent: 'Show current position',
    trail: (count: number) => `Trail: ${count} positions.`,
  },
  es: {
    path: '/es/hero-lookup',
    mapLabel: 'Mapa de la última posición conocida. Las flechas lo mueven; más y menos cambian el zoom.',
    showCurrent: 'Mostrar la posición actual',
    trail: (count: number) => `Recorrido: ${count} posiciones.`,
  },
};
type Language = keyof typeof LANGUAGES;

const server = useE2eServerWithStreets(HERE);
let app: ApiClient;
test.beforeAll(() => {
  app = appOf(server, 'e2e-map-follows');
});

const leaflet = (page: Page) => page.locator('.status-map__leaflet');
const mark = (page: Page, part: string) => page.locator(`.leaflet-overlay-pane path.status-map__${part}`);
const drawnMap = (page: Page) => page.locator('figure[data-drawn]:not([data-early-status] figure)');

/** Whether the whole of the map's `part` (the position, its accuracy circle) is drawn inside the map. */
async function shownWhole(page: Page, part: string): Promise<boolean> {
  const [map, box] = [await leaflet(page).boundingBox(), await mark(page, part).boundingBox()];
  if (!map || !box) return false;
  return (
    box.x >= map.x &&
    box.y >= map.y &&
    box.x + box.width <= map.x + map.width &&
    box.y + box.height <= map.y + map.height
  );
}

async function expectCurrentInView(page: Page) {
  await expect.poll(() => shownWhole(page, 'position')).toBe(true);
  await expect.poll(() => shownWhole(page, 'accuracy')).toBe(true);
}

/** Where Leaflet has put the map's pane: what a pan of the view changes. */
const paneAt = (page: Page) => page.locator('.leaflet-map-pane').getAttribute('style');

// In the page (this project's server code has no DOM types): notes whether the map animates a move of its view
// (Leaflet marks a pan's pane and a zoom's container for the time it lasts), from now on.
const WATCH_ANIMATION = `(() => {
  const map = document.querySelector('.status-map__leaflet');
  window.mapAnimated = false;
  new MutationObserver(() => {
    if (map.querySelector('.leaflet-pan-anim') || map.classList.contains('leaflet-zoom-anim')) window.mapAnimated = true;
  }).observe(map, { attributes: true, attributeFilter: ['class'], subtree: true });
})()`;

/** Two frames of the page: a move of the map that a drawing or a drag's end starts has begun by then. */
const twoFrames = (page: Page) =>
  page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');

/** Where the map's pane stays once the hero's pan has run out (a drag's inertia, a key's short pan). */
async function settledPane(page: Page) {
  let last = await paneAt(page);
  await expect
    .poll(async () => {
      await twoFrames(page);
      const now = await paneAt(page);
      const still = now === last;
      last = now;
      return still;
    })
    .toBe(true);
  return last;
}

for (const viewport of [PHONE, DESKTOP]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    // One language each, both at each width and in each theme; the dark runs ask for reduced motion.
    const language: Language = (viewport === PHONE) === (colorScheme === 'light') ? 'en' : 'es';
    const reducedMotion = colorScheme === 'dark' ? 'reduce' : 'no-preference';
    const { path, ...words } = LANGUAGES[language];

    test.describe(`at ${viewport.width} px, ${colorScheme}, ${reducedMotion} motion (${language})`, () => {
      test.use({ viewport, colorScheme });

      test('a walk of 8 moves stays in view; a pan in the middle stops following until "Show current position"', async ({
        page,
      }) => {
        await page.emulateMedia({ reducedMotion });
        const status = await app.createStatus({
          timezone: 'UTC',
          location: HERE,
          startLocation: START,
          endTime: new Date(Date.now() + 90 * 60_000).toISOString(),
        });
        await page.goto(`${server().url}${path}#code=${status.accessCode}`);
        await expect(drawnMap(page)).toBeVisible();
        const map = page.getByRole('group', { name: words.mapLabel });
        const showCurrent = page.getByRole('button', { name: words.showCurrent });
        const caption = page.locator('figcaption');
        await expect(showCurrent).toBeHidden();
        await leaflet(page).scrollIntoViewIfNeeded();

        // The marks: the current position the largest, drawn over everything; the start smaller.
        const [position, start] = [
          await mark(page, 'position').boundingBox(),
          await mark(page, 'start').boundingBox(),
        ];
        expect(position?.width).toBeGreaterThan((start?.width ?? 0) * 1.4);
        await expect(page.locator('.leaflet-overlay-pane path').last()).toHaveClass(/status-map__position/);

        await page.evaluate(WATCH_ANIMATION);
        let animated = false;
        const move = async (index: number) => {
          await page.evaluate('window.mapAnimated = false');
          const latitude = HERE.latitude + index * STEP;
          await app.updateStatus(status.id, { location: { ...HERE, latitude, accuracy: 10 + index } });
          // The start and the first position, then one more each move.
          await expect(caption).toContainText(words.trail(2 + index));
        };
        const followedMove = async (index: number) => {
          await move(index);
          await expectCurrentInView(page);
          animated ||= await page.evaluate<boolean>('window.mapAnimated');
        };

        // Two moves in a row, the second while the view may still pan to the first: both are the view's own.
        await move(1);
        await followedMove(2);
        for (let index = 3; index <= MOVES / 2; index += 1) await followedMove(index);
        await expect(showCurrent).toBeHidden();

        // The hero pans, once the view's own pan is over (Leaflet takes no key meanwhile): by a drag on a phone, by
        // the keyboard on a desktop.
        await settledPane(page);
        if (viewport === PHONE) {
          const box = await leaflet(page).boundingBox();
          const [x, y] = [(box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2];
          await page.mouse.move(x, y);
          await page.mouse.down();
          await page.mouse.move(x - 40, y + 80, { steps: 10 });
          await page.mouse.up();
        } else {
          await map.focus();
          await page.keyboard.press('ArrowDown');
        }
        await expect(showCurrent).toBeVisible();
        const panned = await settledPane(page);
        await expectNoSeriousAxeViolations(page);

        // Not following: a new position leaves the hero's view where they put it.
        await move(MOVES / 2 + 1);
        await twoFrames(page);
        expect(await paneAt(page)).toBe(panned);
        await expect(showCurrent).toBeVisible();

        // "Show current position", by a tap on a phone and by the keyboard on a desktop: the current position is in
        // view again, the button goes, and the focus it had is on the map.
        if (viewport === PHONE) await showCurrent.click();
        else {
          await showCurrent.focus();
          await page.keyboard.press('Enter');
        }
        await expect(showCurrent).toBeHidden();
        await expect(map).toBeFocused();
        await expectCurrentInView(page);

        for (let index = MOVES / 2 + 2; index <= MOVES; index += 1) await followedMove(index);
        expect(animated).toBe(reducedMotion === 'no-preference');

        // Each earlier position's accuracy is a faint ring, no fill; the current one's circle is not.
        const rings = page.locator('path.status-map__ring');
        await expect(rings).toHaveCount(MOVES);
        for (const ring of await rings.all()) {
          expect(Number(await ring.getAttribute('stroke-opacity'))).toBeLessThanOrEqual(0.3);
          await expect(ring).toHaveAttribute('fill', 'none');
        }
        await expect(mark(page, 'accuracy')).toHaveAttribute('stroke-opacity', '1');
        await expectNoSeriousAxeViolations(page);
      });
    });
  }
}

test.describe('a zoom', () => {
  test.use({ viewport: PHONE });

  test('by the map’s buttons, turns following off too', async ({ page }) => {
    const status = await app.createStatus({
      timezone: 'UTC',
      location: HERE,
      startLocation: START,
      endTime: new Date(Date.now() + 90 * 60_000).toISOString(),
    });
    await page.goto(`${server().url}/hero-lookup#code=${status.accessCode}`);
    await expect(drawnMap(page)).toBeVisible();
    const showCurrent = page.getByRole('button', { name: LANGUAGES.en.showCurrent });
    await expect(showCurrent).toBeHidden();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(showCurrent).toBeVisible();
  });
});
