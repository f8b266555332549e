import { randomBytes } from 'node:crypto';
import { type Challenge, createChallenge, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { ERROR_MESSAGES, httpError } from './errors.js';
import type { Store } from './store/store.js';
import { THROTTLE_RULES } from './throttle.js';

/**
 * The work asked while the budget is exceeded: SHA-256 until a key starts with four zero hex digits, about 65,000
 * hashes on average, a second or so on a phone. Tests pass an easier one.
 */
export const PROOF_OF_WORK = { algorithm: 'SHA-256', cost: 1, keyPrefix: '0000' } as const;

const CHALLENGE_LIFETIME_MS = 5 * 60_000;
/** The count over all clients is read again at most this often, so that a hit stays a read of one status. */
const RECOUNT_EVERY_MS = 5_000;

export interface GuessBudget {
  /**
   * Passes while failed lookups over all clients stay within the budget; beyond it, passes only a request with a
   * fresh, unused solution in `X-Altcha`, and otherwise throws 429 with a new challenge to solve.
   */
  check(proof: string | undefined): Promise<void>;
}

function decodeProof(proof: string): { challenge: Challenge; solution: Solution } | undefined {
  try {
    const payload = JSON.parse(Buffer.from(proof, 'base64').toString('utf8')) as {
      challenge?: Challenge;
      solution?: Solution;
    };
    if (typeof payload.challenge?.parameters !== 'object' || typeof payload.solution?.counter !== 'number') {
      return undefined;
    }
    return { challenge: payload.challenge, solution: payload.solution };
  } catch {
    return undefined;
  }
}

/**
 * A global budget of failed lookups over all clients (per 15 minutes) whose answer never locks a hero out: past it,
 * every lookup costs a proof of work (ALTCHA) instead of being refused, so guessing at scale gets slow and a hero
 * with the right code still gets in after a short wait.
 *
 * @example
 * const budget = createGuessBudget({ store, clock: Date.now, perWindow: 1000, secret });
 * await budget.check(c.req.header(PROOF_OF_WORK_HEADER));
 */
export function createGuessBudget(options: {
  store: Store;
  clock: () => number;
  /** Failed lookups over all clients in 15 minutes before work is asked. */
  perWindow: number;
  /** Signs challenges; servers sharing a database share it, so a challenge of one is accepted by another. */
  secret?: string;
  work?: { algorithm: string; cost: number; keyPrefix: string };
}): GuessBudget {
  const { store, clock, perWindow } = options;
  const secret = options.secret ?? randomBytes(32).toString('hex');
  const work = options.work ?? PROOF_OF_WORK;
  const windowMs = THROTTLE_RULES.failedLookup.windowMs;
  let exceeded = false;
  let countedAt = Number.NEGATIVE_INFINITY;
  let counting: Promise<void> | undefined;

  async function isExceeded(now: number): Promise<boolean> {
    if (now - countedAt >= RECOUNT_EVERY_MS) {
      counting ??= store
        .countThrottleEvents(THROTTLE_RULES.failedLookup.kind, new Date(now - windowMs))
        .then((count) => {
          exceeded = count >= perWindow;
          countedAt = now;
        })
        .finally(() => {
          counting = undefined;
        });
      await counting;
    }
    return exceeded;
  }

  // Expiry is checked by ALTCHA against the real time, not the clock given (which tests move). Each solution passes
  // once, on whichever server sharing the store sees it first.
  async function verified(proof: string | undefined): Promise<boolean> {
    const payload = proof ? decodeProof(proof) : undefined;
    const { signature, parameters } = payload?.challenge ?? {};
    if (!payload || !signature || typeof parameters?.expiresAt !== 'number') return false;
    const result = await verifySolution({ ...payload, deriveKey, hmacSignatureSecret: secret }).catch(
      () => undefined,
    );
    return (
      Boolean(result?.verified) && store.spendChallenge(signature, new Date(parameters.expiresAt * 1000))
    );
  }

  return {
    async check(proof) {
      const now = clock();
      if (!(await isExceeded(now))) return;
      if (await verified(proof)) return;
      const challenge = await createChallenge({
        ...work,
        deriveKey,
        hmacSignatureSecret: secret,
        expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
      });
      throw httpError(429, ERROR_MESSAGES.proofOfWorkNeeded, {
        headers: { 'Retry-After': '0' },
        body: { challenge },
      });
    },
  };
}
