import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_CONTROL, securityHeaders } from './headers';
import { DEFAULT_HOSTING_SETTINGS, HOSTING_FILE } from './hosting-settings';
import { hostingHeaders, SITE_ERROR_MESSAGES, siteApp, siteHost } from './site-app';

const SHELL = `<!doctype html><html><head><title>Safety Companion</title></head><body>${'<!-- shell -->'.repeat(100)}</body></html>`;
const NOT_FOUND = SHELL.replace('<!-- shell -->', '<!-- not found -->');
const PAGES = [
  '/',
  '/about',
  '/legal',
  '/hero-lookup',
  '/feedback',
  '/privacyPolicies',
  '/admin/feedback/$id',
];
const FILES: Record<string, string> = {
  'index.html': SHELL,
  'shell.html': SHELL,
  '404.html': NOT_FOUND,
  'about.html': '<h1>About (prerendered)</h1>',
  'legal/index.html': '<h1>Legal (prerendered)</h1>',
  'assets/x-abc123.js': 'console.log("hashed");',
  'assets/style-9f8e7d.css': 'body{margin:0}',
  'app-ads.txt': 'google.com, pub-0000000000000000, DIRECT, f08c47fec0942fa0',
  'sw.js': 'self.addEventListener("fetch", () => {});',
  'manifest.webmanifest': '{"name":"Safety Companion"}',
  'icon-192.png': 'not really a png',
  'robots.txt': 'User-agent: *',
  'sitemap.xml': '<?xml version="1.0" encoding="UTF-8"?><urlset/>',
  '.env': 'SECRET=1',
  '.well-known/assetlinks.json': '[]',
  [HOSTING_FILE]: JSON.stringify({ apiBaseUrl: '/api', firebaseAuth: false, pages: PAGES }),
};

function writeSite(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'safety-site-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

/** A host as small as the browser tests' one: the headers, a JSON not-found and error handler, the site. */
function host(siteDir: string) {
  const app = new Hono();
  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  app.onError((error, c) =>
    c.json({ message: error.message }, error instanceof HTTPException ? error.status : 500),
  );
  app.use(hostingHeaders(DEFAULT_HOSTING_SETTINGS));
  app.route('/', siteApp(siteDir));
  return app;
}

let siteDir: string;
let app: ReturnType<typeof host>;

beforeAll(() => {
  siteDir = writeSite(FILES);
  app = host(siteDir);
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
    ['/robots.txt', FILES['robots.txt'], 'text/plain; charset=utf-8', CACHE_CONTROL.shortLived],
    ['/sitemap.xml', FILES['sitemap.xml'], 'application/xml; charset=utf-8', CACHE_CONTROL.shortLived],
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

  it('answers 304 to a matching If-None-Match, and 200 to another tag', async () => {
    const first = await get('/index.html');
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.get('Last-Modified')).toMatch(/GMT$/);
    const again = await get('/index.html', { 'If-None-Match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(again.headers.get('Cache-Control')).toBe(CACHE_CONTROL.revalidate);
    expect(again.headers.get('ETag')).toBe(etag);
    expectSecurityHeaders(again);
    const other = await get('/index.html', { 'If-None-Match': 'W/"something-else"' });
    expect(other.status).toBe(200);
    expect(await other.text()).toBe(SHELL);
  });

  it('tags each file by its content', async () => {
    const shell = (await get('/index.html')).headers.get('ETag');
    const about = (await get('/about')).headers.get('ETag');
    expect(about).not.toBe(shell);
    expect((await get('/about')).headers.get('ETag')).toBe(about);
  });
});

describe('client routes', () => {
  it.each(['/hero-lookup', '/feedback', '/privacyPolicies', '/admin/feedback/42', '/hero-lookup/'])(
    '%s, a page of the build, gets the app shell, revalidated',
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

describe('addresses that are no page', () => {
  it.each(['/some/deep/route', '/assets', '/About', '/feedback/more', '/admin/feedback', '/404'])(
    '%s gets 404.html (the shell, which shows "Page not found") with status 404, uncached',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe(NOT_FOUND);
      expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('Cache-Control')).toBe(CACHE_CONTROL.never);
      expect(response.headers.get('ETag')).toBeNull();
      expectSecurityHeaders(response);
    },
  );

  it('HEAD on an unknown address: 404 without a body', async () => {
    const response = await app.request('/some/deep/route', { method: 'HEAD' });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('');
  });

  it("a build without 404.html leaves them to the host's 404", async () => {
    const { '404.html': _, ...withoutNotFound } = FILES;
    const dir = writeSite(withoutNotFound);
    try {
      const response = await host(dir).request('/some/deep/route');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not found' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a build without a hosting file has no page list: only its files and prerendered pages answer 200', async () => {
    const { [HOSTING_FILE]: _, ...withoutHostingFile } = FILES;
    const dir = writeSite(withoutHostingFile);
    try {
      const bare = host(dir);
      expect((await bare.request('/about')).status).toBe(200);
      expect((await bare.request('/hero-lookup')).status).toBe(404);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a build whose hosting file is not valid, naming the file', () => {
    const dir = writeSite({ ...FILES, [HOSTING_FILE]: '{"apiBaseUrl":"/api","firebaseAuth":false}' });
    try {
      expect(() => siteApp(dir)).toThrow(HOSTING_FILE);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('missing and forbidden files', () => {
  it.each([
    '/missing.js',
    '/assets/x-000000.js',
    '/assets/missing.css',
    '/favicon.ico',
    '/hero-lookup/app.js',
  ])("%s: the host's 404, uncached, never the app shell", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('Cache-Control')).toBe(CACHE_CONTROL.never);
    expect(await response.json()).toEqual({ message: 'Not found' });
    expectSecurityHeaders(response);
  });

  it.each([
    '/.env',
    `/${HOSTING_FILE}`,
    '/../package.json',
    '/%2e%2e/package.json',
    '/assets/%2e%2e/%2e%2e/package.json',
    '/..%2f..%2fetc%2fpasswd',
    '/index.html%00.js',
  ])('%s: 404, not served', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toMatch(/SECRET|apiBaseUrl|safety-companion|root:/);
  });

  it('a malformed escape in the path: an HTTPException 400', async () => {
    const response = await get('/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: SITE_ERROR_MESSAGES.badPath });
  });

  it("other methods on site paths: the host's 404", async () => {
    const response = await app.request('/hero-lookup', { method: 'POST' });
    expect(response.status).toBe(404);
  });
});

describe('a prerendered build: the landing page in index.html, the shell in shell.html', () => {
  const BUILD: Record<string, string> = {
    'index.html': '<h1>Landing (prerendered)</h1>',
    'shell.html': '<div id="root"></div>',
    'about.html': '<h1>About (prerendered)</h1>',
    'privacyPolicies.html': '<h1>Legal Documents (prerendered)</h1>',
    '404.html': '<div id="root"></div><!-- 404 -->',
    [HOSTING_FILE]: JSON.stringify({ apiBaseUrl: '/api', firebaseAuth: false, pages: PAGES }),
  };
  let buildDir: string;
  let site: ReturnType<typeof host>;

  beforeAll(() => {
    buildDir = writeSite(BUILD);
    site = host(buildDir);
  });
  afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

  it.each([
    ['/', 'index.html'],
    ['/about', 'about.html'],
    ['/privacyPolicies', 'privacyPolicies.html'],
    ['/privacyPolicies?tab=eula', 'privacyPolicies.html'],
    ['/hero-lookup', 'shell.html'],
  ])('%s gets %s, revalidated', async (path, file) => {
    const response = await site.request(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(BUILD[file]);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe(CACHE_CONTROL.revalidate);
  });
});

describe('hostingHeaders', () => {
  it("sends the build's CSP, and HSTS only over https", async () => {
    const settings = { apiBaseUrl: 'https://api.example.org/v1', firebaseAuth: true };
    const remote = new Hono();
    remote.use(hostingHeaders(settings));
    remote.get('/', (c) => c.text('ok'));
    const plain = await remote.request('/');
    expect(plain.headers.get('Content-Security-Policy')).toBe(
      securityHeaders(settings)['Content-Security-Policy'],
    );
    expect(plain.headers.get('Strict-Transport-Security')).toBeNull();
    const secure = await remote.request('https://example.org/');
    expect(secure.headers.get('Strict-Transport-Security')).toMatch(/^max-age=/);
    expect(secure.headers.get('Content-Security-Policy')).toContain('upgrade-insecure-requests');
  });
});

describe('siteHost', () => {
  it("serves a build with its headers and gzip, the added routes before the site's files", async () => {
    const served = siteHost(siteDir, (app) => app.get('/api/health', (c) => c.json({ ok: true })));
    const api = await served.request('/api/health');
    expect(await api.json()).toEqual({ ok: true });
    expect(api.headers.get('Content-Security-Policy')).toContain("default-src 'self'");

    const page = await served.request('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Encoding')).toBe('gzip');
    expect(page.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(gunzipSync(Buffer.from(await page.arrayBuffer())).toString()).toBe(SHELL);
  });
});
