import { describe, expect, it } from 'vitest';
import { contentTypeFor } from './content-types';

describe('contentTypeFor', () => {
  it.each([
    ['/app-ads.txt', 'text/plain; charset=utf-8'],
    ['/manifest.webmanifest', 'application/manifest+json'],
    ['/added-here.webmanifest', 'application/manifest+json'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/sitemap.xml', 'application/xml; charset=utf-8'],
    ['/about.html', 'text/html; charset=utf-8'],
    ['/assets/index-abc123.JS', 'text/javascript; charset=utf-8'],
    ['/icons/icon-192.png', 'image/png'],
    ['/icon.svg', 'image/svg+xml'],
    ['/.well-known/assetlinks.json', 'application/json; charset=utf-8'],
    ['/assets/index-abc123.css', 'text/css; charset=utf-8'],
    ['/fonts/inter.woff2', 'font/woff2'],
    ['/download.unknown', 'application/octet-stream'],
  ])('serves %s as %s', (path, type) => {
    expect(contentTypeFor(path)).toBe(type);
  });
});
