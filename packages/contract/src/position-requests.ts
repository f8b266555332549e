import type { PositionRequest } from './schemas/position-request.js';
import { POSITION_REQUEST_LIMITS } from './schemas/position-request.js';
import type { StatusSnapshot } from './schemas/snapshot.js';
import { toSnapshotDate } from './snapshot.js';

/** Where a request for a fresh position stands: waiting, answered by a newer fix, declined, or not answered in time. */
export type PositionRequestState =
  | { state: 'waiting'; request: PositionRequest }
  | { state: 'answered'; request: PositionRequest; takenAt: Date }
  | { state: 'declined'; request: PositionRequest }
  | { state: 'unanswered'; request: PositionRequest };

/**
 * Where the snapshot's request for a fresh position stands at `now`: answered only by a position whose `takenAt`
 * is after the request (an old fix sent again is not an answer), declined when the app said so, not answered once
 * `POSITION_REQUEST_LIMITS.waitMs` passed without either; undefined without a request.
 *
 * @example
 * positionRequestState(snapshot, Date.now())?.state; // 'waiting'
 */
export function positionRequestState(
  snapshot: Pick<StatusSnapshot, 'positionRequest' | 'location'>,
  now: number,
): PositionRequestState | undefined {
  const request = snapshot.positionRequest;
  const at = toSnapshotDate(request?.at);
  if (!request || !at) return undefined;
  const takenAt = toSnapshotDate(snapshot.location?.takenAt);
  if (takenAt && takenAt.getTime() > at.getTime()) return { state: 'answered', request, takenAt };
  if (request.declinedAt) return { state: 'declined', request };
  if (now - at.getTime() >= POSITION_REQUEST_LIMITS.waitMs) return { state: 'unanswered', request };
  return { state: 'waiting', request };
}
