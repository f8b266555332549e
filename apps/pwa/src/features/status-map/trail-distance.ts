import type { Coordinates } from '@safety-companion/contract';

/** The Earth's mean radius (IUGG), in metres: the haversine's sphere. */
const EARTH_RADIUS_M = 6_371_008.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in metres (haversine: within 0.5 % of the ellipsoid's). */
export function distanceBetween(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** How far a trail goes from its first point to its last, through every point between, in metres. */
export function distanceAlong(points: readonly Coordinates[]): number {
  let total = 0;
  for (let index = 1; index < points.length; index += 1) {
    total += distanceBetween(points[index - 1] as Coordinates, points[index] as Coordinates);
  }
  return total;
}
