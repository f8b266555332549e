import {
  ROAD_GRID,
  setUpHttpTestServer,
  streetMapSample,
  writePmtiles,
} from '@safety-companion/test-support';
import { PMTiles, type RangeResponse, type Source } from 'pmtiles';
import { describe, expect, it } from 'vitest';
import { mapCaption } from './map-caption';
import { mapWordsIn } from './map-words';
import { NEAR_BEYOND_ACCURACY_M, nearestStreets, nearestStreetsIn } from './street-names';

// The test street map: a grid of named roads around CENTER, 'Avenue 7' (west–east) and 'Street 7' (south–north)
// crossing there, one line every ROAD_GRID.spacing degrees (about 222 m north–south, 166 m west–east here).
const CENTER = { latitude: 41.8809, longitude: -87.6329 };
const STEP = ROAD_GRID.spacing;
const FILE = writePmtiles({
  layers: streetMapSample([CENTER.longitude, CENTER.latitude]),
  minZoom: 0,
  maxZoom: 15,
});

/** A point `north` and `east` grid steps from the center. */
const at = (north: number, east: number, accuracy: number | null = 10) => ({
  latitude: CENTER.latitude + north * STEP,
  longitude: CENTER.longitude + east * STEP,
  accuracy,
});

/** The archive read from memory, as the map reads it from the site (byte ranges of one file). */
function archive(bytes = FILE): PMTiles {
  const source: Source = {
    getKey: () => 'streets.pmtiles',
    async getBytes(offset: number, length: number): Promise<RangeResponse> {
      return { data: bytes.slice(offset, offset + length).buffer };
    },
  };
  return new PMTiles(source);
}

describe('the nearest streets, read from the street map’s tile under the position', () => {
  it.each([
    ['beside the center, a little nearer the avenue', 'Avenue 7', 'Street 7', at(0.1, 0.2)],
    ['beside the center, a little nearer the street', 'Street 7', 'Avenue 7', at(0.2, 0.1)],
    ['walking north on Street 7, near Avenue 8', 'Street 7', 'Avenue 8', at(0.8, 0.02)],
    ['walking on along Avenue 8, near Street 9', 'Avenue 8', 'Street 9', at(1.01, 1.85)],
    ['at the far corner', 'Avenue 13', 'Street 13', at(5.98, 5.9)],
  ])('%s: near %s and %s', async (_case, street, crossing, position) => {
    expect(await nearestStreetsIn(archive(), position)).toEqual({ street, crossing });
  });

  it('names a street alone when no street crosses it within the accuracy plus 50 m', async () => {
    // Halfway between Avenue 7 and Avenue 8 (111 m from each), on Street 7.
    const position = at(0.5, 0.05, 10);
    expect(await nearestStreetsIn(archive(), position)).toEqual({ street: 'Street 7' });
    // A position that is less precise reaches the avenues.
    const vague = { ...position, accuracy: 120 - NEAR_BEYOND_ACCURACY_M };
    expect((await nearestStreetsIn(archive(), vague))?.crossing).toMatch(/^Avenue [78]$/);
  });

  it('names nothing in the middle of a block, nor for a road without a name', async () => {
    // The block's middle is 83 m from its streets and 111 m from its avenues; the unnamed footpath runs through it.
    expect(await nearestStreetsIn(archive(), at(0.5, 0.5, 5))).toBeNull();
    expect(await nearestStreetsIn(archive(), at(0.5, 0.5, null))).toBeNull();
  });

  it('names nothing outside the map’s area, or where it has no tile', async () => {
    expect(await nearestStreetsIn(archive(), at(40, 0))).toBeNull();
    expect(
      await nearestStreetsIn(archive(), { latitude: -33.86, longitude: 151.2, accuracy: 10 }),
    ).toBeNull();
    // A map of another place: the position is outside it.
    const elsewhere = writePmtiles({ layers: streetMapSample([2.35, 48.85]), minZoom: 0, maxZoom: 15 });
    expect(await nearestStreetsIn(archive(elsewhere), at(0.1, 0.2))).toBeNull();
  });
});

describe('the nearest streets from the site’s street map', () => {
  const server = setUpHttpTestServer();

  it('reads the file’s head once, then one byte range, its tile, for each position', async () => {
    server.respond((request, response) => {
      const [, from, to] = /^bytes=(\d+)-(\d+)$/.exec(String(request.headers.range)) ?? [];
      const body = FILE.slice(Number(from), Number(to) + 1);
      response.writeHead(206, { 'Content-Length': body.length, ETag: '"streets-1"' }).end(body);
    });
    const tiles = `${server.url}/api/map/tiles.pmtiles`;
    expect(await nearestStreets(tiles, at(0.1, 0.2))).toEqual({ street: 'Avenue 7', crossing: 'Street 7' });
    const first = server.requests.length;
    expect(await nearestStreets(tiles, at(0.8, 0.02))).toEqual({ street: 'Street 7', crossing: 'Avenue 8' });
    expect(server.requests.slice(first)).toHaveLength(1);
    // The brief asks for the same position as the caption: the answer is shared, nothing is read again.
    expect(await nearestStreets(tiles, at(0.8, 0.02))).toEqual({ street: 'Street 7', crossing: 'Avenue 8' });
    expect(server.requests.slice(first)).toHaveLength(1);
    expect(server.requests.every((request) => request.headers.range?.startsWith('bytes='))).toBe(true);
  });
});

describe('the map’s caption', () => {
  const input = {
    location: { latitude: CENTER.latitude, longitude: CENTER.longitude, accuracy: 12 },
    positionAt: undefined,
    trail: [],
    streetMap: true,
    now: Date.now(),
    locale: 'en',
  };

  it('says the nearest streets first, and nothing of them without', () => {
    const streets = { street: 'Avenue 7', crossing: 'Street 7' };
    expect(mapCaption({ ...input, streets })).toBe('Near Avenue 7 and Street 7. Last known position ±12 m.');
    expect(mapCaption({ ...input, streets: { street: 'Street 7' } })).toMatch(/^Near Street 7\. Last/);
    expect(mapCaption({ ...input, streets: null })).toBe('Last known position ±12 m.');
  });

  it('in Spanish, with e before the sound i', () => {
    const texts = mapWordsIn('es');
    const caption = (street: string, crossing?: string) =>
      mapCaption({ ...input, locale: 'es', texts, streets: { street, crossing } });
    expect(caption('Avenue 7', 'Street 7')).toBe(
      'Cerca de Avenue 7 y Street 7. Última posición conocida ±12 m.',
    );
    expect(caption('Calle Mayor', 'Hidalgo')).toMatch(/^Cerca de Calle Mayor e Hidalgo\./);
    expect(caption('Calle Mayor', 'Hierro')).toMatch(/^Cerca de Calle Mayor y Hierro\./);
    expect(caption('Calle Mayor')).toMatch(/^Cerca de Calle Mayor\. /);
  });
});
