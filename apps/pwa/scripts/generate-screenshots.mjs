// Regenerates the install dialog's screenshots (public/screenshots/{narrow,wide}.png) from the built site:
// `pnpm build`, start any server of dist on E2E_PORT (e.g. `node --import tsx e2e/support/test-server.ts`), then run
// this. The manifest (src/pwa/manifest.ts) names these sizes.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '@safety-companion/test-support/chromium';

const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
const out = join(import.meta.dirname, '..', 'public', 'screenshots');
mkdirSync(out, { recursive: true });

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const [name, viewport] of [
    ['narrow', { width: 390, height: 844 }],
    ['wide', { width: 1280, height: 800 }],
  ]) {
    const page = await browser.newPage({ viewport, reducedMotion: 'reduce', serviceWorkers: 'block' });
    await page.goto(`${base}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.screenshot({ path: join(out, `${name}.png`) });
    await page.close();
  }
} finally {
  await browser.close();
}
