// Renders the app icons from their one source, public/icon.svg, with the system Chromium:
//   node scripts/generate-icons.mjs
// Run it after changing the SVG and commit the PNGs; the build never runs it, so it needs no browser.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '@safety-companion/test-support/chromium';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const source = await readFile(`${publicDir}icon.svg`, 'utf8');

// The colour of the SVG's background rect fills whatever the rounded corners or the maskable padding leave bare.
const background = /<rect[^>]*id="background"[^>]*fill="(#[0-9a-fA-F]{3,8})"/.exec(source)?.[1];
if (!background) throw new Error('icon.svg needs a <rect id="background" fill="#…"> to take the colour from');

/**
 * Each icon: its file, its size in pixels, the share of the canvas the SVG covers, and whether the canvas behind it
 * is filled. The SVG keeps its mark in its centre 80 %, so drawing it at 75 % puts the mark in the centre 60 % that a
 * maskable icon needs; the full-bleed fill also removes the rounded corners' transparency, which iOS cannot show.
 */
const ICONS = [
  { file: 'icons/icon-192.png', size: 192, scale: 1, fill: false },
  { file: 'icons/icon-512.png', size: 512, scale: 1, fill: false },
  { file: 'icons/maskable-512.png', size: 512, scale: 0.75, fill: true },
  { file: 'icons/apple-touch-icon.png', size: 180, scale: 1, fill: true },
  { file: 'icons/favicon-32.png', size: 32, scale: 1, fill: false },
];

const browser = await chromium.launch(chromiumLaunchOptions());

try {
  const dataUrl = `data:image/svg+xml;base64,${Buffer.from(source).toString('base64')}`;
  for (const icon of ICONS) {
    const page = await browser.newPage({
      viewport: { width: icon.size, height: icon.size },
      deviceScaleFactor: 1,
    });
    const drawn = Math.round(icon.size * icon.scale);
    await page.setContent(
      `<!doctype html><html><body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;` +
        `place-items:center;background:${icon.fill ? background : 'transparent'}">` +
        `<img src="${dataUrl}" width="${drawn}" height="${drawn}" alt=""></body></html>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({
      path: `${publicDir}${icon.file}`,
      omitBackground: !icon.fill,
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
    });
    await page.close();
    console.log(`${icon.file} ${icon.size}×${icon.size}`);
  }
} finally {
  await browser.close();
}
