import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { MapSetup } from '@safety-companion/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../context.js';
import { ERROR_MESSAGES, httpError } from '../errors.js';
import { errorAnswer, operation } from '../openapi.js';
import type { RouteDeps } from '../route-deps.js';

/** Where the map's tiles are served, on the site's own origin. */
export const MAP_TILES_PATH = '/map/tiles.pmtiles';

// Tiles name the area a hero looks at: a browser may keep them, no shared cache may, and each use asks again
// (cheaply, by ETag), so that a replaced file is seen at once.
const TILES_CACHE_CONTROL = 'private, no-cache';

/** The one byte range of a `Range` header (`bytes=a-b`, `bytes=a-` or `bytes=-n`) in a file of `size` bytes. */
function rangeOf(header: string, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [first, last] = [match[1] ?? '', match[2] ?? ''];
  const start = first === '' ? Math.max(size - Number(last), 0) : Number(first);
  const end = first === '' || last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

/**
 * `GET /api/map` says whether the site has a street map (`MAP_TILES`, a PMTiles file); `GET /api/map/tiles.pmtiles`
 * serves that file in byte ranges (206) with an ETag, never to a shared cache: the map reads its tiles from the site's
 * own origin only, so no other host learns where a hero looks. The file may be replaced while the server runs (its
 * ETag changes with it).
 */
export function mapTilesRoutes({ config }: Pick<RouteDeps, 'config'>) {
  const app = new Hono<AppEnv>();
  app.get(
    '/map',
    operation({
      operationId: 'getMapSetup',
      summary: "Whether the site has a street map for the lookup's map, and where its tiles are.",
      responses: { 200: { description: 'The map setup.', schema: MapSetup } },
    }),
    (c) => c.json({ tiles: config.mapTiles ? `/api${MAP_TILES_PATH}` : null }),
  );
  app.get(
    MAP_TILES_PATH,
    operation({
      operationId: 'getMapTiles',
      summary: 'The street map as one PMTiles file, in byte ranges.',
      headers: { Range: 'One byte range, as bytes=start-end.' },
      responses: {
        200: { description: 'The whole file (application/vnd.pmtiles).' },
        206: { description: 'The range asked for.' },
        304: { description: 'Not changed since the ETag sent in If-None-Match.' },
        404: errorAnswer('This site has no street map (MAP_TILES is unset, or its file is gone).'),
        416: errorAnswer('The range lies outside the file.'),
      },
    }),
    async (c) => {
      const file = config.mapTiles;
      const info = file ? await stat(file).catch(() => undefined) : undefined;
      if (!file || !info?.isFile()) throw httpError(404, ERROR_MESSAGES.noMapTiles);
      const etag = `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`;
      c.header('Cache-Control', TILES_CACHE_CONTROL);
      c.header('ETag', etag);
      c.header('Accept-Ranges', 'bytes');
      c.header('Content-Type', 'application/vnd.pmtiles');
      if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
      const ifRange = c.req.header('If-Range');
      const asked = c.req.header('Range');
      const range = asked && (!ifRange || ifRange === etag) ? rangeOf(asked, info.size) : undefined;
      if (range === 'unsatisfiable') {
        throw httpError(416, ERROR_MESSAGES.rangeNotSatisfiable, {
          headers: { 'Content-Range': `bytes */${info.size}` },
        });
      }
      const { start, end } = range ?? { start: 0, end: info.size - 1 };
      c.header('Content-Length', String(end - start + 1));
      if (range) c.header('Content-Range', `bytes ${start}-${end}/${info.size}`);
      // A HEAD is answered its headers alone: Hono would drop a body opened for it without closing its file.
      if (c.req.method === 'HEAD') return c.body(null, range ? 206 : 200);
      // A reader that goes away cancels the body, which closes the file.
      const body = Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream<Uint8Array>;
      return c.body(body, range ? 206 : 200);
    },
  );
  return app;
}
