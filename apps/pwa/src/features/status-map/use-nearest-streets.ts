import { useEffect, useState } from 'react';
import type { NearestStreets, StreetPosition } from './street-names';

// Its own chunk beside the street layer's (they share protomaps-leaflet and the file's reader): loaded only once a
// map with streets is shown.
const loadStreetNames = () => import('./street-names');

/** Runs `then` when the browser is idle (or soon, where it cannot say): never in the way of a paint. */
function whenIdle(then: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(then, { timeout: 2_000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(then, 0);
  return () => clearTimeout(id);
}

/**
 * The nearest streets to `position`, named from the site's street map at `tiles` (`useMapSetup`'s answer; anything
 * but an address: none), read in idle time after the page has painted, and again as the position moves. Null until
 * then, without a street map, when the map has no named street near, or when its tile could not be read.
 *
 * @example
 * const streets = useNearestStreets(useMapSetup(loadClient), snapshot.location); // { street: 'Avenue 7', … }
 */
export function useNearestStreets(
  tiles: string | null | undefined,
  position: StreetPosition | null | undefined,
): NearestStreets | null {
  const [streets, setStreets] = useState<NearestStreets | null>(null);
  const latitude = position?.latitude;
  const longitude = position?.longitude;
  const accuracy = position?.accuracy;
  useEffect(() => {
    if (!tiles || tiles === 'unknown' || latitude === undefined || longitude === undefined) {
      setStreets(null);
      return;
    }
    let current = true;
    const cancel = whenIdle(() => {
      loadStreetNames()
        .then(({ nearestStreets }) => nearestStreets(tiles, { latitude, longitude, accuracy }))
        .then(
          (found) => current && setStreets(found),
          () => current && setStreets(null),
        );
    });
    return () => {
      current = false;
      cancel();
    };
  }, [tiles, latitude, longitude, accuracy]);
  return streets;
}
