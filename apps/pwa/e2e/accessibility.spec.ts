import { expectNoSeriousAxeViolations } from '@safety-companion/test-support/axe';
import { ROUTES } from './routes';
import { DESKTOP, expect, MOBILE, test } from './support/fixtures';
import { reviewScreenshot } from './support/screenshots';

// Both themes: the site follows the visitor's light or dark setting, and contrast must hold in each; both sizes. One
// page load per page, resized and its colour scheme switched in place (languages.spec.ts does the same for the other
// languages).
for (const route of ROUTES) {
  test(`${route.path}: axe finds nothing serious at both sizes in both themes (screenshots when asked)`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
        colorScheme,
      );
      for (const viewport of [MOBILE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await expectNoSeriousAxeViolations(page);
        const name = route.path === '/' ? 'landing' : route.path.slice(1).replaceAll('/', '-');
        const suffix = colorScheme === 'dark' ? '-dark' : '';
        await reviewScreenshot(page, `${name}-${viewport.width}${suffix}`);
      }
    }
  });
}

test('the accessibility check fails on what axe finds serious, and checks a document again as it changes', async ({
  page,
}) => {
  await page.setContent(
    '<html lang="en"><title>Check</title><main><h1>Check</h1><img src="/icon.svg">' +
      '<p style="color: #777; background: #888">Faint</p></main></html>',
  );
  const failure = (check: Promise<void>) => check.then(() => '', String);
  const first = await failure(expectNoSeriousAxeViolations(page));
  expect(first).toContain('image-alt');
  expect(first).toContain('color-contrast');
  await page.locator('img').evaluate((image) => image.setAttribute('alt', 'The site’s icon'));
  const second = await failure(expectNoSeriousAxeViolations(page));
  expect(second).not.toContain('image-alt');
  expect(second).toContain('color-contrast');
});

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
