// How often the app reports while a status lives, and when a hero's page calls its phone silent: one rule, read by
// the app (docs/api.md, `app:simulate`) and by the lookup page.

import type { StatusSnapshot } from './schemas/snapshot.js';
import { getSnapshotState, toSnapshotDate } from './snapshot.js';

/** Whether a status is an emergency, for the rule: the app reports more often then. */
type Urgency = 'emergency' | 'other';

/**
 * How often the app sends an update while a status lives, at least its battery when nothing else changed: every
 * 60 s in an emergency, every 5 minutes otherwise. Each update moves the snapshot's `timestamp`.
 *
 * @example
 * setInterval(sendBattery, REPORT_INTERVAL_MS[emergency ? 'emergency' : 'other']);
 */
export const REPORT_INTERVAL_MS: Readonly<Record<Urgency, number>> = { emergency: 60_000, other: 5 * 60_000 };

/**
 * How long a hero's page waits for the next update before it says the phone is silent: two reports missed, 2
 * minutes in an emergency and 10 otherwise.
 *
 * @example
 * SILENT_AFTER_MS.emergency; // 120000
 */
export const SILENT_AFTER_MS: Readonly<Record<Urgency, number>> = {
  emergency: 2 * REPORT_INTERVAL_MS.emergency,
  other: 2 * REPORT_INTERVAL_MS.other,
};

/**
 * When the phone last reported: the snapshot's `timestamp`, the time the server received the app's last update;
 * undefined when the snapshot does not say.
 *
 * @example
 * lastReportAt(snapshot)?.toISOString();
 */
export function lastReportAt(snapshot: Pick<StatusSnapshot, 'timestamp'>): Date | undefined {
  return toSnapshotDate(snapshot.timestamp) ?? undefined;
}

/**
 * The moment from which the phone counts as silent: its last report plus `SILENT_AFTER_MS` for the status's state;
 * undefined when the snapshot says no time.
 *
 * @example
 * const silent = Date.now() >= (silentFrom(snapshot)?.getTime() ?? Infinity);
 */
export function silentFrom(
  snapshot: Pick<StatusSnapshot, 'timestamp' | 'emergency' | 'reason'>,
): Date | undefined {
  const reported = lastReportAt(snapshot);
  if (!reported) return undefined;
  const urgency = getSnapshotState(snapshot) === 'emergency' ? 'emergency' : 'other';
  return new Date(reported.getTime() + SILENT_AFTER_MS[urgency]);
}

/**
 * Whether the phone is silent at `now`: it has not reported since `silentFrom` (2 minutes in an emergency, 10
 * otherwise).
 *
 * @example
 * if (isSilentAt(snapshot, Date.now())) showSilenceNote();
 */
export function isSilentAt(
  snapshot: Pick<StatusSnapshot, 'timestamp' | 'emergency' | 'reason'>,
  now: number,
): boolean {
  const from = silentFrom(snapshot);
  return from !== undefined && now >= from.getTime();
}
