import { ErrorBody, PROOF_OF_WORK_HEADER } from '@safety-companion/contract';
import type { Context } from 'hono';
import * as z from 'zod';
import { lookupHashes } from './access-codes.js';
import type { AppEnv } from './context.js';
import { ERROR_MESSAGES, httpError } from './errors.js';
import { errorAnswer } from './openapi.js';
import type { RouteDeps } from './route-deps.js';
import type { StoredStatus } from './store/store.js';

/** A 429 of the global guess budget: the ALTCHA challenge to solve and send back in `X-Altcha`. */
const ChallengeBody = z.object({
  ...ErrorBody.shape,
  challenge: z.optional(z.object({ parameters: z.object({}).loose(), signature: z.string() }).loose()),
});

/** The `X-Altcha` header of every route that takes a code. */
export const PROOF_OF_WORK_DESCRIPTION =
  'A solved challenge of an earlier 429 (base64 of the ALTCHA payload { challenge, solution }); needed only while ' +
  'failed lookups over all clients pass the global budget.';

/** The refusals of every lookup of a code (see `createLookUp`). */
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

/** Judges an access code as a hero's lookup does; see `createLookUp`. */
export type LookUp = (c: Context<AppEnv>, accessCode: string) => Promise<StoredStatus>;

/**
 * A hero's lookup of a code, counted as one wherever a code is given (the snapshot, its stream, an alert's
 * subscription): the global guess budget's proof of work first, then the client's and its network's allowances of
 * failed lookups. The code and its Crockford reading are tried in the same read, counted as one lookup (at most one
 * miss). Answers the live status; throws 404 for an unknown code (a miss, counted), 410 for an ended status,
 * 429 while an allowance is used up or a proof of work is due.
 *
 * @example
 * const lookUp = createLookUp(deps);
 * const status = await lookUp(c, 'K7Q2ZD');
 */
export function createLookUp({
  clock,
  throttle,
  guessBudget,
  config,
  accessCodeSecret,
}: Pick<RouteDeps, 'clock' | 'throttle' | 'guessBudget' | 'config' | 'accessCodeSecret'>): LookUp {
  return async (c, accessCode) => {
    await guessBudget.check(c.req.header(PROOF_OF_WORK_HEADER));
    const found = await throttle.lookup(
      lookupHashes(accessCodeSecret, accessCode),
      { clientKey: c.get('clientKey'), networkKey: c.get('networkKey') },
      { at: clock(), retentionHours: config.statusRetentionHours },
    );
    if (found.state === 'ended') throw httpError(410, ERROR_MESSAGES.statusEnded);
    return found.status;
  };
}
