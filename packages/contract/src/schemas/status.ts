import * as z from 'zod/mini';
import { AcknowledgementList } from './acknowledgement.js';
import { FREE_TEXT_MESSAGE, type FreeTextKind, freeText } from './free-text.js';
import { nameCheck } from './person-name.js';
import { CONTACT_PHONE_PATTERN, MAX_LOCATION_ACCURACY_METERS, StatusSnapshot } from './snapshot.js';

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
 * Days after the app's last update at which a status ends as a stop would (a status without an end time would
 * otherwise never end). The server's default and the privacy policy's promise both read this one number.
 *
 * @example
 * const endsAt = updatedAt + STATUS_IDLE_DAYS * 86_400_000;
 */
export const STATUS_IDLE_DAYS = 7;

/**
 * The most statuses one user may have live at once; starting one more answers 409.
 *
 * @example
 * if (live.length >= MAX_LIVE_STATUSES) stopOldest();
 */
export const MAX_LIVE_STATUSES = 20;

/**
 * Longest accepted value of each text field of a status, in characters.
 *
 * @example
 * <textarea maxLength={STATUS_LIMITS.info} />
 */
export const STATUS_LIMITS = {
  timezone: 100,
  info: 1000,
  detail: 300,
  photoUrl: 2048,
  displayName: 40,
} as const;

/**
 * The most a position's fix time (`location.takenAt`) may lie in the past when the app sends it, in hours: an
 * older position says nothing of where the person is now.
 *
 * @example
 * if (Date.now() - takenAt >= MAX_FIX_AGE_HOURS * 3_600_000) dropPosition();
 */
export const MAX_FIX_AGE_HOURS = 24;

const ISO_DATE_TIME = 'Must be an ISO date-time with a time zone, like 2026-11-23T18:30:00Z.';
const lessThanHoursAgo = (hours: number) => `Must lie less than ${hours} hours in the past.`;

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
  endTime: ISO_DATE_TIME,
  takenAt: ISO_DATE_TIME,
  takenAtFuture: 'Must not lie in the future.',
  takenAtPast: lessThanHoursAgo,
  declinePositionRequest: 'Must be true.',
  emergency: 'Must be true or false.',
  accuracy: `Must be a number of metres from 0 to ${MAX_LOCATION_ACCURACY_METERS}.`,
  batteryLevel: 'Must be a number from 0 (empty) to 1 (full).',
  charging: 'Must be true or false.',
  tooLong: (max: number) => `Must be at most ${max} characters.`,
  text: 'Must be text.',
  photoUrl: 'Must be an https URL.',
  photoUrlCredentials: 'Must be an https URL without a user name or password.',
  endTimePast: lessThanHoursAgo,
  noChange: 'Send at least one field to change.',
  contactPhone: 'Must be a phone number in E.164 form: a plus, then 7 to 15 digits, like +15551234567.',
  controlCharacters: FREE_TEXT_MESSAGE,
} as const;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

function text(max: number, kind: FreeTextKind) {
  return z.nullable(
    z
      .string(STATUS_FIELD_MESSAGES.text)
      .check(z.maxLength(max, STATUS_FIELD_MESSAGES.tooLong(max)), freeText(kind)),
  );
}

/**
 * Where the user is, in decimal degrees (WGS 84), and optionally how precise the phone says that is (the radius in
 * metres within which the user is, 0 to 100,000) and when it took that position (`takenAt`, an ISO date-time with
 * a time zone; the server refuses one in the future or `MAX_FIX_AGE_HOURS` or more in the past).
 *
 * @example
 * StatusLocation.parse({ latitude: 48.8566, longitude: 2.3522, accuracy: 35, takenAt: '2026-11-23T18:30:05Z' });
 */
export const StatusLocation = z.strictObject({
  latitude: z
    .number(STATUS_FIELD_MESSAGES.latitude)
    .check(z.gte(-90, STATUS_FIELD_MESSAGES.latitude), z.lte(90, STATUS_FIELD_MESSAGES.latitude)),
  longitude: z
    .number(STATUS_FIELD_MESSAGES.longitude)
    .check(z.gte(-180, STATUS_FIELD_MESSAGES.longitude), z.lte(180, STATUS_FIELD_MESSAGES.longitude)),
  accuracy: z.optional(
    z
      .number(STATUS_FIELD_MESSAGES.accuracy)
      .check(
        z.gte(0, STATUS_FIELD_MESSAGES.accuracy),
        z.lte(MAX_LOCATION_ACCURACY_METERS, STATUS_FIELD_MESSAGES.accuracy),
      ),
  ),
  takenAt: z.optional(z.iso.datetime({ offset: true, error: STATUS_FIELD_MESSAGES.takenAt })),
});
export type StatusLocation = z.output<typeof StatusLocation>;

/**
 * The name the person shows their heroes (anyone with the code sees it): one line of at most 40 characters as a
 * reader counts them, trimmed, that reads as a name (see `nameProblem`); empty is no name. In a status call, `null`
 * clears it.
 *
 * @example
 * DisplayName.parse(' Riley '); // 'Riley'
 */
export const DisplayName = z.nullable(
  z.pipe(
    z
      .string(STATUS_FIELD_MESSAGES.text)
      .check(z.trim(), freeText('single-line'), nameCheck(STATUS_LIMITS.displayName)),
    z.transform((name: string) => (name === '' ? null : name)),
  ),
);

/**
 * Who the user is with, what they are doing and where, as they typed it in the app.
 *
 * @example
 * StatusTimerDetails.parse({ who: 'Sam', what: 'Evening run', where: 'Riverside park' });
 */
export const StatusTimerDetails = z.strictObject({
  who: z.optional(text(STATUS_LIMITS.detail, 'single-line')),
  what: z.optional(text(STATUS_LIMITS.detail, 'single-line')),
  where: z.optional(text(STATUS_LIMITS.detail, 'single-line')),
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
  z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: STATUS_FIELD_MESSAGES.photoUrl }).check(
    z.maxLength(STATUS_LIMITS.photoUrl, STATUS_FIELD_MESSAGES.tooLong(STATUS_LIMITS.photoUrl)),
    // A picture every hero loads must not carry someone's credentials in its address.
    z.refine((value: string) => {
      // An address that is no URL at all is the check above's to refuse.
      const url = URL.canParse(value) ? new URL(value) : undefined;
      return !url || (url.username === '' && url.password === '');
    }, STATUS_FIELD_MESSAGES.photoUrlCredentials),
  ),
);

const Emergency = z.boolean(STATUS_FIELD_MESSAGES.emergency);

/**
 * The person's own phone number, for their heroes to call or text, in E.164 form (`+15551234567`). The app sends it
 * only once the person has turned it on for this status; in a status call, `null` takes it back. It goes with the
 * status's other data when the status is deleted, and never into a push, a log or the admin views.
 *
 * @example
 * ContactPhone.parse('+15551234567');
 */
export const ContactPhone = z.nullable(
  z
    .string(STATUS_FIELD_MESSAGES.contactPhone)
    .check(z.regex(CONTACT_PHONE_PATTERN, STATUS_FIELD_MESSAGES.contactPhone)),
);

/**
 * The phone's battery: `level` from 0 (empty) to 1 (full), and whether it is charging. In a status call, `null`
 * clears it (the phone no longer says).
 *
 * @example
 * StatusBattery.parse({ level: 0.12, charging: false });
 */
export const StatusBattery = z.strictObject({
  level: z
    .number(STATUS_FIELD_MESSAGES.batteryLevel)
    .check(z.gte(0, STATUS_FIELD_MESSAGES.batteryLevel), z.lte(1, STATUS_FIELD_MESSAGES.batteryLevel)),
  charging: z.boolean(STATUS_FIELD_MESSAGES.charging),
});
export type StatusBattery = z.output<typeof StatusBattery>;

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
  info: z.optional(text(STATUS_LIMITS.info, 'multi-line')),
  timerDetails: z.optional(z.nullable(StatusTimerDetails)),
  startLocation: z.optional(z.nullable(StatusLocation)),
  photo_url: z.optional(PhotoUrl),
  battery: z.optional(z.nullable(StatusBattery)),
  displayName: z.optional(DisplayName),
  contactPhone: z.optional(ContactPhone),
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
    info: z.optional(text(STATUS_LIMITS.info, 'multi-line')),
    timerDetails: z.optional(z.nullable(StatusTimerDetails)),
    endTime: z.optional(EndTime),
    photo_url: z.optional(PhotoUrl),
    battery: z.optional(z.nullable(StatusBattery)),
    displayName: z.optional(DisplayName),
    contactPhone: z.optional(ContactPhone),
    /** The phone will not send a fresh position now (its battery is low): the heroes' request is declined. */
    declinePositionRequest: z.optional(z.literal(true, STATUS_FIELD_MESSAGES.declinePositionRequest)),
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
 * The answer to `GET /api/statuses/{id}` (the user's own status): the snapshot as heroes see it, and every answer
 * the heroes gave, newest first (not only each hero's latest, which the snapshot carries).
 *
 * @example
 * const { acknowledgements } = StatusOverview.parse(await response.json());
 */
export const StatusOverview = z.object({
  snapshot: StatusSnapshot,
  acknowledgements: AcknowledgementList,
});
export type StatusOverview = z.output<typeof StatusOverview>;

/**
 * Every error answer of the API: `{ "message": "…" }`, and `code` where a client words the refusal by it (an answer,
 * an alert or a fresh position refused: `full`, `client-full`, `network-full`, `hero`, `status`, `pending`).
 *
 * @example
 * ErrorBody.parse({ message: 'Authentication required' });
 */
export const ErrorBody = z.object({ message: z.string(), code: z.optional(z.string()) });
export type ErrorBody = z.output<typeof ErrorBody>;
