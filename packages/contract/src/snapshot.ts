import type { Acknowledgement } from './schemas/acknowledgement.js';
import type { Coordinates, SnapshotTime, StatusSnapshot } from './schemas/snapshot.js';

/** The three states of a status: emergency first, then expired, otherwise active. */
export type SnapshotState = 'emergency' | 'expired' | 'active';

/** The `reason` the server gives a status whose timer ran out. */
export const EXPIRED_REASON = 'Status Has Expired';

/** Shown for a date the snapshot does not carry. */
export const NOT_SET = 'Not set';

/**
 * The state of a snapshot.
 *
 * @example
 * getSnapshotState({ ...snapshot, emergency: true }); // 'emergency'
 */
export function getSnapshotState(snapshot: Pick<StatusSnapshot, 'emergency' | 'reason'>): SnapshotState {
  if (snapshot.emergency) return 'emergency';
  if (snapshot.reason === EXPIRED_REASON) return 'expired';
  return 'active';
}

/** How dates are written: the viewer's locale and time zone unless given. */
export interface DateFormatOptions {
  locale?: string | string[];
  timeZone?: string;
}

/**
 * A snapshot time as a `Date`, or null when it is missing or unreadable. Numbers are epoch milliseconds
 * (values below 10^11 are taken as seconds).
 *
 * @example
 * toSnapshotDate({ seconds: 1700000000 }); // Date 2023-11-14T22:13:20Z
 */
export function toSnapshotDate(value: SnapshotTime | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  let millis: number;
  if (typeof value === 'string') {
    if (value.trim() === '') return null;
    millis = Date.parse(value);
  } else if (typeof value === 'number') {
    millis = Math.abs(value) < 1e11 ? value * 1000 : value;
  } else if ('seconds' in value) {
    millis = value.seconds * 1000 + Math.floor((value.nanoseconds ?? 0) / 1e6);
  } else {
    millis = value._seconds * 1000 + Math.floor((value._nanoseconds ?? 0) / 1e6);
  }
  return Number.isFinite(millis) ? new Date(millis) : null;
}

/**
 * A snapshot time in the viewer's local format, or 'Not set' when it is missing.
 *
 * @example
 * formatSnapshotDate('2025-03-03T14:05:00Z', { locale: 'en-GB', timeZone: 'UTC' }); // '3 Mar 2025, 14:05'
 */
export function formatSnapshotDate(
  value: SnapshotTime | null | undefined,
  options: DateFormatOptions = {},
): string {
  const date = toSnapshotDate(value);
  if (!date) return NOT_SET;
  return new Intl.DateTimeFormat(options.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: options.timeZone,
  }).format(date);
}

const MAPS = 'https://www.google.com/maps';

/**
 * A coordinate to at most 5 decimals (about 1 m, finer than any phone's fix), trailing zeros dropped: a moved
 * position's floating-point noise (`41.880900000000004`) never reaches a hero, a clipboard or a map link.
 */
function roundCoordinate(value: number): string {
  return String(Number(value.toFixed(5)));
}

function point(coordinates: Coordinates): string {
  return `${roundCoordinate(coordinates.latitude)},${roundCoordinate(coordinates.longitude)}`;
}

/**
 * A maps link with directions from the start location to the current one; undefined when either is missing, or when
 * both are the same point (to the 5 decimals a link carries): there is no way to show then.
 *
 * @example
 * getDirectionsUrl(snapshot); // 'https://www.google.com/maps/dir/?api=1&origin=38.9,-77.03&destination=38.88,-77.01'
 */
export function getDirectionsUrl(
  snapshot: Pick<StatusSnapshot, 'startLocation' | 'location'>,
): string | undefined {
  if (!snapshot.startLocation || !snapshot.location) return undefined;
  const origin = point(snapshot.startLocation);
  const destination = point(snapshot.location);
  if (origin === destination) return undefined;
  const query = new URLSearchParams({ api: '1', origin, destination });
  return `${MAPS}/dir/?${query.toString().replaceAll('%2C', ',')}`;
}

/**
 * A maps link with directions to the current location from wherever the viewer's device is (no start given: the
 * maps app takes the device's own position); undefined when the location is missing.
 *
 * @example
 * getDirectionsToCurrentUrl(snapshot); // 'https://www.google.com/maps/dir/?api=1&destination=38.88,-77.01'
 */
export function getDirectionsToCurrentUrl(snapshot: Pick<StatusSnapshot, 'location'>): string | undefined {
  if (!snapshot.location) return undefined;
  const query = new URLSearchParams({ api: '1', destination: point(snapshot.location) });
  return `${MAPS}/dir/?${query.toString().replaceAll('%2C', ',')}`;
}

/**
 * A maps link showing the current location on its own; undefined when it is missing. It does not need the start
 * location, so a status that has none still leads a hero to where the person is.
 *
 * @example
 * getCurrentLocationUrl(snapshot); // 'https://www.google.com/maps/search/?api=1&query=38.88,-77.01'
 */
export function getCurrentLocationUrl(snapshot: Pick<StatusSnapshot, 'location'>): string | undefined {
  if (!snapshot.location) return undefined;
  const query = new URLSearchParams({ api: '1', query: point(snapshot.location) });
  return `${MAPS}/search/?${query.toString().replaceAll('%2C', ',')}`;
}

/**
 * Coordinates as text a person can read out or paste into any maps app: latitude, longitude, each to at most
 * 5 decimals without trailing zeros.
 *
 * @example
 * formatCoordinates({ latitude: 38.8895, longitude: -77.0353 }); // '38.8895, -77.0353'
 */
export function formatCoordinates(coordinates: Coordinates): string {
  return `${roundCoordinate(coordinates.latitude)}, ${roundCoordinate(coordinates.longitude)}`;
}

/**
 * A maps link showing the start location; undefined when it is missing.
 *
 * @example
 * getStartLocationUrl(snapshot); // 'https://www.google.com/maps/search/?api=1&query=38.9,-77.03'
 */
export function getStartLocationUrl(snapshot: Pick<StatusSnapshot, 'startLocation'>): string | undefined {
  if (!snapshot.startLocation) return undefined;
  const query = new URLSearchParams({ api: '1', query: point(snapshot.startLocation) });
  return `${MAPS}/search/?${query.toString().replaceAll('%2C', ',')}`;
}

export type { AnswerContext, AnswerWords } from './answer-words.js';
export {
  ANSWER_WORDS,
  describeAcknowledgement,
  describeOwnAcknowledgement,
  formatMinutesRange,
  UNNAMED_HERO,
} from './answer-words.js';

/**
 * Whether two answers are the same one: the same kind, name and time. A page knows its own answer by what the
 * server stored when it sent it, since no hero id ever comes back in a snapshot.
 *
 * @example
 * isSameAcknowledgement(sent, snapshot.acknowledgements[0]); // true for the answer this device sent
 */
export function isSameAcknowledgement(
  one: Pick<Acknowledgement, 'kind' | 'name' | 'at'>,
  other: Pick<Acknowledgement, 'kind' | 'name' | 'at'>,
): boolean {
  return (
    one.kind === other.kind &&
    (one.name ?? null) === (other.name ?? null) &&
    toSnapshotDate(one.at)?.getTime() === toSnapshotDate(other.at)?.getTime()
  );
}

/**
 * The built-in snapshot that `DEMO_ACCESS_CODE` answers with, without calling the server. Its times are fixed; see
 * `sampleSnapshotAt` for the one the demo code shows, with a countdown still running.
 *
 * @example
 * SAMPLE_SNAPSHOT.info; // 'This is a demonstration status. No real person is involved.'
 */
// Every freeze marked pure, the inner ones too (a bundler keeps the arguments of a pure call): a bundle that does not
// show the demo (the UI package's) leaves the sample out.
export const SAMPLE_SNAPSHOT: StatusSnapshot = /* @__PURE__ */ Object.freeze({
  accessCode: 'AAAAAA',
  emergency: false,
  startTime: '2025-06-14T13:30:00.000Z',
  endTime: '2025-06-14T15:30:00.000Z',
  timestamp: '2025-06-14T14:10:00.000Z',
  timezone: 'America/New_York',
  reason: 'Countdown running',
  info: 'This is a demonstration status. No real person is involved.',
  location: /* @__PURE__ */ Object.freeze({ latitude: 38.8895, longitude: -77.0353, accuracy: 35 }),
  startLocation: /* @__PURE__ */ Object.freeze({ latitude: 38.8977, longitude: -77.0365 }),
  photo_url: null,
  timerDetails: /* @__PURE__ */ Object.freeze({
    who: 'Jordan, with two friends',
    what: 'Evening walk along the National Mall',
    where: 'From the White House towards the Washington Monument',
  }),
  battery: /* @__PURE__ */ Object.freeze({ level: 0.12, charging: false }),
  acknowledgements: /* @__PURE__ */ Object.freeze([
    { kind: 'on-the-way', name: 'Sam', at: '2025-06-14T14:08:00.000Z' },
    { kind: 'seen', name: null, at: '2025-06-14T14:05:00.000Z' },
  ]) as Acknowledgement[],
});

/**
 * `SAMPLE_SNAPSHOT` as the demo code shows it at `now`: every time moved so that the last update was 2 minutes ago,
 * and the countdown still runs (1 h 18 min left).
 *
 * @example
 * const shown = code === DEMO_ACCESS_CODE ? sampleSnapshotAt(Date.now()) : await api.getSnapshot(code);
 */
export function sampleSnapshotAt(now: number): StatusSnapshot {
  // The sample's times are ISO strings: read here without the general reader, which the client need not carry.
  const shift = now - 2 * 60_000 - Date.parse(SAMPLE_SNAPSHOT.timestamp as string);
  const moved = (iso: string) => new Date(Date.parse(iso) + shift).toISOString();
  return {
    ...SAMPLE_SNAPSHOT,
    startTime: moved(SAMPLE_SNAPSHOT.startTime as string),
    endTime: moved(SAMPLE_SNAPSHOT.endTime as string),
    timestamp: moved(SAMPLE_SNAPSHOT.timestamp as string),
    acknowledgements: SAMPLE_SNAPSHOT.acknowledgements?.map((answer) => ({
      ...answer,
      at: moved(answer.at),
    })),
  };
}
