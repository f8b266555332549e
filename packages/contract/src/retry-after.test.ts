import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './retry-after.js';

describe('retryAfterMs', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');

  it('reads seconds and HTTP dates, a past date as a negative wait', () => {
    expect(retryAfterMs(' 120 ', now)).toBe(120_000);
    expect(retryAfterMs('Fri, 27 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Fri, 27 Nov 2026 11:59:00 GMT', now)).toBe(-60_000);
  });

  it('answers undefined without a readable value', () => {
    for (const value of [undefined, null, '', '  ', 'soon', '1.5x'])
      expect(retryAfterMs(value, now)).toBeUndefined();
  });
});
