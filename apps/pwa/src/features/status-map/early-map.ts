// The lookup's map drawn before the app has started: an entry of the build of its own (with Leaflet and the map's
// styles, shared with the app's map), which the page's inline script imports once it has painted a status with a
// position (hero-lookup/early-lookup.ts). On a slow phone the map is then drawn about as soon as Leaflet arrives,
// instead of after the app's code has loaded and started; the app's map takes it over where it stands.
import { MAP_SETUP_PATH } from '@safety-companion/api/addresses';
import { lastPositionAt, type MapSetup, type StatusSnapshot } from '@safety-companion/contract';
import { leaveEarlyMap } from './early-map-handoff';
import { mapCaption } from './map-caption';
import { createMapDrawing, type StreetLayerModule } from './map-drawing';
import { mapShapeOf } from './map-shape';

/** The site's map setup, as the API client asks it (`getMapSetup`), without the client: the tiles' absolute address. */
async function askMapSetup(apiBaseUrl: string): Promise<MapSetup> {
  const api = new URL(`${apiBaseUrl.replace(/\/+$/, '')}/`, location.href);
  const answer = await fetch(new URL(MAP_SETUP_PATH, api), { headers: { Accept: 'application/json' } });
  if (!answer.ok) throw new Error(`The map setup answered ${answer.status}.`);
  const { tiles } = (await answer.json()) as { tiles?: unknown };
  return { tiles: typeof tiles === 'string' ? new URL(tiles, api).href : null };
}

function made<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  element.className = className;
  return element;
}

/** What the early map is given: the status, the API's base address, and the street layer's module address. */
export interface EarlyMapInput {
  snapshot: StatusSnapshot;
  apiBaseUrl: string;
  /** The built street layer (`street-layer.ts`), imported as it is: nothing here shares Vite's loader with the app. */
  streetLayerModule: string;
}

/**
 * Draws the map of the status in place of `place` (the room the early paint kept for it, of the map's height): the
 * figure the app renders, with its caption, `data-drawn` once drawn with its streets. Resolves then (also when
 * the setup could not be asked: the map is drawn without streets, and the app asks again).
 */
export function drawEarlyMap(place: HTMLElement, input: EarlyMapInput): Promise<void> {
  const { snapshot, apiBaseUrl, streetLayerModule } = input;
  const shape = mapShapeOf(snapshot);
  const location = snapshot.location;
  if (!shape || !location) return Promise.resolve();
  const figure = made('figure', 'status-map');
  const canvas = made('div', 'status-map__canvas');
  const caption = made('figcaption', 'status-map__caption');
  figure.append(canvas, caption);
  place.replaceWith(figure);
  const writeCaption = (streetMap: boolean) => {
    caption.textContent = mapCaption({
      location,
      positionAt: lastPositionAt(snapshot),
      trail: snapshot.trail ?? [],
      streetMap,
      now: Date.now(),
    });
  };
  // Until the site says, the caption does not claim that there is no street map.
  writeCaption(true);
  const drawing = createMapDrawing(canvas);
  drawing.draw(shape);
  const setup = askMapSetup(apiBaseUrl);
  const drawn = setup
    .then(
      ({ tiles }) =>
        new Promise<void>((done) => {
          writeCaption(tiles !== null);
          const loadStreets = () =>
            import(/* @vite-ignore */ streetLayerModule) as Promise<StreetLayerModule>;
          drawing.showStreets(tiles, loadStreets, done);
        }),
    )
    .catch(() => {})
    .then(() => {
      figure.dataset.drawn = '';
    });
  leaveEarlyMap({ drawing, setup, drawn });
  return drawn;
}
