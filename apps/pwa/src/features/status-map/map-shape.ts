import type { StatusSnapshot } from '@safety-companion/contract';

/** A point of the map, as Leaflet takes it: [latitude, longitude]. */
export type LatLng = [number, number];

/** A circle on the ground: where a phone may have been, its accuracy in metres as the radius. */
export interface Ring {
  center: LatLng;
  radius: number;
}

/**
 * What the map draws: the current position with its accuracy (metres), the start, the trail, and the accuracy of
 * each earlier position of the trail that reported one (the current position's is `accuracy`).
 */
export interface MapShape {
  position: LatLng;
  accuracy: number | undefined;
  start: LatLng | undefined;
  trail: LatLng[];
  trailRings: Ring[];
}

/** The map's shape of a snapshot, or undefined when it says nowhere (no current position). */
export function mapShapeOf(snapshot: StatusSnapshot): MapShape | undefined {
  const { location, startLocation, trail = [] } = snapshot;
  if (!location) return undefined;
  const start = startLocation ?? trail[0];
  return {
    position: [location.latitude, location.longitude],
    accuracy: typeof location.accuracy === 'number' ? location.accuracy : undefined,
    start: start ? [start.latitude, start.longitude] : undefined,
    trail: trail.map((point): LatLng => [point.latitude, point.longitude]),
    trailRings: trail
      .slice(0, -1)
      .flatMap((point) =>
        typeof point.accuracy === 'number' && point.accuracy > 0
          ? [{ center: [point.latitude, point.longitude] as LatLng, radius: point.accuracy }]
          : [],
      ),
  };
}

/** A key that changes exactly when the shape does: the map redraws on a new position, not on every render. */
export function shapeKey(shape: MapShape): string {
  return JSON.stringify(shape);
}
