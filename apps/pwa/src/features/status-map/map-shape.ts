import type { StatusSnapshot } from '@safety-companion/contract';

/** A point of the map, as Leaflet takes it: [latitude, longitude]. */
export type LatLng = [number, number];

/** What the map draws: the current position with its accuracy (metres), the start, and the trail. */
export interface MapShape {
  position: LatLng;
  accuracy: number | undefined;
  start: LatLng | undefined;
  trail: LatLng[];
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
  };
}

/** A key that changes exactly when the shape does: the map redraws on a new position, not on every render. */
export function shapeKey(shape: MapShape): string {
  return JSON.stringify(shape);
}
