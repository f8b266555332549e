import { describe, expect, it } from 'vitest';
import { postJson, testConfig, unusedStore } from '../../test/support.js';
import { createApp } from '../app.js';
import { ERROR_MESSAGES } from '../errors.js';

// The route never reaches the store: a store that fails every call proves it.
const app = createApp({ store: unusedStore(), config: testConfig() });

describe('POST /api/admin/login', () => {
  it.each([
    ['any credentials', { username: 'admin', password: 'admin' }],
    ['the placeholder of the old site', { username: 'admin', password: 'password123' }],
    ['SQL in the fields', { username: "admin' --", password: "' OR '1'='1" }],
  ])('refuses %s with 401: no credentials exist', async (_case, credentials) => {
    const response = await postJson(app, '/api/admin/login', credentials);
    expect(response.status).toBe(401);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ message: ERROR_MESSAGES.invalidCredentials });
  });

  it.each([
    ['a missing password', { username: 'admin' }, 'password: Enter your password.'],
    ['an empty username', { username: ' ', password: 'x' }, 'username: Enter your username.'],
    ['a number for a username', { username: 7, password: 'x' }, 'username: Enter your username.'],
    [
      'a username that is too long',
      { username: 'a'.repeat(201), password: 'x' },
      'username: Keep the username under 201 characters.',
    ],
    ['an extra field', { username: 'a', password: 'b', role: 'admin' }, 'role: Unknown field.'],
    ['an array', [], ERROR_MESSAGES.notAnObject],
  ])('answers 400 for %s', async (_case, body, message) => {
    const response = await postJson(app, '/api/admin/login', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
  });

  it('answers 400 for malformed JSON, 415 for a form, 413 for a huge body', async () => {
    expect((await postJson(app, '/api/admin/login', '{"username":')).status).toBe(400);
    const form = await app.request('/api/admin/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'username=a&password=b',
    });
    expect(form.status).toBe(415);
    const huge = await postJson(app, '/api/admin/login', { username: 'a', password: 'p'.repeat(20_000) });
    expect(huge.status).toBe(413);
  });
});
