import { describe, expect, it } from 'vitest';
import { cacheControlFor, contentSecurityPolicy, securityHeaders } from './headers';

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

  it('allows the inline scripts whose hashes it is given, and no other', () => {
    const hash = `sha256-${'b'.repeat(43)}=`;
    expect(contentSecurityPolicy({ scriptHashes: [hash] })).toContain(`script-src 'self' '${hash}';`);
    expect(contentSecurityPolicy({})).toContain("script-src 'self';");
  });

  it("allows the hero lookup's live stream wherever the API lives (EventSource is held to connect-src)", () => {
    const connectSrc = (apiBaseUrl: string) =>
      /connect-src ([^;]+)/.exec(contentSecurityPolicy({ apiBaseUrl }))?.[1]?.split(' ') ?? [];
    expect(connectSrc('/api')).toContain("'self'");
    const stream = new URL('https://api.example.org/v1/snapshotStream?accessCode=ABC123');
    expect(connectSrc('https://api.example.org/v1')).toContain(stream.origin);
  });

  it("lets the site's own pages ask for a position, and nothing else", () => {
    const policy = securityHeaders({})['Permissions-Policy'];
    expect(policy).toContain('geolocation=(self)');
    expect(policy).toContain('camera=()');
    expect(policy).toContain('microphone=()');
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
    ['/added-here.webmanifest', 'no-cache'],
    // Imported by the service worker: a cached copy would hold back the worker's update.
    ['/push-handlers.js', 'no-cache'],
    ['/workbox-93ef9beb.js', 'no-cache'],
    ['/privacyPolicies', 'no-cache'],
    ['/icons/icon-192.png', 'public, max-age=3600'],
  ])('caches %s with %s', (path, value) => {
    expect(cacheControlFor(path)).toBe(value);
  });
});
