import { describe, expect, it } from 'vitest';
import { firebaseHostingConfig } from './firebase-hosting';
import { contentSecurityPolicy } from './headers';
import { HOSTING_FILE } from './hosting-settings';

describe('firebaseHostingConfig', () => {
  const { hosting } = firebaseHostingConfig({ apiBaseUrl: '/api', firebaseAuth: false });
  const headersOf = (source: string) => hosting.headers.find((rule) => rule.source === source)?.headers ?? [];

  it('serves app-ads.txt as plain text, prerendered pages by their clean URL, and everything else the shell', () => {
    expect(headersOf('/app-ads.txt')).toContainEqual({
      key: 'Content-Type',
      value: 'text/plain; charset=utf-8',
    });
    expect(hosting.cleanUrls).toBe(true);
    expect(hosting.rewrites).toEqual([{ source: '**', destination: '/shell.html' }]);
  });

  it('sends the CSP of the build over https, and never deploys the hosting file', () => {
    const { hosting: remote } = firebaseHostingConfig({
      apiBaseUrl: 'https://api.example.org/v1',
      firebaseAuth: true,
    });
    const csp = remote.headers[0]?.headers.find((header) => header.key === 'Content-Security-Policy');
    expect(csp?.value).toBe(
      contentSecurityPolicy({ apiBaseUrl: 'https://api.example.org/v1', firebaseAuth: true, https: true }),
    );
    expect(hosting.ignore).toContain(HOSTING_FILE);
  });

  it('revalidates the HTML, the service worker and the manifest, and keeps hashed assets for a year', () => {
    expect(headersOf('**/*.html')).toEqual([{ key: 'Cache-Control', value: 'no-cache' }]);
    expect(headersOf('/sw.js')).toEqual([{ key: 'Cache-Control', value: 'no-cache' }]);
    expect(headersOf('/manifest.webmanifest')).toContainEqual({
      key: 'Content-Type',
      value: 'application/manifest+json',
    });
    expect(headersOf('/assets/**')).toEqual([
      { key: 'Cache-Control', value: 'public, max-age=31536000, immutable' },
    ]);
  });
});
