/** How much of a PMTiles file its reader asks for first: the header and the root directory (pmtiles 3). */
export const STREET_MAP_HEAD_LENGTH = 16_384;

/** The head of the site's PMTiles file, as pmtiles' own `FetchSource` reads it. */
export interface StreetMapHead {
  data: ArrayBuffer;
  etag?: string;
}

/**
 * Asks for the head of the PMTiles file at `tiles`: the lookup page's inline script does, as soon as the site says
 * it has streets, so that the street layer finds it there instead of asking once its code has arrived. Null when
 * the answer is not that byte range (the layer then asks by itself).
 */
export async function askStreetMapHead(tiles: string): Promise<StreetMapHead | null> {
  const answer = await fetch(tiles, {
    cache: 'no-store',
    headers: { Range: `bytes=0-${STREET_MAP_HEAD_LENGTH - 1}` },
  });
  if (answer.status !== 206) return null;
  const etag = answer.headers.get('ETag');
  return { data: await answer.arrayBuffer(), etag: etag && !etag.startsWith('W/') ? etag : undefined };
}
