import { LIGHT } from '@protomaps/basemaps';
import { DomUtil, GridLayer } from 'leaflet';
import { labelRules, leafletLayer, paintRules } from 'protomaps-leaflet';
import { DARK_STREETS } from './dark-streets';
import { streetArchive } from './street-archive';
import type { StreetMapHead } from './street-map-head';

// protomaps-leaflet extends the `L` it finds on the page (`L.GridLayer`, and `L.DomUtil`) when its layer is made;
// the bundled Leaflet is an import, never a global, so what it uses is handed over here (by name: a whole namespace
// object would need the bundler's runtime in the chunks the early map shares with the app).
(globalThis as { L?: unknown }).L ??= { DomUtil, GridLayer };

/** The data's own deepest zoom (Protomaps basemaps): deeper views draw its tiles larger. */
const TILES_MAX_DATA_ZOOM = 15;

/**
 * The streets of the site's PMTiles file (`tiles`, on its own origin) as a Leaflet layer: vector tiles drawn on
 * Canvas 2D by protomaps-leaflet with the Protomaps basemap's own rules, in the light flavour or the site's dark one
 * (`DARK_STREETS`), labels in the
 * browser's own fonts (no glyphs, sprites or styles from anywhere). Its own chunk: a site without a street map
 * never loads it. `head`: the file's head, asked for by the lookup page's inline script (`street-map-head.ts`).
 */
export function streetLayer(tiles: string, dark: boolean, head?: Promise<StreetMapHead | null>): GridLayer {
  const flavor = dark ? DARK_STREETS : LIGHT;
  return leafletLayer({
    url: streetArchive(tiles, head),
    paintRules: paintRules(flavor),
    labelRules: labelRules(flavor, 'en'),
    backgroundColor: flavor.background,
    lang: 'en',
    maxDataZoom: TILES_MAX_DATA_ZOOM,
  }) as unknown as GridLayer;
}
