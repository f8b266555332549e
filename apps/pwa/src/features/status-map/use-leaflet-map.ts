import { useEffect, useRef } from 'react';
import { takeFromHandoff } from '../../early/handoff';
import { createMapDrawing, type MapDrawing } from './map-drawing';
import type { MapShape } from './map-shape';
import { mapTexts } from './map-texts';

const loadStreetLayer = () => import('./street-layer');

/**
 * The map in `place` that draws `shape` and follows it as it changes (fitted in view on the first draw, then kept
 * on the current position until the hero moves it: follow-position.ts). It takes over the map the page's inline
 * script drew before the app started, when there is one (early-map.ts), and otherwise draws its own, with the
 * streets of `tiles` (a PMTiles file on the site's origin; null: none). `onDrawn` is called once the shape is
 * drawn and the streets in view have loaded (or there are none).
 */
export function useLeafletMap(
  place: HTMLDivElement | null,
  shape: MapShape,
  shapeKey: string,
  tiles: string | null | undefined,
  onDrawn: () => void,
) {
  const drawing = useRef<MapDrawing | null>(null);
  // The early map's own drawing of its streets, when this map took it over.
  const earlyDrawn = useRef<Promise<void> | null>(null);
  const shown = useRef(onDrawn);
  shown.current = onDrawn;

  useEffect(() => {
    if (!place) return;
    const early = takeFromHandoff('map');
    if (early) {
      place.append(early.drawing.element);
      // The early map is named in English (it cannot load a translation): named in the page's language now.
      early.drawing.element.setAttribute('aria-label', mapTexts().mapLabel);
      early.drawing.moved();
    }
    earlyDrawn.current = early?.drawn ?? null;
    const current = early?.drawing ?? createMapDrawing(place, mapTexts());
    drawing.current = current;
    return () => {
      current.remove();
      drawing.current = null;
    };
  }, [place]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the shape's contents.
  useEffect(() => {
    drawing.current?.draw(shape);
  }, [place, shapeKey]);

  useEffect(() => {
    const current = place && drawing.current;
    if (!current) return;
    if (earlyDrawn.current) {
      void earlyDrawn.current.then(() => drawing.current === current && shown.current());
      return;
    }
    if (tiles !== undefined) current.showStreets(tiles, loadStreetLayer, () => shown.current());
  }, [place, tiles]);
}
