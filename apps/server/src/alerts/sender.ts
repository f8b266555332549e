import { retryAfterMs } from '@safety-companion/contract';
import webpush from 'web-push';
import type { Logger } from '../log.js';
import type { AlertStore, ClaimedPush } from '../store/store.js';
import { createSweeper } from '../sweeper.js';
import { alertOf } from './notification.js';
import { openAccessCode } from './sealed-code.js';
import { pushServiceEndpoint } from './subscription-rules.js';
import type { VapidKeys } from './vapid-keys.js';

/** How often each server queues the countdowns that ran out and sends what is due (an expiry is sent within 5 s). */
export const ALERT_CHECK_EVERY_MS = 1_000;
/** A claimed push is hidden from the other servers this long; a send gives up well before. */
export const PUSH_LEASE_MS = 60_000;
const SEND_TIMEOUT_MS = 15_000;
/** Pushes claimed at once; a full batch is followed by the next at once. */
const BATCH = 50;
const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 10 * 60_000;
const FAILURE_LOG_EVERY_MS = 60_000;

/**
 * When to try a push again: after the push service's `Retry-After` (seconds or an HTTP date) when it gave one,
 * else after 1 s, 2 s, 4 s… up to 10 minutes.
 *
 * @example
 * retryDelayMs(3, undefined, Date.now()); // 4000
 * retryDelayMs(1, '120', Date.now()); // 120000
 */
export function retryDelayMs(attempts: number, retryAfter: string | undefined, now: number): number {
  const given = retryAfterMs(retryAfter, now);
  if (given !== undefined) return Math.max(given, FIRST_RETRY_MS);
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), LAST_RETRY_MS);
}

/** What a failed send means: the subscription is gone, the push may succeed later, or it never will. */
function judgeFailure(error: unknown): { outcome: 'gone' | 'retry' | 'give-up'; retryAfter?: string } {
  if (error instanceof webpush.WebPushError) {
    if (error.statusCode === 404 || error.statusCode === 410) return { outcome: 'gone' };
    if (error.statusCode === 429 || error.statusCode >= 500) {
      const retryAfter = (error.headers as Record<string, string | undefined>)['retry-after'];
      return { outcome: 'retry', retryAfter };
    }
    return { outcome: 'give-up' };
  }
  // A network failure (refused, reset, no answer in time) may pass; anything else is a bug of ours.
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const timedOut = error instanceof Error && error.message === 'Socket timeout';
  return typeof code === 'string' || timedOut ? { outcome: 'retry' } : { outcome: 'give-up' };
}

export interface AlertSender {
  /** Queues due expiries and sends every due push once (what the timer runs each second). */
  runOnce(): Promise<Record<string, number>>;
  /** Runs now and every `ALERT_CHECK_EVERY_MS`; resolves to a function that stops and waits for a run. */
  start(): Promise<() => Promise<void>>;
}

/**
 * The sending of alerts, on every server: each second it queues the expiry of the countdowns that ran out (once per
 * subscription, whichever server sees it first) and claims the due pushes of the outbox (`FOR UPDATE SKIP LOCKED`:
 * no two servers claim one), encrypts each for its browser (RFC 8291, `aes128gcm`) and posts it signed with VAPID
 * (RFC 8292) through `web-push`. A 404 or 410 deletes the subscription at once; a 429, a 5xx or a network failure is
 * tried again later (see `retryDelayMs`) while the push's TTL lasts; the end's push, sent or not, deletes its
 * subscription.
 *
 * @example
 * const stop = await createAlertSender({ store, clock: Date.now, keys, accessCodeSecret, pushServiceOrigins, logger })
 *   .start();
 */
export function createAlertSender(options: {
  store: AlertStore;
  clock: () => number;
  keys: VapidKeys;
  accessCodeSecret: string;
  /** The push services a subscription may name (`PUSH_SERVICE_ORIGINS`), as the subscribe route checks them. */
  pushServiceOrigins: readonly string[];
  logger: Pick<Logger, 'warn' | 'error'>;
}): AlertSender {
  const { store, clock, keys, accessCodeSecret, pushServiceOrigins, logger } = options;
  let lastLogged = Number.NEGATIVE_INFINITY;

  /** Done with a push: the end's push takes its subscription along; any other leaves the outbox alone. */
  const finish = (push: ClaimedPush) =>
    push.kind === 'ended' ? store.deleteAlertSubscription(push.subscription.id) : store.completePush(push.id);

  async function deliver(push: ClaimedPush): Promise<void> {
    const { subscription } = push;
    // Stored before the rule, or under another list of push services: never posted to, whatever it names.
    if (pushServiceEndpoint(pushServiceOrigins, subscription.endpoint) !== subscription.endpoint) {
      logger.warn(
        { kind: push.kind },
        'An alert subscription whose push service is not allowed was deleted.',
      );
      await store.deleteAlertSubscription(subscription.id);
      return;
    }
    const origin = new URL(subscription.endpoint).origin;
    let code: string;
    try {
      code = openAccessCode(accessCodeSecret, subscription.statusId, subscription.sealedCode);
    } catch {
      // Sealed under another access-code secret: nothing of it can be read, so nothing can be sent.
      logger.warn({ origin }, 'An alert subscription sealed under another secret was deleted.');
      await store.deleteAlertSubscription(subscription.id);
      return;
    }
    const alert = alertOf(push, code, subscription.locale);
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: subscription.keys },
        JSON.stringify(alert.notification),
        {
          vapidDetails: keys,
          TTL: alert.ttlSeconds,
          urgency: alert.urgency,
          contentEncoding: 'aes128gcm',
          timeout: SEND_TIMEOUT_MS,
        },
      );
    } catch (error) {
      const { outcome, retryAfter } = judgeFailure(error);
      if (outcome === 'gone') {
        await store.deleteAlertSubscription(subscription.id);
        return;
      }
      const now = clock();
      const next = now + retryDelayMs(push.attempts, retryAfter, now);
      if (outcome === 'retry' && next < push.createdAt.getTime() + alert.ttlSeconds * 1000) {
        await store.retryPush(push.id, new Date(next));
        return;
      }
      const status = error instanceof webpush.WebPushError ? error.statusCode : undefined;
      logger.warn(
        { origin, kind: push.kind, attempts: push.attempts, status, reason: String(error) },
        'A push was given up.',
      );
    }
    await finish(push);
  }

  async function sendDue(now: Date): Promise<number> {
    let sent = 0;
    for (let at = now; ; at = new Date(clock())) {
      const claimed = await store.claimPushes(at, new Date(at.getTime() + PUSH_LEASE_MS), BATCH);
      const results = await Promise.allSettled(claimed.map(deliver));
      for (const result of results) {
        if (result.status === 'rejected')
          logger.error({ err: result.reason }, 'A push could not be finished.');
      }
      sent += claimed.length;
      if (claimed.length < BATCH) return sent;
    }
  }

  return createSweeper({
    tasks: [
      { name: 'countdowns that ran out', run: (now) => store.queueCountdownAlerts(now) },
      { name: 'pushes', run: sendDue },
    ],
    clock,
    intervalMs: ALERT_CHECK_EVERY_MS,
    // Each second while the database is away would be a line a second: one a minute says it as well.
    log: (message, error) => {
      if (Date.now() - lastLogged < FAILURE_LOG_EVERY_MS) return;
      lastLogged = Date.now();
      logger.error({ err: error }, message);
    },
  });
}
