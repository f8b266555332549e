// A PMTiles v3 archive of vector tiles, written from a few GeoJSON shapes, for tests of the lookup's map: no npm
// package ships basemap test tiles, and the `pmtiles` package only reads (toolchain notes). The layout is the
// spec's (https://github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md): a 127-byte header, one root directory
// of varint columns, the metadata, then the tiles, clustered in tile-id order.
/// <reference path="./vt-pbf.d.ts" />
import { gzipSync } from 'node:zlib';
import type { FeatureCollection } from 'geojson';
import GeoJSONVT from 'geojson-vt';
import { zxyToTileId } from 'pmtiles';
import { fromGeojsonVt } from 'vt-pbf';

const HEADER_BYTES = 127;
const COMPRESSION = { none: 1, gzip: 2 } as const;
const TILE_TYPE_MVT = 1;
const EXTENT = 4096;

/** What to write: layers by name (Protomaps basemap names: `earth`, `water`, `roads`…), zooms and compression. */
export interface PmtilesInput {
  layers: Record<string, FeatureCollection>;
  minZoom: number;
  maxZoom: number;
  /** Gzip each tile (the spec's tile compression 2), as the Protomaps builds do; plain by default. */
  gzipTiles?: boolean;
}

interface Entry {
  tileId: number;
  offset: number;
  length: number;
}

function varints(values: number[]): number[] {
  const bytes: number[] = [];
  for (let value of values) {
    // Up to 2^53: written 7 bits at a time without 32-bit operators.
    while (value >= 0x80) {
      bytes.push((value % 0x80) | 0x80);
      value = Math.floor(value / 0x80);
    }
    bytes.push(value);
  }
  return bytes;
}

/** The directory: entry count, tile-id deltas, run lengths, lengths, offsets (0 when one follows the last). */
function directory(entries: Entry[]): Uint8Array {
  const columns: number[] = [entries.length];
  let lastId = 0;
  for (const entry of entries) {
    columns.push(entry.tileId - lastId);
    lastId = entry.tileId;
  }
  for (const _ of entries) columns.push(1);
  for (const entry of entries) columns.push(entry.length);
  entries.forEach((entry, index) => {
    const previous = entries[index - 1];
    columns.push(previous && entry.offset === previous.offset + previous.length ? 0 : entry.offset + 1);
  });
  return Uint8Array.from(varints(columns));
}

/** The bounds of every coordinate of the layers: [west, south, east, north]. */
function boundsOf(layers: Record<string, FeatureCollection>): [number, number, number, number] {
  const bounds: [number, number, number, number] = [180, 90, -180, -90];
  const visit = (value: unknown): void => {
    if (!Array.isArray(value)) return;
    if (typeof value[0] === 'number' && typeof value[1] === 'number') {
      bounds[0] = Math.min(bounds[0], value[0]);
      bounds[1] = Math.min(bounds[1], value[1]);
      bounds[2] = Math.max(bounds[2], value[0]);
      bounds[3] = Math.max(bounds[3], value[1]);
      return;
    }
    for (const item of value) visit(item);
  };
  for (const layer of Object.values(layers)) {
    for (const feature of layer.features) {
      if (feature.geometry.type !== 'GeometryCollection') visit(feature.geometry.coordinates);
    }
  }
  return bounds;
}

/** The tile column and row of a point at a zoom (Web Mercator, as the map asks). */
function tileOf(longitude: number, latitude: number, zoom: number): [number, number] {
  const n = 2 ** zoom;
  const x = Math.floor(((longitude + 180) / 360) * n);
  const sin = Math.sin((latitude * Math.PI) / 180);
  const y = Math.floor((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * n);
  return [Math.min(Math.max(x, 0), n - 1), Math.min(Math.max(y, 0), n - 1)];
}

/**
 * A PMTiles v3 file of MVT tiles cut from `layers` at every zoom from `minZoom` to `maxZoom`, over the shapes'
 * bounds: the bytes a server's `MAP_TILES` can name. A tile with nothing in it is left out, as in a real build.
 *
 * @example
 * writeFileSync(file, writePmtiles({ layers: streetMapSample(center), minZoom: 0, maxZoom: 15 }));
 */
export function writePmtiles({ layers, minZoom, maxZoom, gzipTiles = false }: PmtilesInput): Uint8Array {
  const indexes = Object.entries(layers).map(
    ([name, shapes]) =>
      [name, new GeoJSONVT(shapes, { maxZoom, indexMaxZoom: maxZoom, extent: EXTENT, buffer: 64 })] as const,
  );
  const [west, south, east, north] = boundsOf(layers);
  const tiles: { tileId: number; data: Uint8Array }[] = [];
  for (let z = minZoom; z <= maxZoom; z += 1) {
    const [minX, minY] = tileOf(west, north, z);
    const [maxX, maxY] = tileOf(east, south, z);
    for (let x = minX; x <= maxX; x += 1) {
      for (let y = minY; y <= maxY; y += 1) {
        const found: Record<string, unknown> = {};
        for (const [name, index] of indexes) {
          const tile = index.getTile(z, x, y);
          if (tile && tile.features.length > 0) found[name] = tile;
        }
        if (Object.keys(found).length === 0) continue;
        const mvt = fromGeojsonVt(found, { version: 2, extent: EXTENT });
        tiles.push({ tileId: zxyToTileId(z, x, y), data: gzipTiles ? gzipSync(mvt) : mvt });
      }
    }
  }
  tiles.sort((a, b) => a.tileId - b.tileId);

  const entries: Entry[] = [];
  let offset = 0;
  for (const tile of tiles) {
    entries.push({ tileId: tile.tileId, offset, length: tile.data.length });
    offset += tile.data.length;
  }
  const root = directory(entries);
  const metadata = new TextEncoder().encode(
    JSON.stringify({
      name: 'test street map',
      attribution: 'Test shapes',
      vector_layers: Object.keys(layers).map((id) => ({ id, fields: {} })),
    }),
  );
  const rootOffset = HEADER_BYTES;
  const metadataOffset = rootOffset + root.length;
  const tilesOffset = metadataOffset + metadata.length;

  const headerBytes = new Uint8Array(HEADER_BYTES);
  headerBytes.set(new TextEncoder().encode('PMTiles'), 0);
  const header = new DataView(headerBytes.buffer);
  header.setUint8(7, 3);
  const u64 = (at: number, value: number) => header.setBigUint64(at, BigInt(value), true);
  u64(8, rootOffset);
  u64(16, root.length);
  u64(24, metadataOffset);
  u64(32, metadata.length);
  u64(40, tilesOffset + offset); // no leaf directories: an empty section after the tiles
  u64(48, 0);
  u64(56, tilesOffset);
  u64(64, offset);
  u64(72, tiles.length);
  u64(80, entries.length);
  u64(88, tiles.length);
  header.setUint8(96, 1); // clustered
  header.setUint8(97, COMPRESSION.none);
  header.setUint8(98, gzipTiles ? COMPRESSION.gzip : COMPRESSION.none);
  header.setUint8(99, TILE_TYPE_MVT);
  header.setUint8(100, minZoom);
  header.setUint8(101, maxZoom);
  const e7 = (at: number, degrees: number) => header.setInt32(at, Math.round(degrees * 1e7), true);
  e7(102, west);
  e7(106, south);
  e7(110, east);
  e7(114, north);
  header.setUint8(118, maxZoom);
  e7(119, (west + east) / 2);
  e7(123, (south + north) / 2);

  const file = new Uint8Array(tilesOffset + offset);
  file.set(headerBytes, 0);
  file.set(root, rootOffset);
  file.set(metadata, metadataOffset);
  for (const [index, tile] of tiles.entries())
    file.set(tile.data, tilesOffset + (entries[index]?.offset ?? 0));
  return file;
}
