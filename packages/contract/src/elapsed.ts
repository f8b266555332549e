import type { StatusSnapshot } from './schemas/snapshot.js';
import { toSnapshotDate } from './snapshot.js';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A span of time in the largest whole unit that fits it, in the locale's short unit words: '12 sec', '6 min',
 * '2 hr', '3 days' in English ('12 minutes' with `unitDisplay` 'long'). A negative span (a clock ahead of the
 * viewer's) is 0 seconds.
 *
 * @example
 * formatElapsed(6 * 60_000, 'en'); // '6 min'
 * formatElapsed(12 * 60_000, 'en', 'long'); // '12 minutes'
 */
export function formatElapsed(ms: number, locale?: string, unitDisplay: 'short' | 'long' = 'short'): string {
  const span = Math.max(ms, 0);
  const [unit, size] =
    span < MINUTE
      ? (['second', SECOND] as const)
      : span < HOUR
        ? (['minute', MINUTE] as const)
        : span < DAY
          ? (['hour', HOUR] as const)
          : (['day', DAY] as const);
  return new Intl.NumberFormat(locale ?? 'en', { style: 'unit', unit, unitDisplay }).format(
    Math.floor(span / size),
  );
}

/**
 * When the phone took the position it last reported: the current location's fix time when the app said it, else
 * when its trail's newest position arrived, or, for a status without a trail (an older server), the snapshot's last
 * update; undefined when none says.
 *
 * @example
 * lastPositionAt(snapshot)?.getTime();
 */
export function lastPositionAt(
  snapshot: Pick<StatusSnapshot, 'trail' | 'timestamp'> & Partial<Pick<StatusSnapshot, 'location'>>,
): Date | undefined {
  const newest = snapshot.location?.takenAt ?? snapshot.trail?.at(-1)?.at;
  return toSnapshotDate(newest ?? snapshot.timestamp) ?? undefined;
}
