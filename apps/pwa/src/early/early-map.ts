// The lookup's map drawn before the app has started: an entry of the build of its own (with Leaflet and the map's
// styles, shared with the app's map), which the page's inline script imports once it has painted a status with a
// position (hero-lookup/early-lookup.ts). On a slow phone the map is then drawn about as soon as Leaflet arrives,
// instead of after the app's code has loaded and started; the app's map takes it over where it stands.
import { isSilentAt, lastPositionAt, type MapSetup, type StatusSnapshot } from '@safety-companion/contract';
import { mapCaption, pageLanguage } from '../features/status-map/map-caption';
import { createMapDrawing, type StreetLayerModule } from '../features/status-map/map-drawing';
import { mapShapeOf } from '../features/status-map/map-shape';
import { mapWordsIn } from '../features/status-map/map-words';
import { earlyHandoff } from './handoff';

function made<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  element.className = className;
  return element;
}

/**
 * What the early map is given by the inline script, which asked for the setup and the street layer as it painted
 * the status, while Leaflet was on its way.
 */
export interface EarlyMapInput {
  snapshot: StatusSnapshot;
  /** The site's map setup (`ask-map-setup.ts`). */
  setup: Promise<MapSetup>;
  /** The street layer's module (imported by its built address: nothing here shares Vite's loader with the app). */
  loadStreets: () => Promise<StreetLayerModule>;
}

/**
 * Draws the map of the status in place of `place` (the room the early paint kept for it, of the map's height): the
 * figure the app renders, with its caption, `data-drawn` once drawn with its streets. Resolves then (also when
 * the setup could not be asked: the map is drawn without streets, and the app asks again).
 */
export function drawEarlyMap(place: HTMLElement, input: EarlyMapInput): Promise<void> {
  const { snapshot, setup, loadStreets } = input;
  const shape = mapShapeOf(snapshot);
  const location = snapshot.location;
  if (!shape || !location) return Promise.resolve();
  const figure = made('figure', 'status-map');
  const canvas = made('div', 'status-map__canvas');
  const caption = made('figcaption', 'status-map__caption');
  figure.append(canvas, caption);
  // As the app's map draws it (`StatusMap`'s `silent`): grey once the phone has gone silent.
  if (isSilentAt(snapshot, Date.now())) figure.dataset.silent = '';
  place.replaceWith(figure);
  const words = mapWordsIn(pageLanguage());
  const writeCaption = (streetMap: boolean) => {
    caption.textContent = mapCaption({
      texts: words,
      location,
      positionAt: lastPositionAt(snapshot),
      trail: snapshot.trail ?? [],
      streetMap,
      now: Date.now(),
    });
  };
  // Until the site says, the caption does not claim that there is no street map.
  writeCaption(true);
  const drawing = createMapDrawing(canvas, words);
  drawing.draw(shape);
  const drawn = setup
    .then(
      ({ tiles }) =>
        new Promise<void>((done) => {
          writeCaption(tiles !== null);
          drawing.showStreets(tiles, loadStreets, done);
        }),
    )
    .catch(() => {})
    .then(() => {
      figure.dataset.drawn = '';
    });
  earlyHandoff().map = { drawing, setup, drawn };
  return drawn;
}
