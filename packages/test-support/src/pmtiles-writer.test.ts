import { gunzipSync } from 'node:zlib';
import { VectorTile } from '@mapbox/vector-tile';
import Pbf from 'pbf';
import { PMTiles, type RangeResponse, type Source, TileType } from 'pmtiles';
import { describe, expect, it } from 'vitest';
import { writePmtiles } from './pmtiles-writer.js';
import { streetMapSample } from './street-map-sample.js';

const CENTER: [number, number] = [-87.6329, 41.8809];

/** The archive read as a browser reads it: byte ranges of one file. */
function inMemory(bytes: Uint8Array): Source {
  return {
    getKey: () => 'test.pmtiles',
    async getBytes(offset: number, length: number): Promise<RangeResponse> {
      const slice = bytes.slice(offset, offset + length);
      return { data: slice.buffer };
    },
  };
}

/** The tile's point, line and polygon layers as the map reads them. */
function layersOf(data: ArrayBuffer, gzipped: boolean) {
  const bytes = gzipped ? gunzipSync(new Uint8Array(data)) : new Uint8Array(data);
  return new VectorTile(new Pbf(bytes)).layers;
}

describe('writePmtiles', () => {
  it('writes a v3 archive that the pmtiles package reads back: header, metadata and every layer', async () => {
    const archive = new PMTiles(
      inMemory(writePmtiles({ layers: streetMapSample(CENTER), minZoom: 0, maxZoom: 15 })),
    );
    const header = await archive.getHeader();
    expect(header.specVersion).toBe(3);
    expect(header.tileType).toBe(TileType.Mvt);
    expect([header.minZoom, header.maxZoom]).toEqual([0, 15]);
    expect(header.minLon).toBeCloseTo(CENTER[0] - 0.012, 5);
    expect(header.maxLat).toBeCloseTo(CENTER[1] + 0.012, 5);
    expect(await archive.getMetadata()).toMatchObject({
      vector_layers: ['earth', 'water', 'landuse', 'buildings', 'roads', 'places'].map((id) => ({ id })),
    });

    // The tile under the center at zoom 15 has the land, the roads and the building.
    const tile = await archive.getZxy(15, 8407, 12178);
    expect(tile).toBeDefined();
    const layers = layersOf(tile?.data as ArrayBuffer, false);
    expect(Object.keys(layers)).toEqual(expect.arrayContaining(['buildings', 'earth', 'roads']));
    expect(Object.keys(layers)).not.toContain('places');
    const roads = layers.roads;
    const names = Array.from(
      { length: roads?.length ?? 0 },
      (_, index) => roads?.feature(index).properties.name,
    );
    // The grid's two roads through the center, and the unnamed footpath beside it.
    expect(names).toEqual(expect.arrayContaining(['Avenue 7', 'Street 7', undefined]));
    expect(roads?.feature(names.indexOf('Avenue 7')).properties).toMatchObject({ kind: 'major_road' });
    // Far away there is nothing.
    expect(await archive.getZxy(15, 0, 0)).toBeUndefined();
  });

  it('writes gzipped tiles when asked, and says so in the header', async () => {
    const archive = new PMTiles(
      inMemory(writePmtiles({ layers: streetMapSample(CENTER), minZoom: 10, maxZoom: 12, gzipTiles: true })),
    );
    const header = await archive.getHeader();
    expect(header.tileCompression).toBe(2);
    expect(header.numAddressedTiles).toBeGreaterThan(2);
    // pmtiles decompresses by itself.
    const tile = await archive.getZxy(12, 1051, 1522);
    expect(Object.keys(layersOf(tile?.data as ArrayBuffer, false))).toContain('water');
  });
});
