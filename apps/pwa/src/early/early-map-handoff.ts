// What the lookup page's inline script leaves for the app when it drew the map before the app had started
// (early-map.ts): the map itself, which the app's map takes over where it stands, and the site's map setup, which
// the app then does not ask again. Through a window property: the two sides are separate chunks.
import type { MapSetup } from '@safety-companion/contract';
import type { MapDrawing } from '../features/status-map/map-drawing';

export interface EarlyMap {
  drawing: MapDrawing;
  /** The site's map setup, as asked by the inline script's map. */
  setup: Promise<MapSetup>;
  /** Settles once the map is drawn, streets included (or there are none, or they could not be asked for). */
  drawn: Promise<void>;
}

const EARLY_MAP = '__earlyMap';

type WindowWithEarlyMap = Window & { [EARLY_MAP]?: EarlyMap };

/** Leaves the early map for the app. */
export function leaveEarlyMap(map: EarlyMap) {
  (window as WindowWithEarlyMap)[EARLY_MAP] = map;
}

/** The site's map setup as the early map asked it, if it did. */
export function earlyMapSetup(): Promise<MapSetup> | undefined {
  return (window as WindowWithEarlyMap)[EARLY_MAP]?.setup;
}

/** The early map, once: the app's map that takes it over owns it from then on. */
export function takeEarlyMap(): EarlyMap | undefined {
  const target = window as WindowWithEarlyMap;
  const map = target[EARLY_MAP];
  delete target[EARLY_MAP];
  return map;
}
