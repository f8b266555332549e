import { DomUtil, GridLayer } from 'leaflet';
import { EtagMismatch, PMTiles, type RangeResponse, type Source } from 'pmtiles';
import { leafletLayer } from 'protomaps-leaflet';
import { STREET_MAP_HEAD_LENGTH, type StreetMapHead } from './street-map-head';

// protomaps-leaflet extends the `L` it finds on the page (`L.GridLayer`, and `L.DomUtil`) when its layer is made;
// the bundled Leaflet is an import, never a global, so what it uses is handed over here (by name: a whole namespace
// object would need the bundler's runtime in the chunks the early map shares with the app).
(globalThis as { L?: unknown }).L ??= { DomUtil, GridLayer };

/** The data's own deepest zoom (Protomaps basemaps): deeper views draw its tiles larger. */
const TILES_MAX_DATA_ZOOM = 15;

/** A byte range of the PMTiles file at `tiles`, which the browser keeps nowhere (`no-store`). */
async function readRange(tiles: string, offset: number, length: number, signal?: AbortSignal, etag?: string) {
  const answer = await fetch(tiles, {
    signal,
    cache: 'no-store',
    headers: { Range: `bytes=${offset}-${offset + length - 1}` },
  });
  if (answer.status !== 206) throw new Error(`The street map answered ${answer.status} to a byte range.`);
  const now = answer.headers.get('ETag');
  // The file was replaced since its head was read: pmtiles reads the head again.
  if (etag && now && now !== etag) throw new EtagMismatch(`The street map changed (${now}).`);
  return { data: await answer.arrayBuffer(), etag: now && !now.startsWith('W/') ? now : undefined };
}

/**
 * The PMTiles file at `tiles`, read in byte ranges that no cache keeps: tiles name the area a hero looks at, and
 * requests that bypass the browser's HTTP cache also run side by side (it lets one request at a time read an
 * address it may store). Its head (the first read) is `head` when the inline script asked for it.
 */
function streetMapSource(tiles: string, head: Promise<StreetMapHead | null> | undefined): Source {
  let first = head;
  return {
    getKey: () => tiles,
    async getBytes(offset, length, signal, etag): Promise<RangeResponse> {
      const early = offset === 0 && length === STREET_MAP_HEAD_LENGTH ? await first?.catch(() => null) : null;
      first = undefined;
      return early ?? readRange(tiles, offset, length, signal, etag);
    },
  };
}

/**
 * The streets of the site's PMTiles file (`tiles`, on its own origin) as a Leaflet layer: vector tiles drawn on
 * Canvas 2D by protomaps-leaflet with the Protomaps basemap's own rules, in the light or dark flavour, labels in the
 * browser's own fonts (no glyphs, sprites or styles from anywhere). Its own chunk: a site without a street map
 * never loads it. `head`: the file's head, asked for by the lookup page's inline script (`street-map-head.ts`).
 */
export function streetLayer(tiles: string, dark: boolean, head?: Promise<StreetMapHead | null>): GridLayer {
  return leafletLayer({
    url: new PMTiles(streetMapSource(tiles, head)),
    flavor: dark ? 'dark' : 'light',
    lang: 'en',
    maxDataZoom: TILES_MAX_DATA_ZOOM,
  }) as unknown as GridLayer;
}
