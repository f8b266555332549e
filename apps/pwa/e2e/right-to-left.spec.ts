import type { Locator, Page } from '@playwright/test';
import { ACTIVE_STATUS, type ApiControl, DESKTOP, expect, MOBILE, test } from './support/fixtures';

// A right-to-left page is the English one mirrored, with the same stylesheet: at a phone's and a desktop's width,
// each landmark and control of the lookup (the navigation, the heading, the code's field and button, the action
// bar, the map's zoom) sits where the English page's would in a mirror around the viewport's centre. Its words may
// be wider or narrower than English ones, so each element is held by the edge it is anchored to: a start-aligned
// one by its inline-start edge (the English left edge mirrored is the right-to-left page's right edge), one pushed
// to the line's end by its end edge; with the same words on both pages, by its whole box.

/** A right-to-left lookup: the Arabic one, and the English one with `dir="rtl"` set on its root. */
interface RightToLeft {
  name: string;
  path: string;
  /** Set `dir="rtl"` on the page's root once the app has started: the same words, so every box is compared. */
  setDirection: boolean;
}

const ARABIC: RightToLeft = { name: 'the Arabic lookup', path: '/ar/hero-lookup', setDirection: false };
const ENGLISH_SET_RTL: RightToLeft = {
  name: 'the English lookup set right to left',
  path: '/hero-lookup',
  setDirection: true,
};
/** Within a few pixels: a sub-pixel rounding, a glyph's side bearing. */
const TOLERANCE = 3;

/** How an element's place is compared: by its start edge, its end edge, or its whole box. */
type Anchor = 'start' | 'end' | 'box';

interface Box {
  left: number;
  right: number;
}

/** An element's horizontal extent in the viewport; `text` measures the element's words, not its block's width. */
async function boxOf(target: Locator, text = false): Promise<Box> {
  await expect(target).toBeVisible();
  return target.evaluate((element, words) => {
    let rect = element.getBoundingClientRect();
    if (words) {
      const range = document.createRange();
      range.selectNodeContents(element);
      rect = range.getBoundingClientRect();
    }
    return { left: rect.left, right: rect.right };
  }, text);
}

/** The viewport's width without a scrollbar, the width a mirror is taken in. */
const widthOf = (page: Page) => page.evaluate(() => document.documentElement.clientWidth);

interface Part {
  name: string;
  find: (page: Page) => Locator;
  anchor: Anchor;
  /** Measure the element's words (a heading's text), not its box. */
  text?: boolean;
}

const nav = (page: Page) => page.getByRole('navigation').first();

/** The navigation's parts at each width: below 640 px the brand and the menu's toggle, from 640 px every link. */
const NAVIGATION: Record<number, Part[]> = {
  [MOBILE.width]: [
    { name: 'brand', find: (page) => nav(page).getByRole('link').first(), anchor: 'start' },
    { name: 'menu toggle', find: (page) => nav(page).getByRole('button'), anchor: 'end' },
  ],
  [DESKTOP.width]: [
    { name: 'brand', find: (page) => nav(page).getByRole('link').first(), anchor: 'start' },
    // Admin Login, pushed to the line's end.
    { name: 'last link', find: (page) => nav(page).getByRole('link').last(), anchor: 'end' },
  ],
};

/** The lookup form's parts (found by role, in any language). */
const FORM: Part[] = [
  { name: 'heading', find: (page) => page.getByRole('heading', { level: 1 }), anchor: 'start', text: true },
  { name: 'code field', find: (page) => page.getByRole('form').getByRole('textbox'), anchor: 'start' },
  { name: 'look-up button', find: (page) => page.getByRole('form').getByRole('button'), anchor: 'start' },
];

/** The result's parts: the action bar's two actions, the first at the line's start, and the map's zoom. */
const RESULT: Part[] = [
  { name: 'Call', find: (page) => page.getByRole('link', { name: /911/ }), anchor: 'start' },
  { name: 'Directions', find: (page) => page.locator('a.emergency-bar__directions'), anchor: 'end' },
  {
    name: 'zoom in',
    find: (page) => page.locator('.status-map__leaflet').getByRole('button').first(),
    anchor: 'box',
  },
];

/**
 * Opens the lookup, English or `rightToLeft`, once the app has taken the prerendered page over. Each is opened in a
 * tab of its own: a tab looks the code it showed up again by itself, before its direction could be set.
 */
async function open(page: Page, rightToLeft?: RightToLeft) {
  await page.goto(rightToLeft ? rightToLeft.path : '/hero-lookup');
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  if (rightToLeft?.setDirection) {
    await page.evaluate(() => {
      document.documentElement.dir = 'rtl';
    });
  }
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).direction)).toBe(
    rightToLeft ? 'rtl' : 'ltr',
  );
}

/** Looks an emergency up (the hero's number is 911: the browser's locale is en-US) and waits for its map. */
async function lookUpEmergency(page: Page, code: string) {
  await page.getByRole('form').getByRole('textbox').fill(code);
  await page.getByRole('form').getByRole('button').click();
  await expect(page.locator('figure[data-drawn]')).toBeVisible();
}

/** The places of `parts` on the page as it is. */
async function measure(page: Page, parts: Part[]) {
  const boxes: Record<string, Box> = {};
  for (const part of parts) boxes[part.name] = await boxOf(part.find(page), part.text);
  return boxes;
}

/**
 * Each part's right-to-left place against its English place mirrored in a viewport `width` wide: its anchored edge,
 * or both edges with the same words on both pages.
 */
function expectMirrored(
  parts: Part[],
  english: Record<string, Box>,
  mirrored: Record<string, Box>,
  { width, sameWords }: { width: number; sameWords: boolean },
) {
  for (const { name, anchor } of parts) {
    const en = english[name];
    const rtl = mirrored[name];
    if (!en || !rtl) throw new Error(`${name} was not measured`);
    const expected = { left: width - en.right, right: width - en.left };
    if (anchor === 'start' || anchor === 'box' || sameWords) {
      expect(
        Math.abs(rtl.right - expected.right),
        `${name}: its start edge, ${rtl.right} for ${expected.right}`,
      ).toBeLessThanOrEqual(TOLERANCE);
    }
    if (anchor === 'end' || anchor === 'box' || sameWords) {
      expect(
        Math.abs(rtl.left - expected.left),
        `${name}: its end edge, ${rtl.left} for ${expected.left}`,
      ).toBeLessThanOrEqual(TOLERANCE);
    }
  }
}

const direction = (target: Locator) => target.evaluate((element) => getComputedStyle(element).direction);
const transform = (target: Locator) => target.evaluate((element) => getComputedStyle(element).transform);

/** An emergency scripted for `code`, the running countdown's details with its position. */
async function emergencyFor(api: ApiControl, code: string) {
  await api.answer(`lookup:${code}`, {
    status: 200,
    body: { ...ACTIVE_STATUS, accessCode: code, emergency: true },
  });
}

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, timezoneId: 'America/New_York', locale: 'en-US' });

    for (const [index, rightToLeft] of [ARABIC, ENGLISH_SET_RTL].entries()) {
      test(`${rightToLeft.name} is the English one mirrored: navigation, heading, form, action bar, map`, async ({
        page,
        context,
        api,
      }) => {
        const code = `RTL${index}${viewport.width}`.slice(0, 6);
        await emergencyFor(api, code);
        const before = [...(NAVIGATION[viewport.width] ?? []), ...FORM];

        await open(page);
        const englishBefore = await measure(page, before);
        await lookUpEmergency(page, code);
        const englishAfter = await measure(page, RESULT);

        const mirrored = await context.newPage();
        await open(mirrored, rightToLeft);
        const width = await widthOf(mirrored);
        expect(width).toBe(await widthOf(page));
        const sameWords = rightToLeft.setDirection;
        expectMirrored(before, englishBefore, await measure(mirrored, before), { width, sameWords });
        if (viewport.width === DESKTOP.width) {
          // The navigation's links, whatever their words' widths, run from the right: each left of the one before.
          const links = await Promise.all(
            (await nav(mirrored).getByRole('list').getByRole('link').all()).map((link) => boxOf(link)),
          );
          expect(links.length).toBeGreaterThan(1);
          for (const [at, box] of links.entries()) {
            if (at > 0) expect(box.right).toBeLessThanOrEqual((links[at - 1]?.left ?? 0) + 1);
          }
        }
        await lookUpEmergency(mirrored, code);
        expectMirrored(RESULT, englishAfter, await measure(mirrored, RESULT), { width, sameWords });

        // The map runs left to right whatever the page; its caption follows the page.
        expect(await direction(mirrored.locator('.status-map__leaflet'))).toBe('ltr');
        expect(await direction(mirrored.locator('figure[data-drawn] figcaption'))).toBe('rtl');
        // The code, typed, and the coordinates (in the panel and in the dispatcher's brief) read left to right.
        await expect(mirrored.getByRole('form').getByRole('textbox')).toHaveAttribute('dir', 'ltr');
        const coordinates = await mirrored.getByText('38.8895, -77.0353', { exact: true }).all();
        expect(coordinates.length).toBeGreaterThan(0);
        for (const shown of coordinates) expect(await direction(shown)).toBe('ltr');

        // The Call link is never covered: the points at its centre and near both its ends are its own.
        const call = mirrored.getByRole('link', { name: /911/ });
        await call.scrollIntoViewIfNeeded();
        const ownPoints = await call.evaluate((link) => {
          const { left, right, top, bottom } = link.getBoundingClientRect();
          const y = (top + bottom) / 2;
          return [left + 4, (left + right) / 2, right - 4].map((x) =>
            link.contains(document.elementFromPoint(x, y)),
          );
        });
        expect(ownPoints).toEqual([true, true, true]);
      });
    }

    test('an arrow out to a new tab points the other way in Arabic; the phone does not', async ({
      page,
      context,
      api,
    }) => {
      const code = `ICN${viewport.width}`.slice(0, 6);
      await emergencyFor(api, code);
      const newTabArrow = (on: Page) => on.locator('a.sc-status__map-link svg').first();
      const phone = (on: Page) => on.getByRole('link', { name: /911/ }).locator('svg');

      await open(page);
      await lookUpEmergency(page, code);
      expect(await transform(newTabArrow(page))).toBe('none');

      const arabic = await context.newPage();
      await open(arabic, ARABIC);
      await lookUpEmergency(arabic, code);
      expect(await transform(newTabArrow(arabic))).toBe('matrix(-1, 0, 0, 1, 0, 0)');
      expect(await transform(phone(arabic))).toBe('none');
    });
  });
}
