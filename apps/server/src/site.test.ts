import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { CACHE_CONTROL, HOSTING_FILE, securityHeaders } from '@safety-companion/hosting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig, unusedStore } from '../test/support.js';
import { createApp } from './app.js';
import { ERROR_MESSAGES } from './errors.js';

// The site itself (files, clean URLs, cache rules, ETags) is tested with the hosting package; here, what the
// server adds around it: the headers of the build's hosting settings, gzip, and its JSON errors.
const SHELL = `<!doctype html><html><head><title>Safety Companion</title></head><body>${'<!-- shell -->'.repeat(100)}</body></html>`;
const NOT_FOUND = SHELL.replace('<!-- shell -->', '<!-- 404 -->');
const PAGES = ['/', '/hero-lookup', '/feedback', '/admin'];
const FILES: Record<string, string> = {
  'index.html': SHELL,
  'shell.html': SHELL,
  '404.html': NOT_FOUND,
  'assets/x-abc123.js': 'console.log("hashed");',
  'robots.txt': 'User-agent: *\nDisallow: /api/\n',
  'sitemap.xml': '<?xml version="1.0" encoding="UTF-8"?>\n<urlset/>\n',
  '.env': 'SECRET=1',
  [HOSTING_FILE]: JSON.stringify({ apiBaseUrl: '/api', firebaseAuth: false, pages: PAGES }),
};

const siteDirs: string[] = [];
function site(files: Record<string, string>) {
  const siteDir = mkdtempSync(join(tmpdir(), 'safety-site-'));
  siteDirs.push(siteDir);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(siteDir, path)), { recursive: true });
    writeFileSync(join(siteDir, path), content);
  }
  return createApp({ store: unusedStore(), config: testConfig({ siteDir }) });
}

let app: ReturnType<typeof createApp>;
beforeAll(() => {
  app = site(FILES);
});
afterAll(() => {
  for (const dir of siteDirs) rmSync(dir, { recursive: true, force: true });
});

function expectSecurityHeaders(response: Response) {
  for (const [name, value] of Object.entries(securityHeaders()))
    expect(response.headers.get(name)).toBe(value);
}

describe('the built site', () => {
  it.each(['/', '/hero-lookup', '/assets/x-abc123.js'])('%s: with the security headers', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
  });

  it('answers 304 to a matching If-None-Match, with the security headers', async () => {
    const etag = (await app.request('/index.html')).headers.get('ETag') ?? '';
    const again = await app.request('/index.html', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('Cache-Control')).toBe(CACHE_CONTROL.revalidate);
    expectSecurityHeaders(again);
  });

  it('sends a text file under 1 KiB as it is, with its length, and API answers uncompressed', async () => {
    const robots = await app.request('/robots.txt', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(robots.headers.get('Content-Encoding')).toBeNull();
    expect(robots.headers.get('Content-Length')).toBe(String(Buffer.byteLength(FILES['robots.txt'] ?? '')));
    expect(await robots.text()).toBe(FILES['robots.txt']);
    const api = await app.request('/api/nothing-here', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(api.status).toBe(404);
    expect(api.headers.get('Content-Encoding')).toBeNull();
  });

  it('compresses text for clients that accept gzip', async () => {
    const response = await app.request('/index.html', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Vary')).toMatch(/Accept-Encoding/);
    const body = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
    expect(body).toBe(SHELL);
  });

  it("allows the API origin and Firebase sign-in that the build's hosting file names, on the API too", async () => {
    const remote = site({
      ...FILES,
      [HOSTING_FILE]: JSON.stringify({
        apiBaseUrl: 'https://api.example.org/v1',
        firebaseAuth: true,
        pages: PAGES,
      }),
    });
    for (const path of ['/', '/api/health']) {
      const csp = (await remote.request(path)).headers.get('Content-Security-Policy') ?? '';
      expect(csp).toMatch(/connect-src 'self' https:\/\/api\.example\.org https:\/\/identitytoolkit/);
    }
  });

  it('refuses to start on a build whose hosting file is not valid, naming the file', () => {
    expect(() => site({ ...FILES, [HOSTING_FILE]: '{"apiBaseUrl":"api.example.org"}' })).toThrow(
      HOSTING_FILE,
    );
  });
});

describe('crawlers and addresses that are no page', () => {
  it.each([
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/sitemap.xml', 'application/xml; charset=utf-8'],
  ])('%s is served as %s', async (path, type) => {
    const response = await app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe(type);
    expect(await response.text()).toBe(FILES[path.slice(1)]);
  });

  it.each(['/hero-lookup', '/feedback', '/admin'])('%s, a page of the build, answers 200', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(SHELL);
  });

  it("an address that is no page answers 404 with the build's 404.html, uncached, with the security headers", async () => {
    const response = await app.request('/no/such/page', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe(CACHE_CONTROL.never);
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8')).toBe(NOT_FOUND);
    expectSecurityHeaders(response);
  });
});

describe('missing and forbidden files', () => {
  it.each(['/missing.js', '/assets/missing.css', '/.env', `/${HOSTING_FILE}`, '/..%2f..%2fetc%2fpasswd'])(
    '%s: JSON 404, never cached',
    async (path) => {
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(response.headers.get('Cache-Control')).toBe(CACHE_CONTROL.never);
      expect(await response.json()).toEqual({ message: ERROR_MESSAGES.notFound });
      expectSecurityHeaders(response);
    },
  );

  it('a malformed escape in the path: 400', async () => {
    const response = await app.request('/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: ERROR_MESSAGES.badPath });
  });

  it('other methods on site paths: JSON 404', async () => {
    const response = await app.request('/hero-lookup', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: ERROR_MESSAGES.notFound });
  });

  it('the API keeps its JSON 404 next to the site', async () => {
    const response = await app.request('/api/unknown');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: ERROR_MESSAGES.notFound });
    expect(response.headers.get('Cache-Control')).toBe(CACHE_CONTROL.never);
  });
});
