import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { CACHE_CONTROL, securityHeaders } from '@safety-companion/pwa/hosting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { ERROR_MESSAGES } from '../errors.js';
import { testConfig, unusedStore } from '../test-support.js';

const SHELL = `<!doctype html><html><head><title>Safety Companion</title></head><body>${'<!-- shell -->'.repeat(100)}</body></html>`;
const FILES: Record<string, string> = {
  'index.html': SHELL,
  'shell.html': SHELL,
  'about.html': '<h1>About (prerendered)</h1>',
  'legal/index.html': '<h1>Legal (prerendered)</h1>',
  'assets/x-abc123.js': 'console.log("hashed");',
  'assets/style-9f8e7d.css': 'body{margin:0}',
  'app-ads.txt': 'google.com, pub-0000000000000000, DIRECT, f08c47fec0942fa0',
  'sw.js': 'self.addEventListener("fetch", () => {});',
  'manifest.webmanifest': '{"name":"Safety Companion"}',
  'icon-192.png': 'not really a png',
  'robots.txt': 'User-agent: *',
  '.env': 'SECRET=1',
  '.well-known/assetlinks.json': '[]',
};

let siteDir: string;
let app: ReturnType<typeof createApp>;

beforeAll(() => {
  siteDir = mkdtempSync(join(tmpdir(), 'safety-site-'));
  for (const [path, content] of Object.entries(FILES)) {
    mkdirSync(dirname(join(siteDir, path)), { recursive: true });
    writeFileSync(join(siteDir, path), content);
  }
  app = createApp({ store: unusedStore(), config: testConfig({ siteDir }) });
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

async function get(path: string, headers: Record<string, string> = {}) {
  return app.request(path, { headers });
}

function expectSecurityHeaders(response: Response) {
  for (const [name, value] of Object.entries(securityHeaders()))
    expect(response.headers.get(name)).toBe(value);
}

describe('static files', () => {
  it.each([
    ['/', SHELL, 'text/html; charset=utf-8', CACHE_CONTROL.revalidate],
    ['/index.html', SHELL, 'text/html; charset=utf-8', CACHE_CONTROL.revalidate],
    [
      '/assets/x-abc123.js',
      FILES['assets/x-abc123.js'],
      'text/javascript; charset=utf-8',
      CACHE_CONTROL.immutable,
    ],
    [
      '/assets/style-9f8e7d.css',
      FILES['assets/style-9f8e7d.css'],
      'text/css; charset=utf-8',
      CACHE_CONTROL.immutable,
    ],
    ['/app-ads.txt', FILES['app-ads.txt'], 'text/plain; charset=utf-8', CACHE_CONTROL.shortLived],
    ['/sw.js', FILES['sw.js'], 'text/javascript; charset=utf-8', CACHE_CONTROL.revalidate],
    [
      '/manifest.webmanifest',
      FILES['manifest.webmanifest'],
      'application/manifest+json',
      CACHE_CONTROL.revalidate,
    ],
    ['/icon-192.png', FILES['icon-192.png'], 'image/png', CACHE_CONTROL.shortLived],
    ['/.well-known/assetlinks.json', '[]', 'application/json; charset=utf-8', CACHE_CONTROL.shortLived],
  ])(
    '%s: its content, type and cache rule, with the security headers',
    async (path, content, type, cache) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(content);
      expect(response.headers.get('Content-Type')).toBe(type);
      expect(response.headers.get('Cache-Control')).toBe(cache);
      expectSecurityHeaders(response);
    },
  );

  it('answers HEAD with the headers and no body', async () => {
    const response = await app.request('/assets/x-abc123.js', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(CACHE_CONTROL.immutable);
    expect(await response.text()).toBe('');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/index.html');
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^W\/"/);
    const again = await get('/index.html', { 'If-None-Match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(again.headers.get('Cache-Control')).toBe(CACHE_CONTROL.revalidate);
    expectSecurityHeaders(again);
  });

  it('compresses text for clients that accept gzip', async () => {
    const response = await get('/index.html', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Vary')).toMatch(/Accept-Encoding/);
    const body = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
    expect(body).toBe(SHELL);
  });
});

describe('client routes', () => {
  it.each(['/hero-lookup', '/feedback', '/privacyPolicies', '/some/deep/route', '/assets', '/hero-lookup/'])(
    '%s gets the app shell, revalidated',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(SHELL);
      expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('Cache-Control')).toBe(CACHE_CONTROL.revalidate);
      expectSecurityHeaders(response);
    },
  );

  it('gets a prerendered page when there is one: /about → about.html, /legal → legal/index.html', async () => {
    expect(await (await get('/about')).text()).toBe(FILES['about.html']);
    expect(await (await get('/legal')).text()).toBe(FILES['legal/index.html']);
    expect(await (await get('/legal/')).text()).toBe(FILES['legal/index.html']);
    expect((await get('/about')).headers.get('Cache-Control')).toBe(CACHE_CONTROL.revalidate);
  });
});

describe('missing and forbidden files', () => {
  it.each([
    '/missing.js',
    '/assets/x-000000.js',
    '/assets/missing.css',
    '/favicon.ico',
    '/hero-lookup/app.js',
  ])('%s: 404, never the app shell', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(response.headers.get('Cache-Control')).toBe(CACHE_CONTROL.never);
    expect(await response.json()).toEqual({ message: ERROR_MESSAGES.notFound });
    expectSecurityHeaders(response);
  });

  it.each([
    '/.env',
    '/../package.json',
    '/%2e%2e/package.json',
    '/assets/%2e%2e/%2e%2e/package.json',
    '/..%2f..%2fetc%2fpasswd',
    '/index.html%00.js',
  ])('%s: not served', async (path) => {
    const response = await get(path);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await response.text()).not.toMatch(/SECRET|safety-companion|root:/);
  });

  it('a malformed escape in the path: 400', async () => {
    const response = await get('/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: ERROR_MESSAGES.badPath });
  });

  it('other methods on site paths: JSON 404', async () => {
    const response = await app.request('/hero-lookup', { method: 'POST' });
    expect(response.status).toBe(404);
  });

  it('the API keeps its JSON 404 next to the site', async () => {
    const response = await get('/api/unknown');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: ERROR_MESSAGES.notFound });
    expect(response.headers.get('Cache-Control')).toBe(CACHE_CONTROL.never);
  });
});

describe('a prerendered build: the landing page in index.html, the shell in shell.html', () => {
  const BUILD: Record<string, string> = {
    'index.html': '<h1>Landing (prerendered)</h1>',
    'shell.html': '<div id="root"></div>',
    'about.html': '<h1>About (prerendered)</h1>',
    'privacyPolicies.html': '<h1>Legal Documents (prerendered)</h1>',
  };
  let buildDir: string;
  let site: ReturnType<typeof createApp>;

  beforeAll(() => {
    buildDir = mkdtempSync(join(tmpdir(), 'safety-site-prerendered-'));
    for (const [path, content] of Object.entries(BUILD)) writeFileSync(join(buildDir, path), content);
    site = createApp({ store: unusedStore(), config: testConfig({ siteDir: buildDir }) });
  });
  afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

  it.each([
    ['/', 'index.html'],
    ['/about', 'about.html'],
    ['/privacyPolicies', 'privacyPolicies.html'],
    ['/privacyPolicies?tab=eula', 'privacyPolicies.html'],
    ['/hero-lookup', 'shell.html'],
    ['/no/such/page', 'shell.html'],
  ])('%s gets %s, revalidated', async (path, file) => {
    const response = await site.request(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(BUILD[file]);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe(CACHE_CONTROL.revalidate);
  });
});
