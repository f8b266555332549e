import { type Acknowledgement, EXPIRED_REASON, type StatusSnapshot } from '@safety-companion/contract';
import type { StoredAcknowledgement, StoredStatus } from './store/store.js';

/** A stored answer as the API sends it. */
export function acknowledgementOf(answer: StoredAcknowledgement): Acknowledgement {
  return { kind: answer.kind, name: answer.name, at: answer.at.toISOString(), eta: answer.eta };
}

/** The `reason` of a status that has not expired, by what it is. */
export const LIVE_REASONS = {
  emergency: 'Emergency switched on',
  countdown: 'Countdown running',
  activity: 'Activity running',
} as const;

/**
 * The snapshot heroes see, with the fields of a status snapshot, what the phone says of its battery (null when
 * nothing), when the emergency was switched on (null when there is none), each hero's latest answer, the name the
 * person shows and the phone number they share (null when none) and the trail of positions. Whether a countdown has expired is decided here, when the status is
 * read, so that the answer is right to the second whatever the sweep's schedule.
 *
 * @example
 * snapshotOf(status, Date.now(), 'K7Q2ZD').reason; // 'Status Has Expired' once status.endTime has passed
 */
export function snapshotOf(status: StoredStatus, now: number, accessCode: string | null): StatusSnapshot {
  const { details, endTime } = status;
  const expired = endTime !== null && endTime.getTime() <= now;
  let reason: string = LIVE_REASONS.activity;
  if (expired) reason = EXPIRED_REASON;
  else if (details.emergency) reason = LIVE_REASONS.emergency;
  else if (endTime) reason = LIVE_REASONS.countdown;
  const timer = details.timerDetails;
  return {
    accessCode,
    emergency: details.emergency,
    emergencySince: details.emergency ? (status.emergencySince?.toISOString() ?? null) : null,
    startTime: status.startedAt.toISOString(),
    endTime: endTime?.toISOString() ?? null,
    timestamp: status.updatedAt.toISOString(),
    timezone: details.timezone,
    reason,
    info: details.info,
    location: details.location,
    startLocation: details.startLocation,
    photo_url: details.photo_url,
    timerDetails: timer
      ? { who: timer.who ?? null, what: timer.what ?? null, where: timer.where ?? null }
      : null,
    battery: details.battery ?? null,
    acknowledgements: status.acknowledgements.map(acknowledgementOf),
    displayName: details.displayName ?? null,
    contactPhone: details.contactPhone ?? null,
    viewers: status.viewers,
    positionRequest: status.positionRequest && {
      name: status.positionRequest.name,
      at: status.positionRequest.at.toISOString(),
      declinedAt: status.positionRequest.declinedAt?.toISOString() ?? null,
    },
    trail: status.trail.map(({ latitude, longitude, accuracy, at, takenAt }) => ({
      latitude,
      longitude,
      accuracy,
      at: at.toISOString(),
      takenAt: takenAt?.toISOString() ?? null,
    })),
  };
}
