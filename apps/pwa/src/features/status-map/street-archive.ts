import { EtagMismatch, PMTiles, type RangeResponse, type Source } from 'pmtiles';
import { STREET_MAP_HEAD_LENGTH, type StreetMapHead } from './street-map-head';

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

const archives = new Map<string, PMTiles>();

/**
 * The site's PMTiles file at `tiles` (on its own origin), one reader per page: the map's street layer and the
 * names of the nearest streets share it, so that its head and directories are read once (pmtiles keeps them) and
 * naming the streets costs the one tile it reads. `head`: the file's head, when the inline script asked for it
 * (`street-map-head.ts`); only the first reader made takes it.
 */
export function streetArchive(tiles: string, head?: Promise<StreetMapHead | null>): PMTiles {
  let archive = archives.get(tiles);
  if (!archive) {
    archive = new PMTiles(streetMapSource(tiles, head));
    archives.set(tiles, archive);
  }
  return archive;
}
