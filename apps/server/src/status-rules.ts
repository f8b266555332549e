import { MAX_FIX_AGE_HOURS, STATUS_FIELD_MESSAGES } from '@safety-companion/contract';
import type { Context } from 'hono';
import { CLOCK_TOLERANCE_SECONDS } from './auth.js';
import type { AppEnv } from './context.js';
import { httpError } from './errors.js';
import type { PlaceHolder, PlaceRefusal } from './store/store.js';

const HOUR_MS = 3_600_000;

/**
 * Refuses (400, naming the field) an end time that lies `retentionHours` or more in the past: the status would
 * have ended before it was stored, and its code would answer 'This status has ended.' at once.
 *
 * @example
 * refuseEndedEndTime(input.endTime, clock(), config.statusRetentionHours);
 */
export function refuseEndedEndTime(endTime: string | null | undefined, now: number, retentionHours: number) {
  if (endTime && new Date(endTime).getTime() <= now - retentionHours * HOUR_MS) {
    throw httpError(400, `endTime: ${STATUS_FIELD_MESSAGES.endTimePast(retentionHours)}`);
  }
}

/**
 * A location as it is stored: its fix time (`takenAt`) written as the server writes times (UTC, milliseconds),
 * after refusing (400, naming the field) one later than now, past the clock tolerance the identity tokens get too,
 * or `MAX_FIX_AGE_HOURS` or more in the past. `field` names it in the message (`location`, `startLocation`).
 *
 * @example
 * const location = storedLocation(input.location, 'location', clock());
 */
export function storedLocation<Located extends { takenAt?: string }>(
  location: Located,
  field: string,
  now: number,
): Located {
  if (location.takenAt === undefined) return location;
  const takenAt = new Date(location.takenAt).getTime();
  if (takenAt > now + CLOCK_TOLERANCE_SECONDS * 1_000) {
    throw httpError(400, `${field}.takenAt: ${STATUS_FIELD_MESSAGES.takenAtFuture}`);
  }
  if (takenAt <= now - MAX_FIX_AGE_HOURS * HOUR_MS) {
    throw httpError(400, `${field}.takenAt: ${STATUS_FIELD_MESSAGES.takenAtPast(MAX_FIX_AGE_HOURS)}`);
  }
  return { ...location, takenAt: new Date(takenAt).toISOString() };
}

/**
 * The holder a request takes a place as: its client and network, as the throttles count them.
 *
 * @example
 * await store.acknowledge(answer, now, holderOf(c), { perStatus: 50, perHero: 10, ...PLACES_PER_HOLDER });
 */
export function holderOf(c: Context<AppEnv>): PlaceHolder {
  return { clientKey: c.get('clientKey'), networkKey: c.get('networkKey') };
}

/**
 * Refuses a place (429) with the message that says why.
 *
 * @example
 * if (typeof stored === 'string') refusePlace(stored, ANSWER_REFUSALS);
 */
export function refusePlace(refusal: PlaceRefusal, messages: Record<PlaceRefusal, string>): never {
  // The refusal is the body's `code`: a page words it in its language by the code, not by the message.
  throw httpError(429, messages[refusal], { body: { code: refusal } });
}
