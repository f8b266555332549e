// What the lookup's inline script runs in the frames after its paint: an entry of the build of its own, which the
// script imports by its address (compiled in by the prerendering as `__AFTER_PAINT__`, preloaded as the status is
// asked for). The action bar, with the hero's emergency number (the contract's table, as the page's actions pick it:
// the country chosen on this device, else the browser's), in the room the paint kept for it; and the map, drawn in
// its place with Leaflet and the map's styles before the app has started (early-map.ts), so that on a slow phone the
// map follows the status by the time Leaflet takes to arrive. None of it is in the way of the status's paint, nor
// part of the inline script: the request, the answer and the words are the inline script's alone.
import { heroEmergencyNumber, type StatusSnapshot } from '@safety-companion/contract';
import { readEmergencyCountry } from '../features/emergency-actions/emergency-country';
import { askMapSetup } from '../features/status-map/ask-map-setup';
import type { StreetLayerModule } from '../features/status-map/map-drawing';
import { askStreetMapHead } from '../features/status-map/street-map-head';
import { withActions } from './early-actions';
import { EARLY_STATUS_ATTRIBUTE } from './early-lookup';
import type { drawEarlyMap } from './early-map';
import { EARLY_MAP_ATTRIBUTE } from './early-paint';
import type { AfterPaintGiven, EarlyMapFiles } from './handoff';

/** Adds a stylesheet to the page; resolves once it has loaded (or failed). */
function addStylesheet(href: string): Promise<void> {
  return new Promise((done) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    link.onload = () => done();
    link.onerror = () => done();
    document.head.append(link);
  });
}

/**
 * Draws the map in the place the early paint kept for it, with Leaflet and the map's styles, before the app has
 * started (early-map.ts, its files as `early` names them), so that on a slow phone the map follows the status by the
 * time Leaflet takes to arrive. Settles once it is drawn, or could not be.
 */
function drawMapEarly(snapshot: StatusSnapshot, apiBaseUrl: string, early?: EarlyMapFiles): Promise<void> {
  const place = document.querySelector<HTMLElement>(`[${EARLY_MAP_ATTRIBUTE}]`);
  // Not without signal: a browser keeps a module that failed to load as failed for the page's life, and the app's
  // map shares its modules.
  if (!place || !early || !navigator.onLine) return Promise.resolve();
  // Leaflet, the map's setup and, for a site with streets, their renderer and the head of their file, all at once.
  for (const href of early.preloads) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  }
  const loaded = import(/* @vite-ignore */ early.module) as Promise<{ drawEarlyMap: typeof drawEarlyMap }>;
  const setup = askMapSetup(apiBaseUrl);
  const streets = setup.then(({ tiles }) => {
    if (tiles === null) return undefined;
    const head = askStreetMapHead(tiles).catch(() => null);
    const loaded = import(/* @vite-ignore */ early.streetLayer) as Promise<StreetLayerModule>;
    return loaded.then(({ streetLayer }) => ({
      streetLayer: (at: string, dark: boolean) => streetLayer(at, dark, head),
    }));
  });
  streets.catch(() => {});
  const loadStreets = () => streets.then((module) => module ?? Promise.reject(new Error('No street map.')));
  return Promise.all([loaded, ...early.styles.map(addStylesheet)])
    .then(([module]) =>
      place.isConnected ? module.drawEarlyMap(place, { snapshot, setup, loadStreets }) : undefined,
    )
    .catch(() => {});
}

/**
 * Draws the actions of the painted result, calling the hero's own number, and then starts its map; settles once the
 * map is drawn, or could not be.
 */
export function afterPaint(snapshot: StatusSnapshot, given: AfterPaintGiven): Promise<void> {
  const result = document.querySelector<HTMLElement>(`[${EARLY_STATUS_ATTRIBUTE}] .lookup-result`);
  if (!result) return Promise.resolve();
  const call = heroEmergencyNumber(navigator.languages, readEmergencyCountry(), given.fallbackNumber);
  withActions(result, snapshot, call, given);
  return drawMapEarly(snapshot, given.apiBaseUrl, given.earlyMap);
}
