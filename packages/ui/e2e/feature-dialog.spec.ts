import { expect, type Page, test } from '@playwright/test';
import { openStory } from './catalogue';

/** Whether the accessibility tree that assistive technology reads offers an element with this name. */
async function exposed(page: Page, name: string) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored: boolean; name?: { value?: string } }[];
  };
  await cdp.detach();
  return nodes.some((node) => !node.ignored && node.name?.value === name);
}

// What the browser does for the native modal <dialog> of the carousel's expanded view, which jsdom cannot show.
test.describe('the expanded view of the carousel', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.beforeEach(async ({ page }) => {
    await openStory(page, 'featurecarousel--paused');
    await page.getByRole('button', { name: 'Expand image: Emergency Contacts (Heroes)' }).click();
  });

  test('is modal: focus starts on Close and stays inside, the page behind is inert and does not scroll', async ({
    page,
  }) => {
    const dialog = page.getByRole('dialog', { name: 'Emergency Contacts (Heroes)' });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
    const close = dialog.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    for (const key of ['Tab', 'Shift+Tab', 'Tab']) {
      await page.keyboard.press(key);
      const outside = await page.evaluate(() => {
        const active = document.activeElement;
        return active !== null && active !== document.body && !active.closest('dialog');
      });
      expect(outside, `focus after ${key} is not on the page behind the dialog`).toBe(false);
    }
    expect(
      await exposed(page, 'Start automatic rotation'),
      'the page behind is hidden from assistive technology',
    ).toBe(false);
    expect(await exposed(page, 'Close')).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  });

  test('closes on Escape, gives focus back to the image and lets the page scroll again', async ({ page }) => {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: 'Expand image: Emergency Contacts (Heroes)' }),
    ).toBeFocused();
    expect(await exposed(page, 'Start automatic rotation')).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('visible');
  });

  test('closes with its close button and gives focus back to the image', async ({ page }) => {
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: 'Expand image: Emergency Contacts (Heroes)' }),
    ).toBeFocused();
  });

  test('closes on a press on the backdrop, not on its content', async ({ page }) => {
    await page.getByRole('dialog').getByRole('heading').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.mouse.click(4, 4);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: 'Expand image: Emergency Contacts (Heroes)' }),
    ).toBeFocused();
  });
});
