import { describe, expect, it } from 'vitest';
import { StatusSnapshot } from './snapshot.js';

describe('StatusSnapshot', () => {
  it('reads every field of a full snapshot', () => {
    const full = {
      accessCode: 'ABC123',
      emergency: true,
      endTime: '2025-01-01T10:00:00Z',
      info: 'Info',
      location: { latitude: 1.5, longitude: 2.5 },
      startLocation: { latitude: -1, longitude: -2 },
      photo_url: 'https://firebasestorage.googleapis.com/p.jpg',
      reason: 'Emergency switch',
      startTime: 1735720000000,
      timestamp: { seconds: 1735725600, nanoseconds: 0 },
      timezone: 'Europe/Berlin',
      timerDetails: { who: 'Me', what: 'Hike', where: 'Hills' },
    };
    expect(StatusSnapshot.parse(full)).toEqual(full);
  });

  it('turns missing, null and malformed fields into null, and emergency into false', () => {
    const snapshot = StatusSnapshot.parse({
      accessCode: null,
      emergency: 'yes',
      location: { latitude: 200, longitude: 0 },
      timerDetails: { who: 'Me', what: 3 },
    });
    expect(snapshot).toEqual({
      accessCode: null,
      emergency: false,
      endTime: null,
      info: null,
      location: null,
      startLocation: null,
      photo_url: null,
      reason: null,
      startTime: null,
      timestamp: null,
      timezone: null,
      timerDetails: { who: 'Me', what: null, where: null },
    });
  });
});

describe('StatusSnapshot: what the phone knows and the heroes answered', () => {
  it('reads since when the emergency is on, and drops a malformed one', () => {
    const on = { emergency: true, emergencySince: '2026-11-28T22:56:00.000Z' };
    expect(StatusSnapshot.parse(on).emergencySince).toBe('2026-11-28T22:56:00.000Z');
    expect(StatusSnapshot.parse({ ...on, emergencySince: { at: 1 } }).emergencySince).toBeNull();
    expect('emergencySince' in StatusSnapshot.parse({ emergency: false })).toBe(false);
  });

  it('reads the accuracy, the battery and the answers', () => {
    const snapshot = StatusSnapshot.parse({
      location: { latitude: 1, longitude: 2, accuracy: 35 },
      battery: { level: 0.12, charging: true },
      acknowledgements: [{ kind: 'on-the-way', name: 'Sam', at: '2026-11-23T20:00:00.000Z' }],
    });
    expect(snapshot.location).toEqual({ latitude: 1, longitude: 2, accuracy: 35 });
    expect(snapshot.battery).toEqual({ level: 0.12, charging: true });
    expect(snapshot.acknowledgements).toEqual([
      { kind: 'on-the-way', name: 'Sam', at: '2026-11-23T20:00:00.000Z' },
    ]);
  });

  it('parses an older snapshot without them, and leaves them out', () => {
    const snapshot = StatusSnapshot.parse({ location: { latitude: 1, longitude: 2 } });
    expect(snapshot.location).toEqual({ latitude: 1, longitude: 2 });
    expect('battery' in snapshot).toBe(false);
    expect('acknowledgements' in snapshot).toBe(false);
  });

  it('reads when the phone took the current position and each of the trail, and drops a wrong one', () => {
    const snapshot = StatusSnapshot.parse({
      location: { latitude: 1, longitude: 2, takenAt: '2026-11-23T19:59:58.000Z' },
      trail: [
        { latitude: 1, longitude: 2, at: '2026-11-23T19:00:01.000Z', takenAt: '2026-11-23T19:00:00+01:00' },
        { latitude: 1, longitude: 2, at: '2026-11-23T20:00:00.000Z', takenAt: 'yesterday' },
        { latitude: 1, longitude: 2, at: '2026-11-23T20:01:00.000Z' },
      ],
    });
    expect(snapshot.location?.takenAt).toBe('2026-11-23T19:59:58.000Z');
    expect(snapshot.trail?.map((point) => point.takenAt)).toEqual([
      '2026-11-23T19:00:00+01:00',
      null,
      undefined,
    ]);
    expect(StatusSnapshot.parse({ location: { latitude: 1, longitude: 2, takenAt: 7 } }).location).toEqual({
      latitude: 1,
      longitude: 2,
      takenAt: null,
    });
  });

  it('drops what is malformed, keeping the rest', () => {
    const snapshot = StatusSnapshot.parse({
      location: { latitude: 1, longitude: 2, accuracy: -4 },
      battery: { level: 7, charging: true },
      acknowledgements: [{ kind: 'arrived', name: 'Sam', at: 'x' }],
      info: 'still here',
    });
    expect(snapshot.location).toEqual({ latitude: 1, longitude: 2, accuracy: null });
    expect(snapshot.battery).toBeNull();
    expect(snapshot.acknowledgements).toEqual([]);
    expect(snapshot.info).toBe('still here');
  });
});
