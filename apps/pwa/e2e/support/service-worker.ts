import { expect, type Page } from '@playwright/test';

/** Visits the site once online and waits until the service worker controls the page with everything precached. */
export async function installServiceWorker(page: Page) {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect(page.getByText('This site is ready to work offline.')).toBeVisible();
}
