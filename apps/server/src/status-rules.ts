import { STATUS_FIELD_MESSAGES } from '@safety-companion/contract';
import { httpError } from './errors.js';

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
