import { describe, expect, it } from 'vitest';
import { formatDistance, mapCaption } from './map-caption';
import { distanceAlong, distanceBetween } from './trail-distance';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 10, minute)).toISOString();
// Northwards along one meridian: 0.001° of latitude is 111.2 m on the haversine's sphere.
const TRAIL = [
  { latitude: 41.88, longitude: -87.63, accuracy: 20, at: at(-10) },
  { latitude: 41.881, longitude: -87.63, at: at(-6) },
  { latitude: 41.882, longitude: -87.63, accuracy: null, at: at(-1) },
  { latitude: 41.8829, longitude: -87.63, accuracy: 12, at: at(2) },
];
const LOCATION = { latitude: 41.8829, longitude: -87.63, accuracy: 12 };
const NOW = Date.parse(at(4));
const base = {
  location: LOCATION,
  positionAt: new Date(at(2)),
  trail: TRAIL,
  streetMap: true,
  now: NOW,
  locale: 'en-GB',
  timeZone: 'UTC',
};

describe('mapCaption', () => {
  // British English writes 'mins'; American English '10:02 AM' (below).
  it('says where, how precise, when, how far the person moved over the trail, and how many positions it has', () => {
    expect(mapCaption(base)).toBe(
      'Last known position ±12 m, 10:02, 2 mins ago. Moved 320 m in the last 12 minutes. Trail: 4 positions.',
    );
  });

  it('ends with the lack of a street map when the map has no streets', () => {
    expect(mapCaption({ ...base, streetMap: false })).toMatch(
      / Trail: 4 positions\. No street map is set up on this site\.$/,
    );
  });

  it('leaves the accuracy out when the phone did not say it, and the time when nothing says it', () => {
    expect(mapCaption({ ...base, location: { ...LOCATION, accuracy: null }, positionAt: undefined })).toBe(
      'Last known position. Moved 320 m in the last 12 minutes. Trail: 4 positions.',
    );
  });

  it('says nothing of moving with a single position, and counts it in the singular', () => {
    expect(mapCaption({ ...base, trail: TRAIL.slice(-1) })).toBe(
      'Last known position ±12 m, 10:02, 2 mins ago. Trail: 1 position.',
    );
    expect(mapCaption({ ...base, trail: [] })).toBe('Last known position ±12 m, 10:02, 2 mins ago.');
  });

  it('names the day of a fix older than a day, and writes large distances in kilometres', () => {
    const far = [
      { latitude: 41.88, longitude: -87.63, at: at(-70) },
      { latitude: 41.891, longitude: -87.63, at: at(-10) },
    ];
    expect(
      mapCaption({
        ...base,
        trail: far,
        location: { ...LOCATION, accuracy: 1_500 },
        now: NOW + 2 * 86_400_000,
      }),
    ).toBe(
      'Last known position ±1.5 km, 27 Nov 2026, 10:02, 2 days ago. Moved 1.2 km in the last 1 hour. Trail: 2 positions.',
    );
  });

  it('writes the time, numbers and units in the locale it is given', () => {
    expect(mapCaption({ ...base, locale: 'en-US' })).toMatch(
      /^Last known position ±12 m, 10:02 AM, 2 min ago\./,
    );
  });
});

describe('trail distance', () => {
  it('measures along the trail, not from its start to its end', () => {
    const there = { latitude: 0, longitude: 0.01 };
    const back = [{ latitude: 0, longitude: 0 }, there, { latitude: 0, longitude: 0 }];
    expect(distanceAlong(back)).toBeCloseTo(2 * distanceBetween(back[0] as typeof there, there), 6);
    expect(distanceBetween({ latitude: 0, longitude: 0 }, there)).toBeCloseTo(1_111.95, 1);
  });

  it('is 0 for no point or one', () => {
    expect(distanceAlong([])).toBe(0);
    expect(distanceAlong([{ latitude: 1, longitude: 1 }])).toBe(0);
  });

  it('rounds short distances to 10 m and long ones to 100 m', () => {
    expect(formatDistance(8.4, 'en')).toBe('8 m');
    expect(formatDistance(322.5, 'en')).toBe('320 m');
    expect(formatDistance(12_345, 'en')).toBe('12 km');
  });
});
