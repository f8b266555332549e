import { expect, type Page, test } from '@playwright/test';
import { openStory } from './catalogue';

/** Every `--sc-*` token the stylesheets declare, with its computed value on <html>. */
function tokens(page: Page) {
  return page.evaluate(() => {
    const names = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSGroupingRule) collect(rule.cssRules);
        else if (rule instanceof CSSStyleRule)
          for (const name of rule.style) if (name.startsWith('--sc-')) names.add(name);
      }
    };
    for (const sheet of document.styleSheets) collect(sheet.cssRules);
    const style = getComputedStyle(document.documentElement);
    return Object.fromEntries([...names].sort().map((name) => [name, style.getPropertyValue(name).trim()]));
  });
}

function setTheme(page: Page, attribute: string | null, className: string | null = null) {
  return page.evaluate(
    ([value, name]) => {
      const root = document.documentElement;
      if (value) root.dataset.theme = value;
      else delete root.dataset.theme;
      root.className = name ?? '';
    },
    [attribute, className],
  );
}

test('the dark theme follows the system, and data-theme or a class overrides it either way', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openStory(page, 'button--primary');
  const light = await tokens(page);
  expect(Object.keys(light).length).toBeGreaterThan(20);

  await page.emulateMedia({ colorScheme: 'dark' });
  const dark = await tokens(page);
  expect(dark['--sc-color-bg']).not.toBe(light['--sc-color-bg']);
  expect(dark['--sc-color-text']).not.toBe(light['--sc-color-text']);
  // Only colours change: spacing, type and radii are the same in both.
  expect(dark['--sc-space-4']).toBe(light['--sc-space-4']);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');

  await setTheme(page, 'light');
  expect(await tokens(page), 'data-theme="light" under a dark system').toEqual(light);
  await setTheme(page, null, 'sc-theme-light');
  expect(await tokens(page), 'class sc-theme-light under a dark system').toEqual(light);

  await page.emulateMedia({ colorScheme: 'light' });
  await setTheme(page, 'dark');
  expect(
    await tokens(page),
    'data-theme="dark" under a light system: the same values as the system’s dark',
  ).toEqual(dark);
  await setTheme(page, null, 'sc-theme-dark');
  expect(await tokens(page), 'class sc-theme-dark under a light system').toEqual(dark);
});

test('a wrapper with data-theme themes only what is inside it', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openStory(page, 'button--primary');
  const button = page.getByRole('button', { name: 'Submit Feedback' });
  const before = await button.evaluate((element) => getComputedStyle(element).backgroundColor);
  await page.evaluate(() => {
    document.querySelector('#storybook-root')?.setAttribute('data-theme', 'dark');
  });
  const after = await button.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(after).not.toBe(before);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    'rgb(255, 255, 255)',
  );
});
