// vt-pbf ships no types: the one function the PMTiles writer calls.
declare module 'vt-pbf' {
  /** A vector tile (MVT) of geojson-vt tiles, one layer per name. */
  export function fromGeojsonVt(
    layers: Record<string, unknown>,
    options?: { version?: number; extent?: number },
  ): Uint8Array;
}
