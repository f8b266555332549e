import { describe, expect, it, vi } from 'vitest';
import { testConfig, unusedStore, useTestStore } from '../../test/support.js';
import { createApp } from '../app.js';
import { ERROR_MESSAGES } from '../errors.js';

const store = useTestStore();

describe('GET /api/health', () => {
  it('answers 200 while the store answers', async () => {
    const app = createApp({ store: store(), config: testConfig() });
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the store does not', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = unusedStore({ ping: () => Promise.reject(new Error('connection refused')) });
    const app = createApp({ store: down, config: testConfig() });
    const response = await app.request('/api/health');
    expect(response.status).toBe(503);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ message: ERROR_MESSAGES.storeUnavailable });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
