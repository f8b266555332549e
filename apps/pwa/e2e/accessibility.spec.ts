import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoSeriousAxeViolations } from '@safety-companion/test-support/axe';
import { ROUTES } from './routes';
import { DESKTOP, expect, MOBILE, test } from './support/fixtures';

// Screenshots for review go here (not committed; listed in the README).
const SCREENSHOTS = join(import.meta.dirname, 'screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

// Both themes: the site follows the visitor's light or dark setting, and contrast must hold in each.
for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of [MOBILE, DESKTOP]) {
    test.describe(`${colorScheme} theme at ${viewport.width} px`, () => {
      test.use({ viewport, colorScheme, reducedMotion: 'reduce' });

      for (const route of ROUTES) {
        test(`${route.path}: axe finds nothing serious, and a screenshot is written`, async ({ page }) => {
          await page.goto(route.path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
            colorScheme,
          );
          await expectNoSeriousAxeViolations(page);
          const name = route.path === '/' ? 'landing' : route.path.slice(1).replaceAll('/', '-');
          const suffix = colorScheme === 'dark' ? '-dark' : '';
          await page.screenshot({
            path: join(SCREENSHOTS, `${name}-${viewport.width}${suffix}.png`),
            fullPage: true,
          });
        });
      }
    });
  }
}

test('works at 320 px without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ['/', '/privacyPolicies', '/hero-lookup', '/feedback']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
