// What the lookup's early paint leaves for the frames after it (the page's second inline script, at the end of its
// markup: early-lookup.after-paint.ts): the action bar, with the hero's emergency number, in the room the paint kept
// for it, and the map, drawn in its place with Leaflet and the map's styles before the app has started
// (early-map.ts), so that on a slow phone the map follows the status by the time Leaflet takes to arrive. None of it
// is in the way of the status's paint: the request, the answer and the words are the first inline script's alone.
import type { StatusSnapshot } from '@safety-companion/contract';
import type { NumberToCall } from '../features/hero-lookup/call-words';
import { askMapSetup } from '../features/status-map/ask-map-setup';
import type { StreetLayerModule } from '../features/status-map/map-drawing';
import { askStreetMapHead } from '../features/status-map/street-map-head';
import { type ActionWords, withActions } from './early-actions';
import { EARLY_STATUS_ATTRIBUTE } from './early-lookup';
import type { drawEarlyMap } from './early-map';
import { EARLY_MAP_ATTRIBUTE } from './early-paint';

/**
 * The early map's module and its styles (the build's `early-map` entry), compiled into the inline script by the
 * prerendering; undefined elsewhere (no early map: the app draws it).
 */
declare const __EARLY_MAP__:
  | {
      module: string;
      styles: string[];
      /** The chunks the map and the street layer import, asked for with them rather than once they are read. */
      preloads: string[];
      streetLayer: string;
    }
  | undefined;

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
 * started (status-map/early-map.ts), so that on a slow phone the map follows the status by the time Leaflet takes
 * to arrive. Settles once it is drawn, or could not be.
 */
function drawMapEarly(snapshot: StatusSnapshot, apiBaseUrl: string): Promise<void> {
  const place = document.querySelector<HTMLElement>(`[${EARLY_MAP_ATTRIBUTE}]`);
  const early = typeof __EARLY_MAP__ === 'undefined' ? undefined : __EARLY_MAP__;
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
 * Draws the actions of the painted result, with `call` as the hero's number, and then starts its map; settles once
 * the map is drawn, or could not be.
 */
export function afterPaint(
  snapshot: StatusSnapshot,
  apiBaseUrl: string,
  call: NumberToCall,
  words: ActionWords,
): Promise<void> {
  const result = document.querySelector<HTMLElement>(`[${EARLY_STATUS_ATTRIBUTE}] .lookup-result`);
  if (!result) return Promise.resolve();
  withActions(result, snapshot, call, words);
  return drawMapEarly(snapshot, apiBaseUrl);
}
