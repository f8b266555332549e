import * as z from 'zod/mini';
import { AcknowledgementList } from './acknowledgement.js';
import { PositionRequest } from './position-request.js';

/** A point on the map, in decimal degrees. */
export const Coordinates = z.object({
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
});
export type Coordinates = z.output<typeof Coordinates>;

/** A moment as the server may send it: an ISO string, epoch milliseconds, or a `{ seconds, nanoseconds }` stamp. */
export const SnapshotTime = z.union([
  z.string(),
  z.number(),
  z.object({ seconds: z.number(), nanoseconds: z.optional(z.number()) }),
  z.object({ _seconds: z.number(), _nanoseconds: z.optional(z.number()) }),
]);
export type SnapshotTime = z.output<typeof SnapshotTime>;

// The server side of the snapshot is not specified: a field that is missing, null or of an unexpected type
// becomes null, so that a hero still sees everything else.
function tolerant<T extends z.ZodMiniType>(schema: T) {
  return z.catch(z.nullable(schema), null);
}

/**
 * A phone number in E.164 form: a plus, a first digit that is not 0, then 6 to 14 more digits (`+15551234567`).
 *
 * @example
 * CONTACT_PHONE_PATTERN.test('+15551234567'); // true
 */
export const CONTACT_PHONE_PATTERN = /^\+[1-9]\d{6,14}$/;

/** The most a location's accuracy may say, in metres: beyond it a position says next to nothing. */
export const MAX_LOCATION_ACCURACY_METERS = 100_000;

// When the phone took a position (its fix), as the app said; a wrong one leaves the position itself standing.
const FixTime = z.optional(z.catch(z.nullable(z.iso.datetime({ offset: true })), null));

/** The current location, with how precise the phone says it is (metres) and when it took it, when it says. */
export const SnapshotLocation = z.object({
  ...Coordinates.shape,
  // A wrong accuracy leaves the location itself standing.
  accuracy: z.optional(
    z.catch(z.nullable(z.number().check(z.gte(0), z.lte(MAX_LOCATION_ACCURACY_METERS))), null),
  ),
  takenAt: FixTime,
});
export type SnapshotLocation = z.output<typeof SnapshotLocation>;

/**
 * One position of the status's trail: where the phone was, how precise it said that was, when the server received
 * it (`at`) and when the phone took it (`takenAt`, null when it did not say).
 */
export const TrailPoint = z.object({
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
  accuracy: z.optional(z.nullable(z.number())),
  at: z.string(),
  takenAt: FixTime,
});
export type TrailPoint = z.output<typeof TrailPoint>;

/** The phone's battery: its charge from 0 to 1, and whether it is charging. */
export const SnapshotBattery = z.object({
  level: z.number().check(z.gte(0), z.lte(1)),
  charging: z.catch(z.boolean(), false),
});
export type SnapshotBattery = z.output<typeof SnapshotBattery>;

export const TimerDetails = z.object({
  who: tolerant(z.string()),
  what: tolerant(z.string()),
  where: tolerant(z.string()),
});
export type TimerDetails = z.output<typeof TimerDetails>;

/**
 * The status snapshot a hero looks up with an access code. Tolerant of missing or null fields. The fields beyond the
 * spec's (`location.accuracy`, `location.takenAt`, `battery`, `acknowledgements`, `emergencySince`, `contactPhone`…) are optional: a snapshot without them still parses,
 * and stays without them.
 *
 * @example
 * const snapshot = StatusSnapshot.parse(JSON.parse(text));
 */
export const StatusSnapshot = z.object({
  accessCode: tolerant(z.string()),
  emergency: z.catch(z.boolean(), false),
  /** When the emergency was last switched on (from off); null when there is none. */
  emergencySince: z.optional(tolerant(SnapshotTime)),
  endTime: tolerant(SnapshotTime),
  info: tolerant(z.string()),
  location: tolerant(SnapshotLocation),
  startLocation: tolerant(Coordinates),
  photo_url: tolerant(z.string()),
  reason: tolerant(z.string()),
  startTime: tolerant(SnapshotTime),
  /** When the server received the app's last update (the phone's fix time is `location.takenAt`). */
  timestamp: tolerant(SnapshotTime),
  timezone: tolerant(z.string()),
  timerDetails: tolerant(TimerDetails),
  /** What the phone says of its battery; null when it says nothing. */
  battery: z.optional(tolerant(SnapshotBattery)),
  /** Each hero's latest answer, newest first; one of a kind this client does not know is left out. */
  acknowledgements: z.optional(z.catch(AcknowledgementList, [])),
  /** How many pages have the status open now, on every instance (a stream or a poll, `VIEWER_LIMITS`). */
  viewers: z.optional(tolerant(z.number().check(z.int(), z.minimum(0)))),
  /** The latest request of a hero for a fresh position, null when none (`positionRequestState` says where it stands). */
  positionRequest: z.optional(tolerant(PositionRequest)),
  /** The person's phone number (E.164), when they chose to share it with their heroes for this status; else null. */
  contactPhone: z.optional(tolerant(z.string().check(z.regex(CONTACT_PHONE_PATTERN)))),
  /** The name the person shows their heroes; null when they gave none. */
  displayName: z.optional(tolerant(z.string())),
  /** The positions the status reported while it lived, oldest first (the start first), the last 100 at most. */
  trail: z.optional(z.catch(z.array(TrailPoint), [])),
});
export type StatusSnapshot = z.output<typeof StatusSnapshot>;
