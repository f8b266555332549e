import { DESKTOP, expect, MOBILE, test } from './support/fixtures';

const FEATURES = [
  'Emergency Contacts (Heroes)',
  'Activities',
  'Countdown Tracker',
  'Photos',
  'Emergency Switch',
];

test('the landing page has the hero, welcome, features and download blocks', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Beacon' })).toBeVisible();
  await expect(page.getByText('Your personal safety companion', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome to Beacon' })).toBeVisible();
  await expect(page.getByText('Your personal safety companion for emergency situations.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'DOWNLOAD NOW' })).toBeVisible();
  await expect(page.getByRole('link', { name: /App Store/ })).toHaveCount(2);
  await expect(page.getByRole('link', { name: /Google Play/ })).toHaveCount(2);
});

test.describe('below 640 px: the carousel', () => {
  test.use({ viewport: MOBILE });

  test('advances at 5 s and not before, and the dots jump', async ({ page }) => {
    // The page's clock stands still from the first render on, so only runFor moves it.
    await page.clock.install({ time: new Date('2026-01-01T10:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-01T10:00:01Z'));
    await page.goto('/');
    const dots = page.getByRole('tab');
    await expect(dots).toHaveCount(5);
    await expect(dots.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.clock.runFor(4_900);
    await expect(dots.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.clock.runFor(200);
    await expect(dots.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.clock.runFor(600);
    await dots.nth(3).click();
    await expect(dots.nth(3)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: FEATURES[3] })).toBeVisible();
  });

  test('pauses on request', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-01-01T10:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-01T10:00:01Z'));
    await page.goto('/');
    await page.getByRole('button', { name: /pause/i }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(12_000);
    await expect(page.getByRole('tab').nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: /start|play/i })).toBeVisible();
  });

  test('a tap on the image expands it; Escape closes it and returns focus', async ({ page }) => {
    await page.goto('/');
    const image = page
      .getByRole('button', { name: new RegExp(FEATURES[0]?.replace(/[()]/g, '.') ?? '') })
      .first();
    await image.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(image).toBeFocused();
  });
});

test.describe('from 640 px: the grid', () => {
  test.use({ viewport: DESKTOP });

  test('shows five cards whose images expand and collapse them', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('tab')).toHaveCount(0);
    for (const title of FEATURES) await expect(page.getByRole('heading', { name: title })).toBeVisible();
    const toggles = page.locator('button[aria-expanded]').filter({ has: page.locator('img') });
    await expect(toggles).toHaveCount(5);
    const first = toggles.first();
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await page.keyboard.press('Escape');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  // The first is the picture itself, in the page's HTML, painted with it and kept as the app hydrates; the others
  // are files of their own, fetched as they come into view: not bytes of the page's HTML and code.
  test('the first card’s illustration is in the page; the others are image files that load as they come into view', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    await page.goto('/');
    await page.locator('#root[data-prerendered]').waitFor({ state: 'detached' });
    const images = page.locator('.sc-feature-card img');
    await expect(images).toHaveCount(5);
    const all = await images.all();
    const [first, ...others] = all;
    expect(await first?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,%3Csvg/);
    for (const image of others) expect(await image.getAttribute('src')).toMatch(/^\/assets\/[\w-]+\.svg$/);
    for (const image of all) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
        .toBeGreaterThan(0);
    }
    expect(problems).toEqual([]);
  });
});

for (const width of [1024, 1280, 1440]) {
  test(`at ${width} px no feature card stands alone in a row, and each row is centred`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const list = page.getByRole('list', { name: 'Features' });
    const cards = list.getByRole('listitem');
    await expect(cards).toHaveCount(FEATURES.length);
    const listBox = await list.boundingBox();
    const boxes = await Promise.all((await cards.all()).map((card) => card.boundingBox()));
    if (!listBox || boxes.some((box) => !box)) throw new Error('A card or the list is not laid out.');

    const rows = new Map<number, { x: number; width: number }[]>();
    for (const box of boxes) {
      if (!box) continue;
      const top = Math.round(box.y);
      rows.set(top, [...(rows.get(top) ?? []), box]);
    }
    const sizes = [...rows.values()].map((row) => row.length);
    expect(
      sizes.every((size) => size > 1),
      `cards per row: ${sizes.join(' + ')}`,
    ).toBe(true);
    for (const row of rows.values()) {
      const left = Math.min(...row.map((box) => box.x)) - listBox.x;
      const right = listBox.x + listBox.width - Math.max(...row.map((box) => box.x + box.width));
      expect(Math.abs(left - right), `row margins ${left} and ${right}`).toBeLessThanOrEqual(1);
    }
  });
}
