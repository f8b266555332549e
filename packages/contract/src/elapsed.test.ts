import { describe, expect, it } from 'vitest';
import { formatElapsed, lastPositionAt } from './elapsed.js';

describe('formatElapsed', () => {
  it.each([
    [0, '0 sec'],
    [12_400, '12 sec'],
    [59_999, '59 sec'],
    [60_000, '1 min'],
    [6 * 60_000 + 59_000, '6 min'],
    [2 * 3_600_000 + 5 * 60_000, '2 hr'],
    [3 * 86_400_000, '3 days'],
    [-5_000, '0 sec'],
  ])('writes %i ms as %s', (ms, text) => {
    expect(formatElapsed(ms, 'en')).toBe(text);
  });

  it('writes the units in full when asked', () => {
    expect(formatElapsed(12 * 60_000, 'en', 'long')).toBe('12 minutes');
    expect(formatElapsed(1_000, 'en', 'long')).toBe('1 second');
  });

  it('speaks the locale it is given', () => {
    expect(formatElapsed(6 * 60_000, 'de')).toBe('6 Min.');
  });
});

describe('lastPositionAt', () => {
  it('is the trail’s newest position', () => {
    const at = lastPositionAt({
      timestamp: '2025-06-14T14:10:00.000Z',
      trail: [
        { latitude: 1, longitude: 2, at: '2025-06-14T13:30:00.000Z' },
        { latitude: 1, longitude: 2, at: '2025-06-14T14:00:00.000Z' },
      ],
    });
    expect(at?.toISOString()).toBe('2025-06-14T14:00:00.000Z');
  });

  it('is the time the phone took the current position, when the app said it', () => {
    const at = lastPositionAt({
      timestamp: '2025-06-14T14:10:00.000Z',
      location: { latitude: 1, longitude: 2, takenAt: '2025-06-14T13:58:00.000Z' },
      trail: [{ latitude: 1, longitude: 2, at: '2025-06-14T14:00:00.000Z' }],
    });
    expect(at?.toISOString()).toBe('2025-06-14T13:58:00.000Z');
  });

  it('is the last update without a trail, and undefined without either', () => {
    expect(lastPositionAt({ timestamp: '2025-06-14T14:10:00.000Z' })?.toISOString()).toBe(
      '2025-06-14T14:10:00.000Z',
    );
    expect(lastPositionAt({ timestamp: null, trail: [] })).toBeUndefined();
  });
});
