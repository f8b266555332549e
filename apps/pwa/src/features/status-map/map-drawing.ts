import * as L from 'leaflet';
import { followPosition, type MapView } from './follow-position';
import type { MapShape } from './map-shape';
import type { MapWords } from './map-words';
import type * as streetLayerModule from './street-layer';

/** The street layer's module: its own chunk, which only a site with streets loads. */
export type StreetLayerModule = typeof streetLayerModule;

import 'leaflet/dist/leaflet.css';
import './status-map.css';

interface Drawn {
  map: L.Map;
  accuracy: L.Circle;
  trail: L.Polyline;
  /** The accuracy of the trail's earlier positions: faint rings, under everything else. */
  trailRings: L.LayerGroup;
  /** The colour of the position, its circle, the trail and the rings: the page's primary. */
  mark: string;
  start: L.CircleMarker;
  position: L.CircleMarker;
  view: MapView;
}

/** A colour token of the page, as the canvas and SVG need it: one value, in the theme shown. */
function token(element: HTMLElement, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

function drawOn(element: HTMLElement, words: MapWords, rightToLeft: boolean): Drawn {
  const map = L.map(element, {
    // The page scrolls under a wheel; the map zooms by its buttons, a pinch, a double tap or the keyboard.
    scrollWheelZoom: false,
    zoomSnap: 0.5,
    zoomControl: false,
  });
  // The map itself runs left to right (its element says dir="ltr"), but its controls sit where the page's reader
  // looks: the zoom at the line's start, the way back to the position at its end, mirrored in a right-to-left page.
  const [start, end] = rightToLeft ? (['right', 'left'] as const) : (['left', 'right'] as const);
  L.control.zoom({ position: `top${start}` }).addTo(map);
  map.attributionControl.setPrefix(false).setPosition(`bottom${end}`);
  L.control.scale({ position: `bottom${start}` }).addTo(map);
  const mark = token(element, '--sc-color-primary', '#1d4ed8');
  const ground = token(element, '--sc-color-bg', '#ffffff');
  const muted = token(element, '--sc-color-text-muted', '#4b5260');
  return {
    map,
    // Where the phone may be: a disc of its accuracy's radius, in metres on the ground.
    accuracy: L.circle([0, 0], {
      radius: 0,
      color: mark,
      weight: 1,
      fillColor: mark,
      fillOpacity: 0.15,
      interactive: false,
      className: 'status-map__accuracy',
    }),
    trail: L.polyline([], {
      color: mark,
      weight: 3,
      opacity: 0.8,
      interactive: false,
      className: 'status-map__trail',
    }),
    trailRings: L.layerGroup(),
    mark,
    // The start: a small hollow ring in the muted ink, never taken for the position.
    start: L.circleMarker([0, 0], {
      radius: 5,
      color: muted,
      weight: 2,
      fillColor: ground,
      fillOpacity: 1,
      interactive: false,
      className: 'status-map__start',
    }),
    // The current position: the largest mark, filled, drawn over everything else.
    position: L.circleMarker([0, 0], {
      radius: 9,
      color: ground,
      weight: 3,
      fillColor: mark,
      fillOpacity: 1,
      interactive: false,
      className: 'status-map__position',
    }),
    view: followPosition(map, words.showCurrent, { position: `top${end}`, rightToLeft }),
  };
}

function update(drawn: Drawn, shape: MapShape) {
  const { map, accuracy, trail, trailRings, mark, start, position, view } = drawn;
  view.show(shape);
  trailRings.clearLayers().addTo(map);
  for (const { center, radius } of shape.trailRings) {
    // Faint: an old position's accuracy never outweighs the current one's circle.
    const ring = { radius, color: mark, weight: 1, opacity: 0.3, dashArray: '4 4', fill: false };
    L.circle(center, { ...ring, interactive: false, className: 'status-map__ring' })
      .addTo(trailRings)
      .bringToBack();
  }
  trail.setLatLngs(shape.trail).addTo(map);
  if (shape.accuracy !== undefined) accuracy.setLatLng(shape.position).setRadius(shape.accuracy).addTo(map);
  else accuracy.remove();
  if (shape.start) start.setLatLng(shape.start).addTo(map);
  else start.remove();
  position.setLatLng(shape.position).addTo(map);
}

/** A map drawn in a place of the page, which the app can take over from the page's inline script. */
export interface MapDrawing {
  /** The map itself (Leaflet's container): focusable, named, filling the place it is put in. */
  readonly element: HTMLDivElement;
  /**
   * Draws `shape`: fitted in view the first time, then following the current position until the hero moves the
   * map (follow-position.ts).
   */
  draw(shape: MapShape): void;
  /**
   * The streets of the PMTiles file at `tiles` under the shape (null: none, a plain background), drawn by the
   * street layer's module (`street-layer.ts`, loaded by `loadStreets` only for a site with streets); `onDrawn` once
   * the streets in view have loaded (at once without streets). Called once.
   */
  showStreets(tiles: string | null, loadStreets: () => Promise<StreetLayerModule>, onDrawn: () => void): void;
  /**
   * The map was moved to another place of the page: it measures its size again, and a control of it that had the
   * focus when it was taken out (a hero already using the early map as the app took it over) has it again.
   */
  moved(): void;
  remove(): void;
}

/**
 * A Leaflet map in a new element appended to `place` (which gives it its size): the position, its accuracy, the
 * start, the trail and its rings, and with `showStreets` the site's street map, drawn by protomaps-leaflet on
 * Canvas 2D in the browser's own fonts from the site's own origin. No import of its own: the early map and the
 * app's map each load the street layer their way, so that this module shares nothing with the app's entry. `words`
 * name the map for the keyboard and screen readers (`mapLabel`) and its button back to the current position.
 */
export function createMapDrawing(place: HTMLElement, words: MapWords): MapDrawing {
  const element = document.createElement('div');
  element.className = 'status-map__leaflet';
  element.setAttribute('role', 'group');
  element.setAttribute('aria-label', words.mapLabel);
  // The page's direction, read from where the map goes; the map's own element is left to right whatever it is: its
  // tiles, panes and Leaflet's arithmetic know no other.
  const rightToLeft = getComputedStyle(place).direction === 'rtl';
  element.dir = 'ltr';
  place.append(element);
  const drawn = drawOn(element, words, rightToLeft);
  // What in the map has the focus; kept when the map leaves the page with it (a move), dropped when it goes elsewhere.
  let focused: HTMLElement | null = null;
  element.addEventListener('focusin', (event) => {
    focused = event.target as HTMLElement;
  });
  element.addEventListener('focusout', (event) => {
    if (element.isConnected && !element.contains(event.relatedTarget as Node | null)) focused = null;
  });
  let streets: L.GridLayer | undefined;
  let removed = false;
  return {
    element,
    draw: (shape) => update(drawn, shape),
    showStreets(tiles, loadStreets, onDrawn) {
      if (tiles === null) return onDrawn();
      const dark = getComputedStyle(element).colorScheme.includes('dark');
      loadStreets().then(
        ({ streetLayer }) => {
          if (removed) return;
          streets = streetLayer(tiles, dark);
          streets.once('load', onDrawn);
          streets.addTo(drawn.map);
        },
        // Their renderer did not arrive: the map stands without streets.
        () => onDrawn(),
      );
    },
    moved() {
      drawn.map.invalidateSize({ pan: false });
      if (focused?.isConnected && document.activeElement === document.body) focused.focus();
    },
    remove() {
      removed = true;
      drawn.map.remove();
      element.remove();
    },
  };
}
