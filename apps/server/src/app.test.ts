import { securityHeaders } from '@safety-companion/hosting';
import { describe, expect, it, vi } from 'vitest';
import { postJson, testConfig, unusedStore } from '../test/support.js';
import { createApp } from './app.js';
import { ERROR_MESSAGES } from './errors.js';

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

  it('adds HSTS over https', async () => {
    const response = await app().request('https://example.org/api/health');
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
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toContain('POST');
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toMatch(/Content-Type/i);

    const simple = await configured.request('/api/health', { headers: { Origin: origin } });
    expect(simple.headers.get('Access-Control-Allow-Origin')).toBe(origin);
    expect(simple.headers.get('Vary')).toMatch(/Origin/);

    const other = await configured.request('/api/health', { headers: { Origin: 'https://evil.example' } });
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

describe('errors', () => {
  it('answers 500 with a fixed message and no stack trace when something breaks', async () => {
    const broken = createApp({
      store: {
        ...unusedStore(),
        takeThrottleSlot: () => Promise.reject(new Error('disk on fire at /srv/data')),
      },
      config: testConfig(),
    });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await broken.request('/api/getSnapshot?accessCode=ABC123');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: ERROR_MESSAGES.internal });
    expect(text).not.toMatch(/disk on fire|at \//);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});
