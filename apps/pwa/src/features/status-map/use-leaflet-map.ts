import * as L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { MapShape } from './map-shape';

/** Closer than this, the first fit would show one street's width around a single precise position. */
const FIT_MAX_ZOOM = 16;

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
  fitted: boolean;
}

/** A colour token of the page, as the canvas and SVG need it: one value, in the theme shown. */
function token(element: HTMLElement, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

function drawOn(element: HTMLDivElement): Drawn {
  const map = L.map(element, {
    // The page scrolls under a wheel; the map zooms by its buttons, a pinch, a double tap or the keyboard.
    scrollWheelZoom: false,
    zoomSnap: 0.5,
  });
  map.attributionControl.setPrefix(false);
  L.control.scale().addTo(map);
  const mark = token(element, '--sc-color-primary', '#1d4ed8');
  const ground = token(element, '--sc-color-bg', '#ffffff');
  const ink = token(element, '--sc-color-text', '#16181d');
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
    start: L.circleMarker([0, 0], {
      radius: 6,
      color: ink,
      weight: 2,
      fillColor: ground,
      fillOpacity: 1,
      interactive: false,
      className: 'status-map__start',
    }),
    position: L.circleMarker([0, 0], {
      radius: 8,
      color: ground,
      weight: 3,
      fillColor: mark,
      fillOpacity: 1,
      interactive: false,
      className: 'status-map__position',
    }),
    fitted: false,
  };
}

/** Fits the shape in view: the first draw only, and before any layer (Leaflet adds layers once it has a view). */
function fitInView(map: L.Map, shape: MapShape) {
  const bounds = L.latLngBounds([shape.position, ...shape.trail, ...(shape.start ? [shape.start] : [])]);
  if (shape.accuracy !== undefined) bounds.extend(L.latLng(shape.position).toBounds(shape.accuracy * 2));
  if (map.getSize().x === 0) map.setView(shape.position, FIT_MAX_ZOOM);
  else map.fitBounds(bounds, { padding: [24, 24], maxZoom: FIT_MAX_ZOOM, animate: false });
}

function update(drawn: Drawn, shape: MapShape) {
  const { map, accuracy, trail, trailRings, mark, start, position } = drawn;
  // Fitted once: after that the hero's own zoom and pan stay whatever comes in.
  if (!drawn.fitted) {
    fitInView(map, shape);
    drawn.fitted = true;
  }
  trailRings.clearLayers().addTo(map);
  for (const { center, radius } of shape.trailRings) {
    const ring = { radius, color: mark, weight: 1, opacity: 0.5, dashArray: '4 4', fillOpacity: 0.04 };
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

/**
 * A Leaflet map in `element` that draws `shape` (position, accuracy, start, trail) and follows it as it changes,
 * fitting it in view on the first draw only. With `tiles` (a PMTiles file on the site's origin) it draws the
 * streets under it with protomaps-leaflet, on Canvas 2D and in the browser's own fonts; with null, a plain
 * background and a scale. `onDrawn` is called once the shape is drawn and the streets in view have loaded (or
 * there are none).
 */
export function useLeafletMap(
  element: HTMLDivElement | null,
  shape: MapShape,
  shapeKey: string,
  tiles: string | null | undefined,
  onDrawn: () => void,
) {
  const drawn = useRef<Drawn | null>(null);
  const shown = useRef(onDrawn);
  shown.current = onDrawn;

  useEffect(() => {
    if (!element) return;
    drawn.current = drawOn(element);
    return () => {
      drawn.current?.map.remove();
      drawn.current = null;
    };
  }, [element]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the shape's contents.
  useEffect(() => {
    if (drawn.current) update(drawn.current, shape);
  }, [element, shapeKey]);

  useEffect(() => {
    const map = drawn.current?.map;
    if (!map || !element || tiles === undefined) return;
    if (tiles === null) {
      shown.current();
      return;
    }
    const dark = getComputedStyle(element).colorScheme.includes('dark');
    let current = true;
    let streets: L.GridLayer | undefined;
    // The streets' renderer loads only for a site that has streets, once it says so.
    void import('./street-layer').then(({ streetLayer }) => {
      if (!current) return;
      streets = streetLayer(tiles, dark);
      streets.once('load', () => shown.current());
      streets.addTo(map);
    });
    return () => {
      current = false;
      streets?.remove();
    };
  }, [element, tiles]);
}
