import * as z from 'zod/mini';
import { AccessCode } from './access-code.js';
import { HeroId } from './acknowledgement.js';

/**
 * How often a fresh position may be asked for: by one hero (and one client), by anyone for one status, and how long
 * a request waits for the phone before the heroes' pages say it has not answered. At most one waits per status.
 *
 * @example
 * POSITION_REQUEST_LIMITS.perStatusMs; // 30000
 */
export const POSITION_REQUEST_LIMITS = {
  perHeroMs: 2 * 60_000,
  perStatusMs: 30_000,
  waitMs: 2 * 60_000,
} as const;

/**
 * Why the server refused a request for a fresh position (429 with `Retry-After`); the site says them in its
 * language.
 */
export const POSITION_REQUEST_REFUSALS = {
  hero: 'You asked for a fresh position less than 2 minutes ago.',
  status: 'A hero asked for a fresh position less than 30 seconds ago.',
  pending: "A fresh position was already asked for: wait for the person's phone.",
} as const;

/**
 * The body of `POST /api/position-requests`: a hero asks the phone of the status of an access code for a fresh
 * position. `hero` is the id the page answers with: the request carries the name that hero gave with an answer.
 *
 * @example
 * PositionRequestInput.parse({ accessCode: 'k7q2zd', hero }); // { accessCode: 'K7Q2ZD', hero }
 */
export const PositionRequestInput = z.strictObject({
  accessCode: AccessCode,
  hero: z.optional(HeroId),
});
export type PositionRequestInput = z.input<typeof PositionRequestInput>;

/**
 * The latest request for a fresh position under a status: who asked (the name they gave with an answer; null: 'A
 * hero'), when (ISO date-time), and when the app declined it (null while it has not). It is answered by a position
 * whose `takenAt` is after `at` (`positionRequestState`); never by one taken before, sent again.
 *
 * @example
 * const request = PositionRequest.parse(snapshot.positionRequest); // { name: 'Sam', at: '…', declinedAt: null }
 */
export const PositionRequest = z.object({
  name: z.nullable(z.string()),
  at: z.string(),
  declinedAt: z.nullable(z.string()),
});
export type PositionRequest = z.output<typeof PositionRequest>;
