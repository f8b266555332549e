import { randomInt } from 'node:crypto';
import { ACCESS_CODE_LENGTH, DEMO_ACCESS_CODE, type StatusSnapshot } from '@safety-companion/contract';

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A random access code (6 letters or digits), never the site's built-in demo code, which the site answers itself. */
export function randomAccessCode(): string {
  let code: string;
  do {
    code = Array.from(
      { length: ACCESS_CODE_LENGTH },
      () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)],
    ).join('');
  } while (code === DEMO_ACCESS_CODE);
  return code;
}

const MINUTE = 60_000;

/**
 * A realistic active status for trying a lookup: a timer started half an hour ago that runs for another 90 minutes.
 *
 * @example
 * await store.putStatus({ accessCode: code, snapshot: demoSnapshot(code, Date.now()) }, new Date());
 */
export function demoSnapshot(accessCode: string, now: number): StatusSnapshot {
  return {
    accessCode,
    emergency: false,
    startTime: new Date(now - 30 * MINUTE).toISOString(),
    endTime: new Date(now + 90 * MINUTE).toISOString(),
    timestamp: new Date(now - 2 * MINUTE).toISOString(),
    timezone: 'America/Chicago',
    reason: 'Countdown running',
    info: 'Demonstration status from the seed:demo script. No real person is involved.',
    location: { latitude: 41.8827, longitude: -87.6233 },
    startLocation: { latitude: 41.8789, longitude: -87.6359 },
    photo_url: null,
    timerDetails: {
      who: 'Riley, meeting a seller from an online marketplace',
      what: 'Buying a second-hand bicycle',
      where: 'Café by Millennium Park, Michigan Avenue',
    },
  };
}
