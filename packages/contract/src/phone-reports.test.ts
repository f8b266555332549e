import { describe, expect, it } from 'vitest';
import {
  isSilentAt,
  lastReportAt,
  REPORT_INTERVAL_MS,
  SILENT_AFTER_MS,
  silentFrom,
} from './phone-reports.js';

const REPORTED = '2026-11-28T22:52:00.000Z';

describe('the phone’s reports', () => {
  it('are due every 60 s in an emergency and every 5 minutes otherwise; two missed make it silent', () => {
    expect(REPORT_INTERVAL_MS).toEqual({ emergency: 60_000, other: 300_000 });
    expect(SILENT_AFTER_MS).toEqual({ emergency: 120_000, other: 600_000 });
  });

  it('last came at the snapshot’s timestamp, the server’s time of the app’s last update', () => {
    expect(lastReportAt({ timestamp: REPORTED })?.toISOString()).toBe(REPORTED);
    expect(lastReportAt({ timestamp: null })).toBeUndefined();
  });

  it.each([
    ['an emergency', { emergency: true, reason: 'Emergency switched on' }, '2026-11-28T22:54:00.000Z'],
    ['a countdown', { emergency: false, reason: 'Countdown running' }, '2026-11-28T23:02:00.000Z'],
    ['an expired countdown', { emergency: false, reason: 'Status Has Expired' }, '2026-11-28T23:02:00.000Z'],
  ])('in %s, count as silent from the last report plus its allowance', (_state, fields, from) => {
    expect(silentFrom({ ...fields, timestamp: REPORTED })?.toISOString()).toBe(from);
  });

  it('make it silent from that moment on, never for a snapshot that says no time', () => {
    const emergency = { emergency: true, reason: null, timestamp: REPORTED };
    expect(isSilentAt(emergency, Date.parse(REPORTED) + 119_999)).toBe(false);
    expect(isSilentAt(emergency, Date.parse(REPORTED) + 120_000)).toBe(true);
    expect(silentFrom({ ...emergency, timestamp: null })).toBeUndefined();
    expect(isSilentAt({ ...emergency, timestamp: null }, Date.parse(REPORTED) + 3_600_000)).toBe(false);
  });
});
