import { lastPositionAt } from './elapsed.js';
import { SILENT_AFTER_MS } from './phone-reports.js';
import type { StatusSnapshot } from './schemas/snapshot.js';
import { getSnapshotState } from './snapshot.js';

/**
 * Whether the person's last known position is stale at `now`: taken (`lastPositionAt`) longer ago than
 * `SILENT_AFTER_MS` for the status's state. A hero's estimate is then said to be to that position.
 *
 * @example
 * describeAcknowledgement(answer, { person, positionStale: isPositionStale(snapshot, Date.now()) });
 */
export function isPositionStale(
  snapshot: Pick<StatusSnapshot, 'trail' | 'timestamp' | 'emergency' | 'reason'> &
    Partial<Pick<StatusSnapshot, 'location'>>,
  now: number,
): boolean {
  const taken = lastPositionAt(snapshot);
  const urgency = getSnapshotState(snapshot) === 'emergency' ? 'emergency' : 'other';
  return taken !== undefined && now - taken.getTime() >= SILENT_AFTER_MS[urgency];
}
