import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** Where screenshots for review go (not committed), when E2E_SCREENSHOTS=1 asks for them. */
export const SCREENSHOTS = join(import.meta.dirname, '..', 'screenshots');

/** A full-page screenshot `<name>.png` for review, written only when E2E_SCREENSHOTS=1 (CONTRIBUTING.md). */
export async function reviewScreenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}
