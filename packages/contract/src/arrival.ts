import {
  ARRIVAL_LIMITS,
  ARRIVAL_SPEEDS_KMH,
  type ArrivalEstimate,
  type ArrivalMode,
} from './schemas/arrival-estimate.js';

/** Road distance in a city is 1.2 to 1.23 times the straight line: an estimate takes 1.3. */
export const ROAD_FACTOR = 1.3;

/** Whole minutes; past an hour, to 5 minutes. */
function roundMinutes(minutes: number): number {
  return minutes < 60 ? Math.round(minutes) : Math.round(minutes / 5) * 5;
}

/**
 * A hero's estimate from the straight-line distance to the person's last known position: straight km × 1.3 ÷ the
 * mode's speed, as a range from 0.8 to 1.2 times it, in whole minutes (past an hour to 5 minutes), at least 1 and at
 * most a day.
 *
 * @example
 * arrivalEstimate(5, 'car'); // { mode: 'car', minMinutes: 12, maxMinutes: 19 }
 */
export function arrivalEstimate(straightKm: number, mode: ArrivalMode): ArrivalEstimate {
  const minutes = ((straightKm * ROAD_FACTOR) / ARRIVAL_SPEEDS_KMH[mode]) * 60;
  const clamp = (value: number) => Math.min(ARRIVAL_LIMITS.maxMinutes, Math.max(1, value));
  const minMinutes = clamp(roundMinutes(minutes * 0.8));
  const maxMinutes = clamp(Math.max(minMinutes, roundMinutes(minutes * 1.2)));
  return { mode, minMinutes, maxMinutes };
}

/** The Earth's mean radius (IUGG), in km: the haversine's sphere. */
const EARTH_RADIUS_KM = 6_371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle distance between two points, in km (haversine: within 0.5 % of the ellipsoid's).
 *
 * @example
 * straightKm({ latitude: 0, longitude: 0 }, { latitude: 0.01, longitude: 0 }); // 1.112
 */
export function straightKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}
