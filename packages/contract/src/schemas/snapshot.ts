import * as z from 'zod/mini';

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

export const TimerDetails = z.object({
  who: tolerant(z.string()),
  what: tolerant(z.string()),
  where: tolerant(z.string()),
});
export type TimerDetails = z.output<typeof TimerDetails>;

/**
 * The status snapshot a hero looks up with an access code. Tolerant of missing or null fields.
 *
 * @example
 * const snapshot = StatusSnapshot.parse(JSON.parse(text));
 */
export const StatusSnapshot = z.object({
  accessCode: tolerant(z.string()),
  emergency: z.catch(z.boolean(), false),
  endTime: tolerant(SnapshotTime),
  info: tolerant(z.string()),
  location: tolerant(Coordinates),
  startLocation: tolerant(Coordinates),
  photo_url: tolerant(z.string()),
  reason: tolerant(z.string()),
  startTime: tolerant(SnapshotTime),
  timestamp: tolerant(SnapshotTime),
  timezone: tolerant(z.string()),
  timerDetails: tolerant(TimerDetails),
});
export type StatusSnapshot = z.output<typeof StatusSnapshot>;
