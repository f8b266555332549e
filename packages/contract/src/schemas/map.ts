import * as z from 'zod/mini';

/**
 * `GET /api/map`: whether the site has a street map for the lookup's map, and where its PMTiles file is (a path on
 * the API's origin), or null without one.
 *
 * @example
 * MapSetup.parse({ tiles: '/api/map/tiles.pmtiles' });
 */
export const MapSetup = z.object({ tiles: z.nullable(z.string()) });
export type MapSetup = z.output<typeof MapSetup>;
