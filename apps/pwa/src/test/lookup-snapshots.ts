import { EXPIRED_REASON, type StatusSnapshot } from '@safety-companion/api';

/** A running countdown, as the API answers a lookup of ABC123; the lookup's tests vary it. */
export const ACTIVE: StatusSnapshot = {
  accessCode: 'ABC123',
  emergency: false,
  startTime: '2025-06-14T13:30:00.000Z',
  endTime: '2025-06-14T15:30:00.000Z',
  timestamp: '2025-06-14T14:10:00.000Z',
  timezone: 'UTC',
  reason: 'Countdown running',
  info: 'Walking home from the station.',
  location: { latitude: 38.8895, longitude: -77.0353 },
  startLocation: { latitude: 38.8977, longitude: -77.0365 },
  photo_url: null,
  timerDetails: { who: 'Alex', what: 'Walk home', where: 'Main Street' },
};
export const EMERGENCY: StatusSnapshot = { ...ACTIVE, emergency: true };
export const EXPIRED: StatusSnapshot = { ...ACTIVE, reason: EXPIRED_REASON };
