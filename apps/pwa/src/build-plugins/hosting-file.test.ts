import {
  firebaseHostingConfig,
  isSitePage,
  NOT_FOUND_PATH,
  siteFileCandidates,
} from '@safety-companion/hosting';
import { describe, expect, it } from 'vitest';
import { parseSettings } from '../parse-settings';
import { SITE_PAGES } from '../site-pages';
import { hostingSettingsOf } from './hosting-file';

// Each language's pages under its prefix, in the contract's order of languages.
const PREFIXES = ['/es', '/fr', '/pt', '/ar', '/zh'];
const PATHS = [
  ...SITE_PAGES.map((page) => page.path),
  ...PREFIXES.flatMap((prefix) =>
    SITE_PAGES.map((page) => (page.path === '/' ? `${prefix}/` : `${prefix}${page.path}`)),
  ),
];

describe('hostingSettingsOf', () => {
  it("names the API address, whether Firebase sign-in is configured, and every page of the site's table", () => {
    expect(hostingSettingsOf(parseSettings({}))).toEqual({
      apiBaseUrl: '/api',
      firebaseAuth: false,
      pages: PATHS,
    });
    const remote = parseSettings({
      VITE_API_BASE_URL: 'https://api.example.org/v1',
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_AUTH_DOMAIN: 'example.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'example',
      VITE_FIREBASE_APP_ID: '1:2:web:3',
    });
    expect(hostingSettingsOf(remote)).toEqual({
      apiBaseUrl: 'https://api.example.org/v1',
      firebaseAuth: true,
      pages: PATHS,
    });
  });

  it('makes every page of the table, client routes and prerendered ones, a page for the hosts; nothing else', () => {
    const { pages } = hostingSettingsOf(parseSettings({}));
    for (const path of [
      '/',
      '/about',
      '/feedback',
      '/hero-lookup',
      '/admin',
      '/admin-login',
      '/user-status',
      '/es/',
      '/es/hero-lookup',
      '/es/admin',
      '/pt/',
      '/zh/hero-lookup',
      '/ar/privacyPolicies',
    ])
      expect(isSitePage(path, pages), path).toBe(true);
    expect(siteFileCandidates('/no/such/page', pages).at(-1)).toBe(NOT_FOUND_PATH);
    for (const path of ['/pt-BR/', '/zh-Hans/about', '/de/about'])
      expect(isSitePage(path, pages), path).toBe(false);
  });
});

describe('the firebase.json of a build (`pnpm firebase:json`)', () => {
  it("with the default same-origin API: the API's Cloud Run service first, then every page to the shell", () => {
    const config = firebaseHostingConfig(hostingSettingsOf(parseSettings({})), {
      serviceId: 'beacon-api',
      region: 'us-central1',
    });
    expect(config.hosting.rewrites).toEqual([
      { source: '/api/**', run: { serviceId: 'beacon-api', region: 'us-central1' } },
      // Firebase's sources have no trailing slash.
      ...PATHS.map((path) => ({
        source: path.length > 1 ? path.replace(/\/$/, '') : path,
        destination: '/shell.html',
      })),
    ]);
  });

  it('is refused for the default same-origin API without its service', () => {
    expect(() => firebaseHostingConfig(hostingSettingsOf(parseSettings({})))).toThrow(
      /FIREBASE_API_RUN_SERVICE/,
    );
  });
});
