import { describe, expect, it } from 'vitest';
import { describeAcknowledgement, describeOwnAcknowledgement, formatMinutesRange } from './answer-words.js';
import { arrivalEstimate, straightKm } from './arrival.js';
import { isPositionStale } from './position-age.js';
import { ARRIVAL_FIELD_MESSAGES, ArrivalEstimate } from './schemas/arrival-estimate.js';

describe('arrivalEstimate', () => {
  // minutes = km × 1.3 ÷ speed × 60, shown from 0.8× to 1.2×: whole minutes, past an hour to 5 minutes.
  it.each([
    [0.05, 'foot', 1, 1],
    [0.5, 'foot', 6, 9],
    [1, 'foot', 12, 19],
    [2, 'foot', 25, 37],
    [5, 'foot', 60, 95],
    [1, 'car', 2, 4],
    [5, 'car', 12, 19],
    [20, 'car', 50, 75],
    [100, 'car', 250, 375],
    [300, 'car', 750, 1125],
    [100, 'foot', 1250, 1440],
    [300, 'foot', 1440, 1440],
  ] as const)('%s km %s: %s–%s min', (km, mode, min, max) => {
    const estimate = arrivalEstimate(km, mode);
    expect(estimate).toEqual({ mode, minMinutes: min, maxMinutes: max });
    // Every estimate the page makes is one the server takes.
    expect(ArrivalEstimate.safeParse(estimate).success).toBe(true);
  });

  it('measures the straight line on the sphere', () => {
    expect(straightKm({ latitude: 0, longitude: 0 }, { latitude: 0.01, longitude: 0 })).toBeCloseTo(1.112, 3);
    expect(
      straightKm({ latitude: 51.5, longitude: -0.12 }, { latitude: 48.85, longitude: 2.35 }),
    ).toBeCloseTo(343, -1);
  });
});

describe('ArrivalEstimate', () => {
  it('takes whole minutes with 1 ≤ min ≤ max ≤ 1440 and max ≤ 2 × min + 5', () => {
    expect(ArrivalEstimate.safeParse({ mode: 'foot', minMinutes: 1, maxMinutes: 7 }).success).toBe(true);
    expect(ArrivalEstimate.safeParse({ mode: 'car', minMinutes: 1440, maxMinutes: 1440 }).success).toBe(true);
    const refused = (value: unknown) => ArrivalEstimate.safeParse(value).error?.issues[0]?.message;
    expect(refused({ mode: 'car', minMinutes: 0, maxMinutes: 3 })).toBe(ARRIVAL_FIELD_MESSAGES.minutes);
    expect(refused({ mode: 'car', minMinutes: 1.5, maxMinutes: 3 })).toBe(ARRIVAL_FIELD_MESSAGES.minutes);
    expect(refused({ mode: 'car', minMinutes: 10, maxMinutes: 1441 })).toBe(ARRIVAL_FIELD_MESSAGES.minutes);
    expect(refused({ mode: 'car', minMinutes: 10, maxMinutes: 9 })).toBe(ARRIVAL_FIELD_MESSAGES.range);
    expect(refused({ mode: 'car', minMinutes: 1, maxMinutes: 8 })).toBe(ARRIVAL_FIELD_MESSAGES.range);
    expect(ArrivalEstimate.safeParse({ mode: 'bike', minMinutes: 1, maxMinutes: 2 }).success).toBe(false);
    // Strict: a position never rides along.
    expect(
      ArrivalEstimate.safeParse({ mode: 'car', minMinutes: 5, maxMinutes: 8, latitude: 1, longitude: 2 })
        .success,
    ).toBe(false);
  });
});

describe('the words of an estimate', () => {
  const eta = { mode: 'car', minMinutes: 12, maxMinutes: 18 } as const;

  it('says the range, how, and to the last known position when it is stale', () => {
    expect(describeAcknowledgement({ kind: 'on-the-way', name: 'Sam', eta })).toBe(
      'Sam is on the way, about 12–18 min by car (estimate)',
    );
    expect(
      describeAcknowledgement(
        { kind: 'on-the-way', name: 'Sam', eta },
        { person: 'Riley', positionStale: true },
      ),
    ).toBe("Sam is on the way, about 12–18 min by car to Riley's last known position (estimate)");
    expect(describeOwnAcknowledgement({ kind: 'on-the-way', eta: { ...eta, mode: 'foot' } })).toBe(
      'You are on the way, about 12–18 min on foot (estimate)',
    );
    expect(describeAcknowledgement({ kind: 'here', name: 'Sam' }, { person: 'Riley' })).toBe(
      'Sam is with Riley',
    );
    expect(describeAcknowledgement({ kind: 'here', name: null })).toBe('A hero is with the person');
    expect(describeOwnAcknowledgement({ kind: 'here' }, { person: 'Riley' })).toBe('You are with Riley');
  });

  it('writes minutes, then hours and minutes, in the units Intl gives the language', () => {
    expect(formatMinutesRange(50, 75)).toBe('50 min–1 hr 15 min');
    expect(formatMinutesRange(60, 95)).toBe('1 hr–1 hr 35 min');
    expect(formatMinutesRange(50, 75, 'es')).toBe('50 min–1 h 15 min');
    expect(formatMinutesRange(12, 18, 'zh-Hans')).toBe('12–18分钟');
    expect(formatMinutesRange(45, 65, 'zh-Hans')).toBe('45分钟–1小时5分钟');
  });

  it('calls a position stale once it is as old as a silent phone', () => {
    const snapshot = {
      emergency: true,
      reason: 'Emergency switched on',
      timestamp: '2025-06-14T14:00:00.000Z',
      trail: [],
      location: { latitude: 1, longitude: 2, takenAt: '2025-06-14T14:00:00.000Z' },
    };
    const at = Date.parse('2025-06-14T14:00:00.000Z');
    expect(isPositionStale(snapshot, at + 119_000)).toBe(false);
    expect(isPositionStale(snapshot, at + 120_000)).toBe(true);
  });
});
