import { describe, expect, it } from 'vitest';
import {
  DEFAULT_API_RUN_REGION,
  FirebaseHostingError,
  firebaseApiService,
  firebaseHostingConfig,
} from './firebase-hosting';
import { contentSecurityPolicy, securityHeaders } from './headers';
import { HOSTING_FILE } from './hosting-settings';

const API = { serviceId: 'beacon-api', region: 'europe-west1' };
const PAGES = ['/', '/about', '/feedback', '/admin', '/admin/feedback/$id', '/docs/$'];

describe('firebaseHostingConfig', () => {
  const { hosting } = firebaseHostingConfig({ apiBaseUrl: '/api', firebaseAuth: false, pages: PAGES }, API);
  const headersOf = (source: string) => hosting.headers.find((rule) => rule.source === source)?.headers ?? [];

  it('sends the same-origin API to its Cloud Run service, first', () => {
    expect(hosting.rewrites[0]).toEqual({
      source: '/api/**',
      run: { serviceId: 'beacon-api', region: 'europe-west1' },
    });
    const nested = firebaseHostingConfig({ apiBaseUrl: '/v1/api/', firebaseAuth: false, pages: [] }, API);
    expect(nested.hosting.rewrites).toEqual([{ source: '/v1/api/**', run: API }]);
  });

  it("rewrites only the site's pages to the shell; every other address gets Firebase's 404.html", () => {
    expect(hosting.cleanUrls).toBe(true);
    expect(hosting.rewrites.slice(1)).toEqual([
      { source: '/', destination: '/shell.html' },
      { source: '/about', destination: '/shell.html' },
      { source: '/feedback', destination: '/shell.html' },
      { source: '/admin', destination: '/shell.html' },
      { source: '/admin/feedback/*', destination: '/shell.html' },
      { source: '/docs/**', destination: '/shell.html' },
    ]);
    expect(hosting.rewrites.map((rewrite) => rewrite.source)).not.toContain('**');
  });

  it("gives every page the server's Permissions-Policy (geolocation for the site itself)", () => {
    expect(headersOf('**')).toContainEqual({
      key: 'Permissions-Policy',
      value: securityHeaders({})['Permissions-Policy'],
    });
    expect(securityHeaders({})['Permissions-Policy']).toContain('geolocation=(self)');
  });

  it('needs no API service when the API lives on another origin', () => {
    const { hosting: remote } = firebaseHostingConfig({
      apiBaseUrl: 'https://api.example.org/v1',
      firebaseAuth: false,
      pages: ['/'],
    });
    expect(remote.rewrites).toEqual([{ source: '/', destination: '/shell.html' }]);
  });

  it('refuses a same-origin API without its service, saying what to set', () => {
    const settings = { apiBaseUrl: '/api', firebaseAuth: false, pages: PAGES };
    expect(() => firebaseHostingConfig(settings)).toThrow(FirebaseHostingError);
    expect(() => firebaseHostingConfig(settings)).toThrow(/FIREBASE_API_RUN_SERVICE.*VITE_API_BASE_URL/s);
  });

  it('serves app-ads.txt and robots.txt as plain text and sitemap.xml as XML', () => {
    expect(headersOf('/app-ads.txt')).toEqual([{ key: 'Content-Type', value: 'text/plain; charset=utf-8' }]);
    expect(headersOf('/robots.txt')).toEqual([{ key: 'Content-Type', value: 'text/plain; charset=utf-8' }]);
    expect(headersOf('/sitemap.xml')).toEqual([
      { key: 'Content-Type', value: 'application/xml; charset=utf-8' },
    ]);
  });

  it('sends the CSP of the build over https, and never deploys the hosting file', () => {
    const { hosting: remote } = firebaseHostingConfig({
      apiBaseUrl: 'https://api.example.org/v1',
      firebaseAuth: true,
      pages: [],
    });
    const csp = remote.headers[0]?.headers.find((header) => header.key === 'Content-Security-Policy');
    expect(csp?.value).toBe(
      contentSecurityPolicy({ apiBaseUrl: 'https://api.example.org/v1', firebaseAuth: true, https: true }),
    );
    expect(hosting.ignore).toContain(HOSTING_FILE);
    expect(hosting.ignore).toContain('**/*.br');
  });

  it('revalidates the HTML, the service worker and the manifest, and keeps hashed assets for a year', () => {
    expect(headersOf('**/*.html')).toEqual([{ key: 'Cache-Control', value: 'no-cache' }]);
    expect(headersOf('/sw.js')).toEqual([{ key: 'Cache-Control', value: 'no-cache' }]);
    expect(headersOf('/manifest.webmanifest')).toEqual([
      { key: 'Cache-Control', value: 'no-cache' },
      { key: 'Content-Type', value: 'application/manifest+json' },
    ]);
    expect(headersOf('/assets/**')).toEqual([
      { key: 'Cache-Control', value: 'public, max-age=31536000, immutable' },
    ]);
  });
});

describe('firebaseApiService', () => {
  it('reads the service and its region, us-central1 by default', () => {
    expect(firebaseApiService({ FIREBASE_API_RUN_SERVICE: 'beacon-api' })).toEqual({
      serviceId: 'beacon-api',
      region: DEFAULT_API_RUN_REGION,
    });
    expect(DEFAULT_API_RUN_REGION).toBe('us-central1');
    expect(
      firebaseApiService({ FIREBASE_API_RUN_SERVICE: 'beacon-api', FIREBASE_API_RUN_REGION: 'europe-west1' }),
    ).toEqual(API);
  });

  it('is undefined when no service is set; empty values count as unset', () => {
    expect(firebaseApiService({})).toBeUndefined();
    expect(
      firebaseApiService({ FIREBASE_API_RUN_SERVICE: ' ', FIREBASE_API_RUN_REGION: '' }),
    ).toBeUndefined();
  });

  it.each([
    [{ FIREBASE_API_RUN_SERVICE: 'Beacon_API' }, /FIREBASE_API_RUN_SERVICE must be a Cloud Run service name/],
    [
      { FIREBASE_API_RUN_SERVICE: 'beacon-api', FIREBASE_API_RUN_REGION: 'Europe' },
      /FIREBASE_API_RUN_REGION must be a Cloud Run region/,
    ],
  ])('refuses %j, naming the setting', (env, message) => {
    expect(() => firebaseApiService(env)).toThrow(FirebaseHostingError);
    expect(() => firebaseApiService(env)).toThrow(message);
  });
});
