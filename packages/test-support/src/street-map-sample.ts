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

/**
 * A made-up street map around `center` ([longitude, latitude]) in the Protomaps basemap layout, so that
 * protomaps-leaflet's own rules draw it: land (`earth`), a lake east of the center (`water`), a park (`landuse`),
 * one building, two crossing roads and a place name. About 2 km across.
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
    roads: collection([
      feature(
        { kind: 'major_road', kind_detail: 'primary', name: 'Test Avenue', min_zoom: 7 },
        {
          type: 'LineString',
          coordinates: [
            [longitude - 0.012, latitude],
            [longitude + 0.012, latitude],
          ],
        },
      ),
      feature(
        { kind: 'minor_road', kind_detail: 'residential', name: 'Test Street', min_zoom: 12 },
        {
          type: 'LineString',
          coordinates: [
            [longitude, latitude - 0.012],
            [longitude, latitude + 0.012],
          ],
        },
      ),
    ]),
    places: collection([
      feature(
        { kind: 'locality', name: 'Testville', min_zoom: 4, population_rank: 10 },
        { type: 'Point', coordinates: [longitude - 0.004, latitude - 0.004] },
      ),
    ]),
  };
}
