import { describe, expect, it } from 'vitest';
import { parseSettings } from '../parse-settings';
import { SITE_PAGES, type SitePage } from '../site-pages';
import { robotsTxt, sitemapXml } from './crawler-files';

const production = parseSettings({ VITE_SITE_URL: 'https://www.example.org/' });

function locations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
}

describe('robotsTxt', () => {
  it('keeps crawlers out of the API, /user-status and the admin pages, and names the sitemap', () => {
    expect(robotsTxt(production)).toBe(
      [
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /user-status',
        'Disallow: /admin-login',
        'Disallow: /admin',
        ...['es', 'fr', 'pt', 'ar', 'zh'].flatMap((prefix) => [
          `Disallow: /${prefix}/user-status`,
          `Disallow: /${prefix}/admin-login`,
          `Disallow: /${prefix}/admin`,
        ]),
        '',
        'Sitemap: https://www.example.org/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it("disallows every page of the table that is not indexable, and the API at the build's own path", () => {
    const text = robotsTxt(parseSettings({ VITE_API_BASE_URL: '/v2/api' }));
    for (const page of SITE_PAGES.filter((line) => !line.indexable))
      expect(text).toContain(`\nDisallow: ${page.path}\n`);
    for (const page of SITE_PAGES.filter((line) => line.indexable && line.path !== '/'))
      expect(text).not.toContain(`Disallow: ${page.path}\n`);
    expect(text).toContain('Disallow: /v2/api/\n');
    expect(text).toContain('Sitemap: http://127.0.0.1:8080/sitemap.xml');
  });

  it('has no API line when the API lives on another origin; a page with a parameter by its prefix', () => {
    const inbox: SitePage = {
      ...(SITE_PAGES.at(-1) as SitePage),
      path: '/admin/feedback/$id',
      indexable: false,
    };
    const text = robotsTxt(parseSettings({ VITE_API_BASE_URL: 'https://api.example.org' }), [inbox]);
    expect(text).not.toContain('api');
    expect(text).toContain('Disallow: /admin/feedback/\n');
  });
});

describe('sitemapXml', () => {
  it('lists the absolute address of every indexable page in each language, and no other', () => {
    const xml = sitemapXml(production);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    const indexable = SITE_PAGES.filter((page) => page.indexable);
    expect(locations(xml)).toEqual([
      ...indexable.map((page) => `https://www.example.org${page.path}`),
      ...['es', 'fr', 'pt', 'ar', 'zh'].flatMap((prefix) =>
        indexable.map((page) => `https://www.example.org/${prefix}${page.path === '/' ? '/' : page.path}`),
      ),
    ]);
    expect(locations(xml)).toContain('https://www.example.org/es/hero-lookup');
    expect(locations(xml)).toContain('https://www.example.org/zh/hero-lookup');
    expect(locations(xml)).toContain('https://www.example.org/');
    expect(locations(xml)).toContain('https://www.example.org/privacyPolicies');
    expect(xml).not.toMatch(/admin|user-status/);
  });

  it('escapes what XML would read as markup, and leaves out pages with parameters', () => {
    const page = SITE_PAGES[0] as SitePage;
    const xml = sitemapXml({ siteUrl: 'https://example.org', apiBaseUrl: '/api' }, [
      { ...page, path: '/a&b' },
      { ...page, path: '/hero/$id' },
    ]);
    expect(locations(xml)).toEqual(
      ['', '/es', '/fr', '/pt', '/ar', '/zh'].map((prefix) => `https://example.org${prefix}/a&amp;b`),
    );
  });

  it('names each address in every language by its locale code, and English as the default', () => {
    const entry = sitemapXml(production)
      .split('\n')
      .find((line) => line.includes('<loc>https://www.example.org/pt/about</loc>'));
    const alternates = [...(entry ?? '').matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
      ([, hreflang, href]) => `${hreflang} ${href}`,
    );
    expect(alternates).toEqual([
      'en https://www.example.org/about',
      'es https://www.example.org/es/about',
      'fr https://www.example.org/fr/about',
      'pt-BR https://www.example.org/pt/about',
      'ar https://www.example.org/ar/about',
      'zh-Hans https://www.example.org/zh/about',
      'x-default https://www.example.org/about',
    ]);
  });
});
