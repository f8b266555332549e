import { ErrorBody, PROOF_OF_WORK_HEADER } from '@safety-companion/contract';
import type { Context } from 'hono';
import * as z from 'zod';
import { hashAccessCode } from './access-codes.js';
import type { AppEnv, RouteDeps } from './context.js';
import { ERROR_MESSAGES, httpError } from './errors.js';
import { errorAnswer } from './openapi.js';
import type { StoredStatus } from './store/store.js';

/** A 429 of the global guess budget: the ALTCHA challenge to solve and send back in `X-Altcha`. */
const ChallengeBody = z.object({
  ...ErrorBody.shape,
  challenge: z.optional(z.object({ parameters: z.object({}).loose(), signature: z.string() }).loose()),
});

/** The `X-Altcha` header of every call that looks a code up. */
export const PROOF_OF_WORK_PARAMETER = {
  [PROOF_OF_WORK_HEADER]:
    'A solved challenge of an earlier 429 (base64 of the ALTCHA payload { challenge, solution }); needed only ' +
    'while failed lookups over all clients pass the global budget.',
};

/** The refusals of every call that looks a code up, for the API document. */
export const LOOKUP_REFUSALS = {
  400: errorAnswer('A missing, malformed or repeated code.'),
  404: errorAnswer('User not found.'),
  410: errorAnswer('This status has ended.'),
  429: {
    description:
      'Too many failed lookups from this client or its network (Retry-After), or, with a challenge, a proof of ' +
      'work is needed first: solve it and send the lookup again with X-Altcha.',
    schema: ChallengeBody,
  },
};

/** Looks a hero's access code up, counted as one lookup: the live status, or a refusal thrown as its answer. */
export type LookUp = (c: Context<AppEnv>, accessCode: string) => Promise<StoredStatus>;

/**
 * The one lookup of a code, for every call that takes one (`getSnapshot`, the stream, a hero's answer): past the
 * global guess budget it needs a solved challenge (429 with one); a throttled client is refused (429) even for a
 * live code; an unknown code is a failed lookup, counted against the client and its network, and answers 404
 * before anything else is checked; a code whose status ended answers 410 'This status has ended.'.
 *
 * @example
 * const lookUp = statusLookup(deps);
 * const status = await lookUp(c, 'K7Q2ZD');
 */
export function statusLookup({ clock, throttle, guessBudget, config, accessCodeSecret }: RouteDeps): LookUp {
  return async (c, accessCode) => {
    await guessBudget.check(c.req.header(PROOF_OF_WORK_HEADER));
    const found = await throttle.lookup(
      hashAccessCode(accessCodeSecret, accessCode),
      { clientKey: c.get('clientKey'), networkKey: c.get('networkKey') },
      { at: clock(), retentionHours: config.statusRetentionHours },
    );
    if (found.state === 'ended') throw httpError(410, ERROR_MESSAGES.statusEnded);
    return found.status;
  };
}
