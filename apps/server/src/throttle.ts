import { describeWait } from '@safety-companion/contract';
import { ERROR_MESSAGES, httpError } from './errors.js';
import type { Allowance, StatusLookup, Store, ThrottleRule } from './store/store.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The allowances: a 6-character code must not be guessable, feedback must not be a firehose. docs/limits.md works
 * out what the lookup limits allow an attacker.
 */
export const THROTTLE_RULES = {
  /** Lookups of codes that do not exist, per client (an IPv4 address or an IPv6 /64). */
  failedLookup: { kind: 'failed-lookup', limit: 10, windowMs: 15 * MINUTE },
  /** The same over a whole IPv6 /48, so that 65,536 /64s of one network do not get 65,536 allowances. */
  failedLookupNetwork: { kind: 'failed-lookup-network', limit: 25, windowMs: 15 * MINUTE },
  /** Feedback sent, per client. */
  feedback: { kind: 'feedback', limit: 5, windowMs: 10 * MINUTE },
  /** Failed admin sign-ins, per client. */
  failedAdminLoginPerClient: { kind: 'failed-admin-login', limit: 10, windowMs: 15 * MINUTE },
  /** Failed admin sign-ins, per username, from anywhere (a slow spread-out guess at one account). */
  failedAdminLoginPerUsername: { kind: 'failed-admin-login-username', limit: 20, windowMs: HOUR },
} as const satisfies Record<string, ThrottleRule>;

/** Events are kept this long (longer than any window, and than the hour of the failed-lookup alert). */
const RETENTION_MS = 24 * HOUR;

/** Forgets the events older than any rule looks at (a task of the sweep); answers how many went. */
export function pruneThrottleEvents(store: Pick<Store, 'pruneThrottleEvents'>, now: number): Promise<number> {
  return store.pruneThrottleEvents(new Date(now - RETENTION_MS));
}

export interface Throttle {
  /** Takes a slot of the client's allowance, or throws 429 with `Retry-After` and the message for that wait. */
  take(rule: ThrottleRule, clientKey: string, message: (wait: string) => string): Promise<string>;
  /** Gives a taken slot back. */
  release(eventId: string): Promise<void>;
  /**
   * Looks a code up by its hashes (the code as sent and its other readings, found by any) for a client of a network at
   * a moment: the live or ended status, or 429 while the client or its network has used up its failed lookups, or 404
   * `User not found.` (one miss, which counts against both).
   */
  lookup(
    codeHashes: readonly string[],
    client: { clientKey: string; networkKey: string },
    options: { at: number; retentionHours: number },
  ): Promise<Exclude<StatusLookup, { state: 'unknown' }>>;
  /** Logs a warning when failed lookups over all clients in the last hour pass the threshold; never blocks. */
  watchFailedLookups(): Promise<void>;
}

/**
 * The per-client throttles, kept in the store so that they hold across restarts and across servers.
 *
 * @example
 * const eventId = await throttle.take(THROTTLE_RULES.feedback, clientKey, ERROR_MESSAGES.tooMuchFeedback);
 */
export function createThrottle(options: {
  store: Store;
  clock: () => number;
  failedLookupAlertPerHour: number;
  warn?: (message: string) => void;
}): Throttle {
  const { store, clock, failedLookupAlertPerHour } = options;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  let lastAlertHour = Number.NaN;

  const tooMany = (message: (wait: string) => string, retryAfterMs: number) => {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    return httpError(429, message(describeWait(seconds)), { headers: { 'Retry-After': String(seconds) } });
  };

  const throttle: Throttle = {
    async take(rule, clientKey, message) {
      const decision = await store.takeThrottleSlot(clientKey, rule, new Date(clock()));
      if (!decision.allowed) throw tooMany(message, decision.retryAfterMs);
      return decision.eventId;
    },

    release: (eventId) => store.releaseThrottleSlot(eventId),

    async lookup(codeHashes, { clientKey, networkKey }, { at, retentionHours }) {
      const allowances: Allowance[] = [{ key: clientKey, rule: THROTTLE_RULES.failedLookup }];
      // An IPv4 address is its own network: its client limit is the stricter one.
      if (networkKey !== clientKey)
        allowances.push({ key: networkKey, rule: THROTTLE_RULES.failedLookupNetwork });
      const outcome = await store.lookupStatus(codeHashes, allowances, new Date(at), retentionHours);
      if (outcome.kind === 'found') return outcome.found;
      if (outcome.kind === 'refused') throw tooMany(ERROR_MESSAGES.tooManyLookups, outcome.retryAfterMs);
      await throttle.watchFailedLookups().catch((error: unknown) => {
        console.error('Could not count the failed lookups of the last hour.', error);
      });
      throw httpError(404, ERROR_MESSAGES.userNotFound);
    },

    async watchFailedLookups() {
      const now = clock();
      const hour = Math.floor(now / HOUR);
      if (hour === lastAlertHour) return;
      const count = await store.countThrottleEvents(THROTTLE_RULES.failedLookup.kind, new Date(now - HOUR));
      if (count <= failedLookupAlertPerHour) return;
      // Once per clock hour per server: a warning, not a flood of them during an attack.
      lastAlertHour = hour;
      warn(
        `Warning: ${count} failed access-code lookups in the last hour (alert threshold ` +
          `${failedLookupAlertPerHour}). Someone may be guessing codes; each client is limited to ` +
          `${THROTTLE_RULES.failedLookup.limit} per ${THROTTLE_RULES.failedLookup.windowMs / MINUTE} minutes.`,
      );
    },
  };
  return throttle;
}
