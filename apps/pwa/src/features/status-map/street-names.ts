// The nearest streets to a position, named from the site's own street map: the roads layer of the PMTiles file's
// tile at its deepest zoom under the position, read and decoded by the map's own libraries (pmtiles, and
// protomaps-leaflet's tile source, which decodes vector tiles). No geocoding service learns where the person is.
import type { PMTiles } from 'pmtiles';
import { type Feature, GeomType, PmtilesSource } from 'protomaps-leaflet';
import { streetArchive } from './street-archive';

/** The nearest named street, and the nearest street that crosses it near the position, when there is one. */
export interface NearestStreets {
  street: string;
  crossing?: string;
}

/** Where the person is: degrees, and how precise the phone said that was (metres). */
export interface StreetPosition {
  latitude: number;
  longitude: number;
  accuracy?: number | null;
}

/** How far beyond the position's accuracy a street still counts as near (metres). */
export const NEAR_BEYOND_ACCURACY_M = 50;

/** The units of a decoded tile's side: its geometry comes scaled to this many. */
const TILE_UNITS = 4096;
const EARTH_CIRCUMFERENCE_M = 40_075_016.686;
/** A street that ends on another (a T junction) meets it within this much, though the lines may not cross. */
const MEETS_WITHIN_M = 2;

interface Spot {
  x: number;
  y: number;
}

/** The tile under a position at zoom `z` (Web Mercator, as the map's), and where in it the position is. */
function tileSpot(position: StreetPosition, z: number) {
  const n = 2 ** z;
  const sin = Math.sin((position.latitude * Math.PI) / 180);
  const across = ((position.longitude + 180) / 360) * n;
  const down = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * n;
  const x = Math.floor(across);
  const y = Math.floor(down);
  const metresPerUnit =
    (EARTH_CIRCUMFERENCE_M * Math.cos((position.latitude * Math.PI) / 180)) / n / TILE_UNITS;
  return { x, y, at: { x: (across - x) * TILE_UNITS, y: (down - y) * TILE_UNITS }, metresPerUnit };
}

/** The point of segment a–b nearest to p. */
function nearestOnSegment(p: Spot, a: Spot, b: Spot): Spot {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const squared = dx * dx + dy * dy;
  const t = squared === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / squared));
  return { x: a.x + t * dx, y: a.y + t * dy };
}

const distance = (p: Spot, q: Spot) => Math.hypot(p.x - q.x, p.y - q.y);

/** The segments of a line feature's parts. */
function* segmentsOf(lines: readonly Spot[][]): Generator<[Spot, Spot]> {
  for (const line of lines) {
    for (let index = 1; index < line.length; index += 1) {
      const a = line[index - 1];
      const b = line[index];
      if (a && b) yield [a, b];
    }
  }
}

/** Where two segments meet: where they cross, or an end of one that lies on the other; undefined when apart. */
function meeting(a: Spot, b: Spot, c: Spot, d: Spot, within: number): Spot | undefined {
  const denominator = (b.x - a.x) * (d.y - c.y) - (b.y - a.y) * (d.x - c.x);
  if (denominator !== 0) {
    const t = ((c.x - a.x) * (d.y - c.y) - (c.y - a.y) * (d.x - c.x)) / denominator;
    const u = ((c.x - a.x) * (b.y - a.y) - (c.y - a.y) * (b.x - a.x)) / denominator;
    if (t >= 0 && t <= 1 && u >= 0 && u <= 1) return { x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y) };
  }
  for (const [end, s, e] of [
    [c, a, b],
    [d, a, b],
    [a, c, d],
    [b, c, d],
  ] as const) {
    if (distance(end, nearestOnSegment(end, s, e)) <= within) return end;
  }
  return undefined;
}

/**
 * The nearest streets to `at` among a tile's decoded roads (`roads`, in the tile's units): the nearest named road
 * within `near` units, and the nearest other named road that meets it within `near` units of `at` (`meetsWithin`:
 * how close an end must come to count as meeting). Null when no named road is that near. Roads are grouped by name,
 * since a street comes in many pieces.
 *
 * @example
 * namesNear(layers.get('roads') ?? [], { x: 2048, y: 2048 }, 400, 9); // { street: 'Avenue 17', crossing: 'Street 20' }
 */
export function namesNear(
  roads: readonly Feature[],
  at: Spot,
  near: number,
  meetsWithin: number,
): NearestStreets | null {
  const byName = new Map<string, Spot[][]>();
  for (const road of roads) {
    const name = road.props.name;
    if (road.geomType !== GeomType.Line || typeof name !== 'string' || name.trim() === '') continue;
    byName.set(name.trim(), [...(byName.get(name.trim()) ?? []), ...road.geom]);
  }
  let street: { name: string; lines: Spot[][]; away: number } | undefined;
  for (const [name, lines] of byName) {
    for (const [a, b] of segmentsOf(lines)) {
      const away = distance(at, nearestOnSegment(at, a, b));
      if (away <= near && (!street || away < street.away)) street = { name, lines, away };
    }
  }
  if (!street) return null;

  let crossing: { name: string; away: number } | undefined;
  for (const [name, lines] of byName) {
    if (name === street.name) continue;
    for (const [a, b] of segmentsOf(street.lines)) {
      for (const [c, d] of segmentsOf(lines)) {
        const met = meeting(a, b, c, d, meetsWithin);
        const away = met ? distance(at, met) : Number.POSITIVE_INFINITY;
        if (away <= near && (!crossing || away < crossing.away)) crossing = { name, away };
      }
    }
  }
  return crossing ? { street: street.name, crossing: crossing.name } : { street: street.name };
}

/**
 * The nearest streets to `position` in the street map `archive`: its tile at its deepest zoom under the position
 * (one read of a byte range), its roads' names within the position's accuracy plus 50 m. Null outside the map's
 * area, under a tile it does not have, or with no named road that near.
 *
 * @example
 * await nearestStreetsIn(archive, { latitude: 41.8809, longitude: -87.6329, accuracy: 12 });
 * // { street: 'Avenue 7', crossing: 'Street 7' }
 */
export async function nearestStreetsIn(
  archive: PMTiles,
  position: StreetPosition,
): Promise<NearestStreets | null> {
  const header = await archive.getHeader();
  const { latitude, longitude } = position;
  if (
    latitude < header.minLat ||
    latitude > header.maxLat ||
    longitude < header.minLon ||
    longitude > header.maxLon
  )
    return null;
  const { x, y, at, metresPerUnit } = tileSpot(position, header.maxZoom);
  const layers = await new PmtilesSource(archive, false).get({ z: header.maxZoom, x, y }, TILE_UNITS);
  const near = (Math.max(0, position.accuracy ?? 0) + NEAR_BEYOND_ACCURACY_M) / metresPerUnit;
  return namesNear(layers.get('roads') ?? [], at, near, MEETS_WITHIN_M / metresPerUnit);
}

/** The latest answers, by file and position: the map's caption and the dispatcher's brief ask for the same. */
const recent = new Map<string, Promise<NearestStreets | null>>();
const RECENT_KEPT = 8;

/**
 * The nearest streets to `position` from the site's street map at `tiles` (the map setup's address, on the site's
 * own origin), read with the map's own reader (`streetArchive`): for the map's caption and the dispatcher's brief,
 * which share the answer for one position (a failed read is asked again next time).
 *
 * @example
 * const setup = await client.getMapSetup();
 * if (setup.tiles) nearestStreets(setup.tiles, snapshot.location); // { street: 'Avenue 7', crossing: 'Street 7' }
 */
export function nearestStreets(tiles: string, position: StreetPosition): Promise<NearestStreets | null> {
  const key = [tiles, position.latitude, position.longitude, position.accuracy ?? ''].join(' ');
  let found = recent.get(key);
  if (!found) {
    found = nearestStreetsIn(streetArchive(tiles), position);
    recent.set(key, found);
    found.catch(() => recent.delete(key));
    const oldest = recent.keys().next().value;
    if (recent.size > RECENT_KEPT && oldest !== undefined) recent.delete(oldest);
  }
  return found;
}
