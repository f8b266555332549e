import { describe, expect, it } from 'vitest';
import { navigationDenylist, networkOnlyRules } from './caching-rules';

const denied = (apiBaseUrl: string, path: string) =>
  navigationDenylist(apiBaseUrl).some((pattern) => pattern.test(path));

describe('navigationDenylist: real files never get the app shell', () => {
  it.each([
    '/api/getSnapshot',
    '/app-ads.txt',
    '/admin',
    '/admin/users',
    '/icons/icon-192.png',
    '/robots.txt',
  ])('excludes %s', (path) => {
    expect(denied('/api', path)).toBe(true);
  });

  it.each(['/', '/home', '/privacyPolicies', '/hero-lookup', '/admin-login', '/feedback'])(
    'serves %s',
    (path) => {
      expect(denied('/api', path)).toBe(false);
    },
  );

  it('follows a different API path', () => {
    expect(denied('/v2/backend', '/v2/backend/getSnapshot')).toBe(true);
  });
});

describe('networkOnlyRules: API answers and photos are never cached', () => {
  const matches = (apiBaseUrl: string, url: string) =>
    networkOnlyRules(apiBaseUrl).some(
      (rule) =>
        rule.handler === 'NetworkOnly' && rule.urlPattern instanceof RegExp && rule.urlPattern.test(url),
    );

  it.each([
    ['/api', 'http://127.0.0.1:4173/api/getSnapshot?accessCode=ABC123'],
    ['/api', 'https://beacon.example/api/addFeedback'],
    ['https://api.example.org/v1', 'https://api.example.org/v1/getSnapshot?accessCode=ABC123'],
    ['/api', 'https://firebasestorage.googleapis.com/v0/b/x/o/photo.jpg'],
    // The street map's tiles name the area a hero looks at: never kept by the worker.
    ['/api', 'http://127.0.0.1:4173/api/map'],
    ['/api', 'http://127.0.0.1:4173/api/map/tiles.pmtiles'],
    ['https://api.example.org/v1', 'https://api.example.org/v1/map/tiles.pmtiles'],
  ])('with API %s, %s goes to the network only', (apiBaseUrl, url) => {
    expect(matches(apiBaseUrl, url)).toBe(true);
  });

  it.each([
    ['/api', 'http://127.0.0.1:4173/api/snapshotStream?accessCode=ABC123'],
    ['/api/', 'https://beacon.example/api/snapshotStream'],
    ['https://api.example.org/v1', 'https://api.example.org/v1/snapshotStream?accessCode=ABC123'],
  ])(
    'with API %s, the live stream %s is left to the browser: no rule of the worker takes it',
    (apiBaseUrl, url) => {
      expect(networkOnlyRules(apiBaseUrl).some((rule) => (rule.urlPattern as RegExp).test(url))).toBe(false);
      expect(matches(apiBaseUrl, url.replace('snapshotStream', 'snapshotStreams'))).toBe(true);
    },
  );

  it('leaves the site’s own files to the precache', () => {
    expect(matches('/api', 'http://127.0.0.1:4173/assets/index-abc.js')).toBe(false);
  });
});
