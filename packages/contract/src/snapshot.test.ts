import { describe, expect, it } from 'vitest';
import { StatusSnapshot } from './schemas/snapshot.js';
import {
  describeAcknowledgement,
  EXPIRED_REASON,
  formatCoordinates,
  formatSnapshotDate,
  getCurrentLocationUrl,
  getDirectionsToCurrentUrl,
  getDirectionsUrl,
  getSnapshotState,
  getStartLocationUrl,
  NOT_SET,
  SAMPLE_SNAPSHOT,
  sampleSnapshotAt,
  toSnapshotDate,
} from './snapshot.js';

const base = StatusSnapshot.parse({});
const utc = { locale: 'en-GB', timeZone: 'UTC' };

describe('state', () => {
  it('is an emergency when emergency is true, even when expired', () => {
    expect(getSnapshotState({ ...base, emergency: true, reason: EXPIRED_REASON })).toBe('emergency');
  });

  it("is expired when the reason is 'Status Has Expired'", () => {
    expect(getSnapshotState({ ...base, reason: 'Status Has Expired' })).toBe('expired');
  });

  it('is active otherwise', () => {
    expect(getSnapshotState({ ...base, reason: 'status has expired' })).toBe('active');
  });
});

describe('dates', () => {
  it.each([
    ['an ISO string', '2025-03-03T14:05:00Z'],
    ['epoch milliseconds', Date.UTC(2025, 2, 3, 14, 5)],
    ['epoch seconds', Date.UTC(2025, 2, 3, 14, 5) / 1000],
    ['a seconds stamp', { seconds: Date.UTC(2025, 2, 3, 14, 5) / 1000, nanoseconds: 5e8 }],
    ['a serialised stamp', { _seconds: Date.UTC(2025, 2, 3, 14, 5) / 1000, _nanoseconds: 0 }],
  ])('reads %s', (_case, value) => {
    expect(formatSnapshotDate(value, utc)).toBe('3 Mar 2025, 14:05');
  });

  it('writes the time in the viewer time zone', () => {
    const value = '2025-07-01T12:00:00Z';
    expect(formatSnapshotDate(value, { locale: 'en-US', timeZone: 'America/New_York' })).toBe(
      'Jul 1, 2025, 8:00 AM',
    );
    expect(formatSnapshotDate(value, { locale: 'de-DE', timeZone: 'Europe/Berlin' })).toBe(
      '01.07.2025, 14:00',
    );
  });

  it.each([null, undefined, '', 'not a date'])("gives 'Not set' for %j", (value) => {
    expect(formatSnapshotDate(value)).toBe(NOT_SET);
  });

  it('keeps the milliseconds of a nanosecond stamp', () => {
    expect(toSnapshotDate({ seconds: 1, nanoseconds: 250_000_000 })?.getTime()).toBe(1250);
  });
});

describe('maps links', () => {
  const located = {
    ...base,
    startLocation: { latitude: 38.8977, longitude: -77.0365 },
    location: { latitude: 38.8895, longitude: -77.0353 },
  };

  it('gives directions from the start to the current location', () => {
    expect(getDirectionsUrl(located)).toBe(
      'https://www.google.com/maps/dir/?api=1&origin=38.8977,-77.0365&destination=38.8895,-77.0353',
    );
  });

  it('gives no directions from the start when the start is where the person is now', () => {
    const here = { latitude: 41.8809, longitude: -87.6329 };
    expect(
      getDirectionsUrl({ startLocation: here, location: { ...here, latitude: 41.880900000001 } }),
    ).toBeUndefined();
    expect(getDirectionsUrl({ startLocation: here, location: { ...here, latitude: 41.881 } })).toBe(
      'https://www.google.com/maps/dir/?api=1&origin=41.8809,-87.6329&destination=41.881,-87.6329',
    );
  });

  it("gives directions to the current location from wherever the hero's device is", () => {
    expect(
      getDirectionsToCurrentUrl({ location: { latitude: 41.880900000000004, longitude: -87.6329 } }),
    ).toBe('https://www.google.com/maps/dir/?api=1&destination=41.8809,-87.6329');
    expect(getDirectionsToCurrentUrl({ location: null })).toBeUndefined();
  });

  it('shows the start location', () => {
    expect(getStartLocationUrl(located)).toBe(
      'https://www.google.com/maps/search/?api=1&query=38.8977,-77.0365',
    );
  });

  it('shows the current location on its own, also without a start location', () => {
    const withoutStart = { ...located, startLocation: null };
    expect(getCurrentLocationUrl(withoutStart)).toBe(
      'https://www.google.com/maps/search/?api=1&query=38.8895,-77.0353',
    );
    expect(getCurrentLocationUrl({ ...located, location: null })).toBeUndefined();
  });

  it('writes coordinates as text', () => {
    expect(formatCoordinates({ latitude: 38.8895, longitude: -77.0353 })).toBe('38.8895, -77.0353');
  });

  it('rounds floating-point noise of a moved position to 5 decimals, trailing zeros dropped', () => {
    const moved = { latitude: 41.880900000000004, longitude: -87.632912345 };
    expect(formatCoordinates(moved)).toBe('41.8809, -87.63291');
    expect(formatCoordinates({ latitude: 1.5, longitude: -0.000001 })).toBe('1.5, 0');
    expect(getCurrentLocationUrl({ location: moved })).toBe(
      'https://www.google.com/maps/search/?api=1&query=41.8809,-87.63291',
    );
    expect(getDirectionsUrl({ startLocation: { latitude: 0.1 + 0.2, longitude: 2 }, location: moved })).toBe(
      'https://www.google.com/maps/dir/?api=1&origin=0.3,2&destination=41.8809,-87.63291',
    );
  });

  it('leaves out a link whose coordinates are missing', () => {
    expect(getDirectionsUrl({ ...located, location: null })).toBeUndefined();
    expect(getDirectionsUrl({ ...located, startLocation: null })).toBeUndefined();
    expect(getStartLocationUrl({ ...located, startLocation: null })).toBeUndefined();
  });
});

describe('SAMPLE_SNAPSHOT', () => {
  it('is a valid, active snapshot for the demo code, with what the phone knows and two answers', () => {
    expect(StatusSnapshot.parse(SAMPLE_SNAPSHOT)).toEqual(SAMPLE_SNAPSHOT);
    expect(SAMPLE_SNAPSHOT.accessCode).toBe('AAAAAA');
    expect(getSnapshotState(SAMPLE_SNAPSHOT)).toBe('active');
    expect(SAMPLE_SNAPSHOT.location?.accuracy).toBe(35);
    expect(SAMPLE_SNAPSHOT.battery).toEqual({ level: 0.12, charging: false });
    expect(SAMPLE_SNAPSHOT.acknowledgements?.map((answer) => describeAcknowledgement(answer))).toEqual([
      'Sam is on the way',
      'A hero has seen this',
    ]);
  });

  it('is shown at any moment as updated 2 minutes ago, with its countdown running', () => {
    const now = Date.UTC(2026, 10, 23, 20, 0, 0);
    const shown = sampleSnapshotAt(now);
    expect(StatusSnapshot.parse(shown)).toEqual(shown);
    expect(shown.timestamp).toBe('2026-11-23T19:58:00.000Z');
    expect(shown.startTime).toBe('2026-11-23T19:18:00.000Z');
    expect(shown.endTime).toBe('2026-11-23T21:18:00.000Z');
    expect(shown.acknowledgements?.map((answer) => answer.at)).toEqual([
      '2026-11-23T19:56:00.000Z',
      '2026-11-23T19:53:00.000Z',
    ]);
    expect(shown.info).toBe(SAMPLE_SNAPSHOT.info);
  });
});

describe('describeAcknowledgement', () => {
  it('says each answer with the hero’s name, or A hero', () => {
    expect(describeAcknowledgement({ kind: 'seen', name: 'Sam' })).toBe('Sam has seen this');
    expect(describeAcknowledgement({ kind: 'on-the-way', name: 'Sam' })).toBe('Sam is on the way');
    expect(describeAcknowledgement({ kind: 'called-emergency-services', name: null })).toBe(
      'A hero has called emergency services',
    );
    expect(describeAcknowledgement({ kind: 'seen', name: '  ' })).toBe('A hero has seen this');
  });
});
