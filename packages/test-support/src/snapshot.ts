import type { StatusSnapshot } from '@safety-companion/contract';

/**
 * A running countdown as the API answers it, for the tests to vary: spread it and change what a test is about.
 *
 * @example
 * json(response, 200, { ...TEST_SNAPSHOT, emergency: true });
 */
export const TEST_SNAPSHOT = Object.freeze({
  accessCode: 'K7P2QX',
  emergency: false,
  reason: 'Countdown running',
  startTime: '2025-06-14T13:30:00.000Z',
  endTime: '2025-06-14T15:30:00.000Z',
  timestamp: '2025-06-14T14:10:00.000Z',
  info: 'Walking home',
  location: { latitude: 38.8895, longitude: -77.0353 },
  startLocation: { latitude: 38.8977, longitude: -77.0365 },
  photo_url: null,
  timezone: 'America/New_York',
  timerDetails: { who: 'Jordan', what: 'Evening walk', where: 'National Mall' },
}) satisfies StatusSnapshot;
