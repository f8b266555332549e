import { securityHeaders } from '@safety-companion/hosting';
import { describe, expect, it } from 'vitest';
import { postJson, testConfig, unusedStore, VALID_FEEDBACK } from '../test/support.js';
import { createApp } from './app.js';
import { ERROR_MESSAGES } from './errors.js';
import { createLogger } from './log.js';

function app(overrides: Parameters<typeof testConfig>[0] = {}) {
  return createApp({ store: unusedStore(), config: testConfig(overrides) });
}

describe('every API answer', () => {
  it('carries the security headers of the header module, without HSTS over http', async () => {
    const response = await app().request('/api/health');
    for (const [name, value] of Object.entries(securityHeaders()))
      expect(response.headers.get(name)).toBe(value);
    expect(response.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Strict-Transport-Security')).toBeNull();
  });

  it('adds HSTS over TLS', async () => {
    const tls = { incoming: { socket: { encrypted: true, remoteAddress: '203.0.113.5' } } };
    const response = await app().request('/api/health', {}, tls as never);
    expect(response.headers.get('Strict-Transport-Security')).toBe(
      securityHeaders({ https: true })['Strict-Transport-Security'],
    );
    expect(response.headers.get('Content-Security-Policy')).toContain('upgrade-insecure-requests');
  });

  it('believes X-Forwarded-Proto only behind a trusted proxy', async () => {
    const headers = { 'X-Forwarded-Proto': 'https' };
    expect(
      (await app().request('/api/health', { headers })).headers.get('Strict-Transport-Security'),
    ).toBeNull();
    const proxied = await app({ trustProxy: true }).request('/api/health', { headers });
    expect(proxied.headers.get('Strict-Transport-Security')).toMatch(/^max-age=/);
  });

  it('counts a client behind two proxies by the entry the farther one added (TRUST_PROXY=2)', async () => {
    // The client wrote an entry of its own; the farther proxy added the client's address; the nearer, the farther's.
    const chain = '6.6.6.6, 198.51.100.1, 203.0.113.9';
    const counted: string[] = [];
    const store = unusedStore({
      takeThrottleSlot: async (key) => {
        counted.push(key);
        return { allowed: false, retryAfterMs: 60_000 };
      },
    });
    for (const proxyHops of [2, 1, 0]) {
      const proxied = createApp({ store, config: testConfig({ proxyHops, trustProxy: proxyHops > 0 }) });
      const response = await postJson(proxied, '/api/addFeedback', VALID_FEEDBACK, {
        address: '10.0.0.2',
        headers: { 'X-Forwarded-For': chain },
      });
      expect(response.status).toBe(429);
    }
    // Trusting no proxy, the socket's address counts.
    expect(counted).toEqual(['198.51.100.1', '203.0.113.9', '10.0.0.2']);
  });

  it('is JSON, not cached, for errors too', async () => {
    const response = await postJson(app(), '/api/addFeedback', '{');
    expect(response.status).toBe(400);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
  });
});

describe('unknown API routes', () => {
  it.each([
    ['GET', '/api/nothing-here'],
    ['GET', '/api'],
    ['GET', '/api/'],
    ['POST', '/api/admin-panel'],
    ['DELETE', '/api/feedback/1'],
    ['GET', '/api/getSnapshot/extra'],
  ])('%s %s: JSON 404', async (method, path) => {
    const response = await app().request(path, { method });
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ message: ERROR_MESSAGES.notFound });
  });

  it.each([
    ['POST', '/api/health', 'GET, HEAD'],
    ['PUT', '/api/getSnapshot?accessCode=ABC123', 'GET, HEAD'],
    ['GET', '/api/addFeedback', 'POST'],
    ['DELETE', '/api/admin/login', 'POST'],
  ])('%s %s of a known route: JSON 405 with Allow: %s', async (method, path, allow) => {
    const response = await app().request(path, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe(allow);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ message: ERROR_MESSAGES.methodNotAllowed });
  });

  it('a path outside the API without a site: JSON 404', async () => {
    const response = await app().request('/hero-lookup');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: ERROR_MESSAGES.notFound });
  });
});

describe('CORS', () => {
  const origin = 'https://preview.example.org';

  it('allows no other origin by default', async () => {
    const response = await app().request('/api/health', { headers: { Origin: origin } });
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const preflight = await app().request('/api/addFeedback', {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('allows the configured origins only', async () => {
    const configured = app({ corsOrigins: [origin] });
    const preflight = await configured.request('/api/addFeedback', {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe(origin);
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toMatch(/POST.*PATCH.*DELETE/);
    // A lookup past the global guess budget carries its solved challenge in X-Altcha.
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toMatch(/Content-Type.*X-Altcha/i);

    const simple = await configured.request('/api/health', { headers: { Origin: origin } });
    expect(simple.headers.get('Access-Control-Allow-Origin')).toBe(origin);
    expect(simple.headers.get('Vary')).toMatch(/Origin/);
    // A refused client's page reads how long to wait.
    expect(simple.headers.get('Access-Control-Expose-Headers')).toBe('Retry-After');

    const other = await configured.request('/api/health', { headers: { Origin: 'https://evil.example' } });
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

/** A logger whose lines the test reads, parsed. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('info', {
    write: (line: string) => {
      lines.push(JSON.parse(line) as Record<string, unknown>);
    },
  });
  return { logger, lines };
}

describe('the log', () => {
  it('has one structured line per request, without the query string', async () => {
    const { logger, lines } = capturedLog();
    const logged = createApp({ store: unusedStore(), config: testConfig(), logger });
    await logged.request('/api/health?accessCode=SECRET');
    await logged.request('/api/nothing', { method: 'DELETE' });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        method: 'GET',
        path: '/api/health',
        status: 200,
        ms: expect.any(Number),
      }),
      expect.objectContaining({ method: 'DELETE', path: '/api/nothing', status: 404 }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('SECRET');
  });
});

describe('errors', () => {
  it('answers 500 with a fixed message and no stack trace when something breaks, and logs one line', async () => {
    const { logger, lines } = capturedLog();
    const broken = createApp({
      store: unusedStore({
        countThrottleEvents: () => Promise.resolve(0),
        lookupStatus: () => Promise.reject(new Error('disk on fire at /srv/data')),
      }),
      config: testConfig(),
      logger,
    });
    const response = await broken.request('/api/getSnapshot?accessCode=ABC123');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: ERROR_MESSAGES.internal });
    expect(text).not.toMatch(/disk on fire|at \//);
    expect(lines.filter((line) => line.level === 50)).toEqual([
      expect.objectContaining({
        path: '/api/getSnapshot',
        err: expect.objectContaining({ message: 'disk on fire at /srv/data' }),
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('ABC123');
  });
});
