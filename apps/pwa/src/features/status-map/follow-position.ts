import * as L from 'leaflet';
import type { MapShape } from './map-shape';

/** Closer than this, a fit would show one street's width around a single precise position. */
const FIT_MAX_ZOOM = 16;

/** The room kept between what the view must show and the map's edge, in CSS pixels, on each side. */
const PADDING = L.point(24, 24);

/** How long the short pan to a new position lasts, in seconds (none under `prefers-reduced-motion`). */
const PAN_SECONDS = 0.25;

/** The current position and the circle of its accuracy: what following keeps in view. */
function currentBounds(shape: MapShape): L.LatLngBounds {
  const position = L.latLng(shape.position);
  return shape.accuracy === undefined
    ? L.latLngBounds(position, position)
    : position.toBounds(shape.accuracy * 2);
}

/** Whether `bounds` lie in the map's view, clear of its edge by `PADDING`. */
function inView(map: L.Map, bounds: L.LatLngBounds): boolean {
  const inner = L.bounds(PADDING, map.getSize().subtract(PADDING));
  return [bounds.getNorthWest(), bounds.getSouthEast()].every((corner) =>
    inner.contains(map.latLngToContainerPoint(corner)),
  );
}

/** Where the map looks: the drawing calls `show` with each shape, before it draws the shape's layers. */
export interface MapView {
  show(shape: MapShape): void;
}

/**
 * The view of `map`: on the first shape, everything in it fitted in view (before any layer: Leaflet adds layers once
 * it has a view); after that, while it follows, each new current position and its accuracy circle kept in view by a
 * short pan (or a zoom out, for a circle wider than the view). A hero who pans or zooms (a drag, a pinch, the
 * buttons, the keys) turns following off, and a button on the map, `showCurrentLabel`, turns it on again: a control at
 * `position`, its words right to left with `rightToLeft`.
 *
 * Leaflet's events do not say who moved the map: a move of this view's own is one that starts within its own call
 * (Leaflet fires `movestart` there for a pan, animated or not, and for a view set without animation); any other
 * `movestart` is the hero's. So a zoom of this view's own is never animated: Leaflet would start it a frame later.
 */
export function followPosition(
  map: L.Map,
  showCurrentLabel: string,
  { position, rightToLeft }: { position: L.ControlPosition; rightToLeft: boolean },
): MapView {
  let latest: MapShape | undefined;
  let following = true;
  let ours = false;

  const control = new L.Control({ position });
  const box = L.DomUtil.create('div', 'leaflet-control status-map__follow');
  // Its words read in the page's direction, inside a map that is left to right.
  if (rightToLeft) box.dir = 'rtl';
  const button = L.DomUtil.create('button', 'status-map__follow-button', box);
  button.type = 'button';
  button.textContent = showCurrentLabel;
  box.hidden = true;
  // Its clicks and taps are the button's: no zoom of the map on a double tap.
  L.DomEvent.disableClickPropagation(box);
  control.onAdd = () => box;
  control.addTo(map);

  const move = (moving: () => void) => {
    ours = true;
    try {
      moving();
    } finally {
      ours = false;
    }
  };

  const keepInView = (shape: MapShape) => {
    const bounds = currentBounds(shape);
    if (map.getSize().x === 0 || inView(map, bounds)) return;
    const zoom = map.getBoundsZoom(bounds, false, PADDING.multiplyBy(2));
    // A circle wider than the view: a zoom out, at once (rare: an accuracy that grew); else a short pan.
    if (zoom < map.getZoom()) move(() => map.setView(shape.position, zoom, { animate: false }));
    else {
      const animate = !matchMedia('(prefers-reduced-motion: reduce)').matches;
      move(() => map.panTo(shape.position, { animate, duration: PAN_SECONDS }));
    }
  };

  const stopFollowing = () => {
    following = false;
    box.hidden = false;
  };
  map.on('movestart zoomstart', () => {
    if (!ours) stopFollowing();
  });
  // A drag is always the hero's, even one started while the view was panning.
  map.on('dragstart', stopFollowing);

  button.addEventListener('click', () => {
    following = true;
    // The button goes with following on: the focus it had goes to the map it showed, not to the page's start.
    if (box.contains(document.activeElement)) map.getContainer().focus({ preventScroll: true });
    box.hidden = true;
    if (latest) keepInView(latest);
  });

  return {
    show(shape) {
      const first = latest === undefined;
      latest = shape;
      if (first) {
        const bounds = currentBounds(shape).extend(L.latLngBounds([shape.position, ...shape.trail]));
        if (shape.start) bounds.extend(shape.start);
        move(() => {
          if (map.getSize().x === 0) map.setView(shape.position, FIT_MAX_ZOOM);
          else map.fitBounds(bounds, { padding: PADDING, maxZoom: FIT_MAX_ZOOM, animate: false });
        });
      } else if (following) keepInView(shape);
    },
  };
}
