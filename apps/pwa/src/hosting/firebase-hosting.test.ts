import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSettings } from '../parse-settings';
import { firebaseHostingConfig } from './firebase-hosting';
import { cacheControlFor, contentSecurityPolicy, contentTypeFor, securityHeaders } from './headers';

// vitest runs in the package folder, where firebase.json sits beside vite.config.ts
const firebaseJson = resolve(process.cwd(), 'firebase.json');

describe('firebase.json', () => {
  it('is the configuration generated from the header module (UPDATE_FIREBASE_JSON=1 rewrites it)', () => {
    const settings = parseSettings({});
    const expected = firebaseHostingConfig({ apiBaseUrl: settings.apiBaseUrl, firebaseAuth: false });
    if (process.env.UPDATE_FIREBASE_JSON)
      writeFileSync(firebaseJson, `${JSON.stringify(expected, null, 2)}\n`);
    expect(JSON.parse(readFileSync(firebaseJson, 'utf8'))).toEqual(expected);
  });

  it('serves app-ads.txt as plain text, prerendered pages by their clean URL, and everything else the shell', () => {
    const { hosting } = JSON.parse(readFileSync(firebaseJson, 'utf8'));
    const appAds = hosting.headers.find((rule: { source: string }) => rule.source === '/app-ads.txt');
    expect(appAds.headers).toContainEqual({ key: 'Content-Type', value: 'text/plain; charset=utf-8' });
    expect(hosting.cleanUrls).toBe(true);
    expect(hosting.rewrites).toEqual([{ source: '**', destination: '/shell.html' }]);
  });
});

describe('headers', () => {
  it('never allows inline scripts, and connects to the API origin and Firebase only when configured', () => {
    const sameOrigin = contentSecurityPolicy({ apiBaseUrl: '/api' });
    expect(sameOrigin).toContain("script-src 'self'");
    expect(sameOrigin).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(sameOrigin).toContain("connect-src 'self';");
    const remote = contentSecurityPolicy({ apiBaseUrl: 'https://api.example.org/v1', firebaseAuth: true });
    expect(remote).toContain(
      "connect-src 'self' https://api.example.org https://identitytoolkit.googleapis.com https://securetoken.googleapis.com",
    );
    expect(remote).toContain('img-src');
    expect(remote).toContain('https://firebasestorage.googleapis.com');
  });

  it('sends HSTS on https only', () => {
    expect(securityHeaders({ https: true })['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    expect(securityHeaders({})['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders({})).toMatchObject({
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  it.each([
    ['/assets/index-abc123.js', 'public, max-age=31536000, immutable'],
    ['/index.html', 'no-cache'],
    ['/sw.js', 'no-cache'],
    ['/manifest.webmanifest', 'no-cache'],
    ['/workbox-93ef9beb.js', 'no-cache'],
    ['/privacyPolicies', 'no-cache'],
    ['/icons/icon-192.png', 'public, max-age=3600'],
  ])('caches %s with %s', (path, value) => {
    expect(cacheControlFor(path)).toBe(value);
  });
});

describe('contentTypeFor', () => {
  it.each([
    ['/app-ads.txt', 'text/plain; charset=utf-8'],
    ['/manifest.webmanifest', 'application/manifest+json'],
    ['/about.html', 'text/html; charset=utf-8'],
    ['/assets/index-abc123.JS', 'text/javascript; charset=utf-8'],
    ['/icons/icon-192.png', 'image/png'],
    ['/download.unknown', 'application/octet-stream'],
  ])('serves %s as %s', (path, type) => {
    expect(contentTypeFor(path)).toBe(type);
  });
});
