import * as z from 'zod/mini';
import { StatusSnapshot } from './snapshot.js';

/**
 * Hours a stopped status's code answers 'This status has ended.', and hours an expired countdown stays visible
 * after its end time. The server's default and the privacy policy's promise both read this one number.
 *
 * @example
 * const forgetAt = endedAt + STATUS_RETENTION_HOURS * 3_600_000;
 */
export const STATUS_RETENTION_HOURS = 24;

/**
 * Minutes between two sweeps of the server, which delete what has outlived `STATUS_RETENTION_HOURS`.
 *
 * @example
 * setInterval(sweep, STATUS_SWEEP_MINUTES * 60_000);
 */
export const STATUS_SWEEP_MINUTES = 10;

/**
 * Longest accepted value of each text field of a status, in characters.
 *
 * @example
 * <textarea maxLength={STATUS_LIMITS.info} />
 */
export const STATUS_LIMITS = { timezone: 100, info: 1000, detail: 300, photoUrl: 2048 } as const;

/**
 * The field messages of the status calls, one row per rule.
 *
 * @example
 * STATUS_FIELD_MESSAGES.latitude; // 'Must be a number from -90 to 90.'
 */
export const STATUS_FIELD_MESSAGES = {
  timezone: 'Must be a time zone name that Intl.DateTimeFormat accepts, like Europe/Paris or UTC.',
  latitude: 'Must be a number from -90 to 90.',
  longitude: 'Must be a number from -180 to 180.',
  endTime: 'Must be an ISO date-time with a time zone, like 2026-11-23T18:30:00Z.',
  emergency: 'Must be true or false.',
  tooLong: (max: number) => `Must be at most ${max} characters.`,
  text: 'Must be text.',
  photoUrl: 'Must be an https URL.',
  noChange: 'Send at least one field to change.',
  controlCharacters: 'Remove the invisible control characters.',
} as const;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

// Tab, line feed and carriage return are text; the other C0 controls and DEL are not (the store rejects NUL).
// biome-ignore lint/suspicious/noControlCharactersInRegex: the rule is about exactly these characters.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

function text(max: number) {
  return z.nullable(
    z.string(STATUS_FIELD_MESSAGES.text).check(
      z.maxLength(max, STATUS_FIELD_MESSAGES.tooLong(max)),
      z.refine((value: string) => !CONTROL_CHARACTERS.test(value), STATUS_FIELD_MESSAGES.controlCharacters),
    ),
  );
}

/**
 * Where the user is, in decimal degrees (WGS 84).
 *
 * @example
 * StatusLocation.parse({ latitude: 48.8566, longitude: 2.3522 });
 */
export const StatusLocation = z.strictObject({
  latitude: z
    .number(STATUS_FIELD_MESSAGES.latitude)
    .check(z.gte(-90, STATUS_FIELD_MESSAGES.latitude), z.lte(90, STATUS_FIELD_MESSAGES.latitude)),
  longitude: z
    .number(STATUS_FIELD_MESSAGES.longitude)
    .check(z.gte(-180, STATUS_FIELD_MESSAGES.longitude), z.lte(180, STATUS_FIELD_MESSAGES.longitude)),
});
export type StatusLocation = z.output<typeof StatusLocation>;

/**
 * Who the user is with, what they are doing and where, as they typed it in the app.
 *
 * @example
 * StatusTimerDetails.parse({ who: 'Sam', what: 'Evening run', where: 'Riverside park' });
 */
export const StatusTimerDetails = z.strictObject({
  who: z.optional(text(STATUS_LIMITS.detail)),
  what: z.optional(text(STATUS_LIMITS.detail)),
  where: z.optional(text(STATUS_LIMITS.detail)),
});
export type StatusTimerDetails = z.output<typeof StatusTimerDetails>;

const Timezone = z
  .string(STATUS_FIELD_MESSAGES.timezone)
  .check(
    z.maxLength(STATUS_LIMITS.timezone, STATUS_FIELD_MESSAGES.timezone),
    z.refine(isTimeZone, STATUS_FIELD_MESSAGES.timezone),
  );

// Null clears a countdown's end (the activity runs until it is stopped).
const EndTime = z.nullable(z.iso.datetime({ offset: true, error: STATUS_FIELD_MESSAGES.endTime }));

const PhotoUrl = z.nullable(
  z
    .url({ protocol: /^https$/, hostname: z.regexes.domain, error: STATUS_FIELD_MESSAGES.photoUrl })
    .check(z.maxLength(STATUS_LIMITS.photoUrl, STATUS_FIELD_MESSAGES.tooLong(STATUS_LIMITS.photoUrl))),
);

const Emergency = z.boolean(STATUS_FIELD_MESSAGES.emergency);

/**
 * The body of `POST /api/statuses`: what the mobile app sends when the user starts an activity. Strict: an unknown
 * field is refused.
 *
 * @example
 * StatusCreateInput.parse({ timezone: 'Europe/Paris', location: { latitude: 48.85, longitude: 2.35 } });
 */
export const StatusCreateInput = z.strictObject({
  timezone: Timezone,
  location: StatusLocation,
  endTime: z.optional(EndTime),
  emergency: z._default(Emergency, false),
  info: z.optional(text(STATUS_LIMITS.info)),
  timerDetails: z.optional(z.nullable(StatusTimerDetails)),
  startLocation: z.optional(z.nullable(StatusLocation)),
  photo_url: z.optional(PhotoUrl),
});
export type StatusCreateInput = z.input<typeof StatusCreateInput>;

/**
 * The body of `PATCH /api/statuses/{id}`: any of the fields that change while the user is out; null clears one.
 *
 * @example
 * StatusUpdateInput.parse({ emergency: true });
 */
export const StatusUpdateInput = z
  .strictObject({
    location: z.optional(StatusLocation),
    emergency: z.optional(Emergency),
    info: z.optional(text(STATUS_LIMITS.info)),
    timerDetails: z.optional(z.nullable(StatusTimerDetails)),
    endTime: z.optional(EndTime),
    photo_url: z.optional(PhotoUrl),
  })
  .check(
    z.refine(
      (update: Record<string, unknown>) => Object.values(update).some((value) => value !== undefined),
      STATUS_FIELD_MESSAGES.noChange,
    ),
  );
export type StatusUpdateInput = z.input<typeof StatusUpdateInput>;

/**
 * The answer to `POST /api/statuses`: the status's id (for later calls) and the access code for the heroes.
 *
 * @example
 * const { id, accessCode } = StatusCreated.parse(await response.json());
 */
export const StatusCreated = z.object({
  id: z.string(),
  accessCode: z.string(),
  snapshot: StatusSnapshot,
});
export type StatusCreated = z.output<typeof StatusCreated>;

/**
 * The answer to `PATCH /api/statuses/{id}`: the snapshot as heroes now see it.
 *
 * @example
 * const { snapshot } = StatusUpdated.parse(await response.json());
 */
export const StatusUpdated = z.object({ snapshot: StatusSnapshot });
export type StatusUpdated = z.output<typeof StatusUpdated>;

/**
 * Every error answer of the API: `{ "message": "…" }`.
 *
 * @example
 * ErrorBody.parse({ message: 'Authentication required' });
 */
export const ErrorBody = z.object({ message: z.string() });
export type ErrorBody = z.output<typeof ErrorBody>;
