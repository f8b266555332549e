import { httpError } from './errors.js';
import type { Store, ThrottleRule } from './store/store.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The allowances of the issue: a 6-character code must not be guessable, feedback must not be a firehose. */
export const THROTTLE_RULES = {
  /** Lookups of codes that do not exist, per client. */
  failedLookup: { kind: 'failed-lookup', limit: 10, windowMs: 15 * MINUTE },
  /** Feedback sent, per client. */
  feedback: { kind: 'feedback', limit: 5, windowMs: 10 * MINUTE },
  /** Failed admin sign-ins, per client. */
  failedAdminLoginPerClient: { kind: 'failed-admin-login', limit: 10, windowMs: 15 * MINUTE },
  /** Failed admin sign-ins, per username, from anywhere (a slow spread-out guess at one account). */
  failedAdminLoginPerUsername: { kind: 'failed-admin-login-username', limit: 20, windowMs: HOUR },
} as const satisfies Record<string, ThrottleRule>;

/** Events are kept this long (longer than any window, and than the hour of the failed-lookup alert). */
const RETENTION_MS = 24 * HOUR;
const PRUNE_EVERY_MS = 10 * MINUTE;

export interface Throttle {
  /** Takes a slot of the client's allowance, or throws 429 with `Retry-After` and the given message. */
  take(rule: ThrottleRule, clientKey: string, message: string): Promise<string>;
  /** Gives a taken slot back. */
  release(eventId: string): Promise<void>;
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
  let lastPrune = Number.NEGATIVE_INFINITY;
  let lastAlertHour = Number.NaN;

  async function pruneNowAndThen(now: number) {
    if (now - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now;
    await store.pruneThrottleEvents(new Date(now - RETENTION_MS));
  }

  return {
    async take(rule, clientKey, message) {
      const now = clock();
      await pruneNowAndThen(now);
      const decision = await store.takeThrottleSlot(clientKey, rule, new Date(now));
      if (!decision.allowed) {
        const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
        throw httpError(429, message, { headers: { 'Retry-After': String(seconds) } });
      }
      return decision.eventId;
    },

    release: (eventId) => store.releaseThrottleSlot(eventId),

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
}
