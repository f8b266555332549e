import type { Feature, FeatureCollection, Geometry } from 'geojson';

const collection = (features: Feature[]): FeatureCollection => ({ type: 'FeatureCollection', features });
const feature = (properties: Record<string, string | number>, geometry: Geometry): Feature => ({
  type: 'Feature',
  properties,
  geometry,
});

/** A square of `half` degrees around a point, as a GeoJSON ring. */
function square([longitude, latitude]: [number, number], half: number): [number, number][] {
  return [
    [longitude - half, latitude - half],
    [longitude + half, latitude - half],
    [longitude + half, latitude + half],
    [longitude - half, latitude + half],
    [longitude - half, latitude - half],
  ];
}

/** The grid's lines on each side of the center, and the degrees between two of them (about 220 m north–south). */
export const ROAD_GRID = { half: 6, spacing: 0.002 } as const;

/**
 * A grid of named roads over the map: avenues west–east, 'Avenue 1' in the south to 'Avenue 13' in the north, and
 * streets south–north, 'Street 1' in the west to 'Street 13' in the east, every `ROAD_GRID.spacing` degrees;
 * 'Avenue 7' and 'Street 7' cross at the center, and Avenue 7 is the main road.
 */
function roadGrid([longitude, latitude]: [number, number]): Feature[] {
  const { half, spacing } = ROAD_GRID;
  const reach = half * spacing;
  const roads: Feature[] = [];
  for (let step = -half; step <= half; step += 1) {
    const number = step + half + 1;
    const main = step === 0;
    roads.push(
      feature(
        main
          ? { kind: 'major_road', kind_detail: 'primary', name: `Avenue ${number}`, min_zoom: 7 }
          : { kind: 'minor_road', kind_detail: 'residential', name: `Avenue ${number}`, min_zoom: 12 },
        {
          type: 'LineString',
          coordinates: [
            [longitude - reach, latitude + step * spacing],
            [longitude + reach, latitude + step * spacing],
          ],
        },
      ),
      feature(
        { kind: 'minor_road', kind_detail: 'residential', name: `Street ${number}`, min_zoom: 12 },
        {
          type: 'LineString',
          coordinates: [
            [longitude + step * spacing, latitude - reach],
            [longitude + step * spacing, latitude + reach],
          ],
        },
      ),
    );
  }
  return roads;
}

/** A footpath without a name across the block north-east of the center: a road, but no street to name. */
function unnamedPath([longitude, latitude]: [number, number]): Feature {
  const { spacing } = ROAD_GRID;
  return feature(
    { kind: 'path', kind_detail: 'footway', min_zoom: 14 },
    {
      type: 'LineString',
      coordinates: [
        [longitude + spacing * 0.1, latitude + spacing * 0.5],
        [longitude + spacing * 0.9, latitude + spacing * 0.5],
      ],
    },
  );
}

/**
 * A made-up street map around `center` ([longitude, latitude]) in the Protomaps basemap layout, so that
 * protomaps-leaflet's own rules draw it: land (`earth`), a lake east of the center (`water`), a park (`landuse`),
 * one building, a grid of named roads (`roadGrid`) with an unnamed footpath, and a place name. About 2 km across.
 *
 * @example
 * writePmtiles({ layers: streetMapSample([-87.6329, 41.8809]), minZoom: 0, maxZoom: 15 });
 */
export function streetMapSample(center: [number, number]): Record<string, FeatureCollection> {
  const [longitude, latitude] = center;
  return {
    earth: collection([
      feature({ kind: 'earth' }, { type: 'Polygon', coordinates: [square(center, 0.012)] }),
    ]),
    water: collection([
      feature(
        { kind: 'water', name: 'Test Lake' },
        { type: 'Polygon', coordinates: [square([longitude + 0.008, latitude], 0.003)] },
      ),
    ]),
    landuse: collection([
      feature(
        { kind: 'park', name: 'Test Park' },
        { type: 'Polygon', coordinates: [square([longitude - 0.006, latitude + 0.005], 0.002)] },
      ),
    ]),
    buildings: collection([
      feature(
        { kind: 'building' },
        { type: 'Polygon', coordinates: [square([longitude + 0.0005, latitude + 0.0005], 0.0002)] },
      ),
    ]),
    roads: collection([...roadGrid(center), unnamedPath(center)]),
    places: collection([
      feature(
        { kind: 'locality', name: 'Testville', min_zoom: 4, population_rank: 10 },
        { type: 'Point', coordinates: [longitude - 0.004, latitude - 0.004] },
      ),
    ]),
  };
}
