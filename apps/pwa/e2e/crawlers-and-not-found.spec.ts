import { LOCALES } from '@safety-companion/contract';
import { pathInLocale } from '../src/i18n/locale';
import { SITE_PAGES } from '../src/site-pages';
import { expect, test } from './support/fixtures';

// What crawlers read and what an address that is no page answers, as the browser tests' server (the hosting
// package's site app, as on the project's server) serves the build.

test('/robots.txt is plain text that keeps crawlers out of the API and the private pages, and names the sitemap', async ({
  request,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await response.text();
  expect(text).toContain('User-agent: *\n');
  for (const path of ['/api/', '/user-status', '/admin-login', '/admin'])
    expect(text).toContain(`\nDisallow: ${path}\n`);
  expect(text).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:8080\/sitemap\.xml$/m);
});

test('/sitemap.xml is XML listing the absolute address of every indexable page, in each language', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const indexable = SITE_PAGES.filter((page) => page.indexable).map((page) => page.path);
  expect(locations).toEqual(
    ['', '/es', '/fr', '/pt', '/ar', '/zh'].flatMap((prefix) =>
      indexable.map((path) => `http://127.0.0.1:8080${prefix}${prefix && path === '/' ? '/' : path}`),
    ),
  );
});

test('every page of the site answers 200 in each language: prerendered pages and client routes', async ({
  request,
}) => {
  for (const { path } of SITE_PAGES) {
    for (const locale of LOCALES) {
      const address = pathInLocale(path, locale);
      expect((await request.get(address)).status(), address).toBe(200);
    }
  }
  for (const address of ['/es/no-such-page', '/pt-BR/about', '/zh-Hans/'])
    expect((await request.get(address)).status(), address).toBe(404);
});

test('an address that is no page answers 404 and shows "Page not found"', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveTitle('Page not found | Beacon');
});
