// robots.txt and sitemap.xml, written into the build from the site's page table (its `indexable` column) and the
// site's public origin (`VITE_SITE_URL`): crawlers read only the indexable pages, never the private ones or the
// API. Every host serves them as files of the build (the hosting package gives their content types).
import { DEFAULT_LOCALE, LOCALES } from '@safety-companion/contract';
import type { Plugin } from 'vite';
import { pathInLocale } from '../i18n/locale.ts';
import type { Settings } from '../parse-settings';
import { sameOriginApiPath } from '../pwa/caching-rules.ts';
import { SITE_PAGES, type SitePage } from '../site-pages.ts';

export const ROBOTS_FILE = 'robots.txt';
export const SITEMAP_FILE = 'sitemap.xml';

type CrawlerSettings = Pick<Settings, 'siteUrl' | 'apiBaseUrl'>;

/** The address a rule of robots.txt covers: a page's own path, or the prefix before its first parameter. */
function pathPrefix(path: string): string {
  const parameter = path.search(/\/\$/);
  return parameter === -1 ? path : path.slice(0, parameter + 1);
}

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`,
  );
}

/**
 * The site's robots.txt: the API on this origin and every page that is not indexable are not crawled, and the
 * sitemap is named by its absolute address.
 */
export function robotsTxt(settings: CrawlerSettings, pages: readonly SitePage[] = SITE_PAGES): string {
  const api = sameOriginApiPath(settings.apiBaseUrl);
  const disallowed = [
    ...(api ? [api] : []),
    ...LOCALES.flatMap((locale) =>
      pages.filter((page) => !page.indexable).map((page) => pathPrefix(pathInLocale(page.path, locale))),
    ),
  ];
  return [
    'User-agent: *',
    ...[...new Set(disallowed)].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${settings.siteUrl}/${SITEMAP_FILE}`,
    '',
  ].join('\n');
}

/**
 * The site's sitemap: the absolute address of every indexable page in every language, each with its addresses in
 * all of them (pages with parameters have no one address).
 */
export function sitemapXml(settings: CrawlerSettings, pages: readonly SitePage[] = SITE_PAGES): string {
  const address = (path: string, locale: string) =>
    escapeXml(`${settings.siteUrl}${pathInLocale(path, locale as (typeof LOCALES)[number])}`);
  const alternates = (path: string) =>
    [...LOCALES, 'x-default']
      .map(
        (hreflang) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${address(path, hreflang === 'x-default' ? DEFAULT_LOCALE : hreflang)}"/>`,
      )
      .join('');
  const urls = LOCALES.flatMap((locale) =>
    pages
      .filter((page) => page.indexable && !page.path.includes('$'))
      .map((page) => `  <url><loc>${address(page.path, locale)}</loc>${alternates(page.path)}</url>`),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Writes robots.txt and sitemap.xml into the build. */
export function crawlerFiles(settings: CrawlerSettings): Plugin {
  return {
    name: 'safety-companion:crawler-files',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: ROBOTS_FILE, source: robotsTxt(settings) });
      this.emitFile({ type: 'asset', fileName: SITEMAP_FILE, source: sitemapXml(settings) });
    },
  };
}
