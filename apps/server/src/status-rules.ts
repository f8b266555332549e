import { STATUS_FIELD_MESSAGES } from '@safety-companion/contract';
import type { Context } from 'hono';
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
  throw httpError(429, messages[refusal]);
}
