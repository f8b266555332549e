import {
  formatElapsed,
  formatSnapshotDate,
  type StatusSnapshot,
  toSnapshotDate,
} from '@safety-companion/contract';
import { STATUS_EN } from '../messages/english/status';
import { useSectionMessages } from '../messages/section-messages';
import { cx } from '../utils/cx';
import { useNow } from './use-now';

/** Past this long without a new position, a hero is told so, in amber. */
export const POSITION_LATE_AFTER_MS = 5 * 60_000;

/** Past this long without a new position, the same words turn red: where the person is may be far from here. */
export const POSITION_LOST_AFTER_MS = 15 * 60_000;

/** How often the age of the last update is written again: it counts in seconds. */
export const FRESHNESS_TICK_MS = 1_000;

/** How stale the last position is: fresh, late (amber, past 5 minutes) or lost (red, past 15 minutes). */
export function positionAge(positionAt: Date | undefined, now: number): 'fresh' | 'late' | 'lost' {
  if (!positionAt) return 'fresh';
  const age = now - positionAt.getTime();
  if (age > POSITION_LOST_AFTER_MS) return 'lost';
  return age > POSITION_LATE_AFTER_MS ? 'late' : 'fresh';
}

interface FreshnessProps {
  timestamp: StatusSnapshot['timestamp'];
  /** When the phone last reported its position (`lastPositionAt`); undefined when it never did. */
  positionAt: Date | undefined;
  locale?: string;
  timeZone?: string;
  /** The person's own zone when it differs from the viewer's: the time is written in it as well. */
  theirZone?: string;
}

/**
 * When the status was last updated: the time in the viewer's zone (and the person's, when it differs), how long
 * ago ('Updated 12 sec ago', ticking each second), and, once the last position is more than 5 minutes old, a
 * visible note that says for how long no position came ('No new position for 6 min'): amber, red past 15 minutes.
 */
export function LastUpdate({ timestamp, positionAt, locale, timeZone, theirZone }: FreshnessProps) {
  const messages = useSectionMessages('status', STATUS_EN);
  const now = useNow(FRESHNESS_TICK_MS);
  const date = toSnapshotDate(timestamp);
  const age = positionAge(positionAt, now);
  const note =
    positionAt && age !== 'fresh' ? (
      <span className={cx('sc-status__stale', `sc-status__stale--${age}`)}>
        {messages.noNewPosition(formatElapsed(now - positionAt.getTime(), locale))}
      </span>
    ) : null;
  if (!date) {
    return (
      <>
        {messages.notSet}
        {note}
      </>
    );
  }
  return (
    <>
      <time dateTime={date.toISOString()}>
        {formatSnapshotDate(date.toISOString(), { locale, timeZone })}
      </time>
      {theirZone ? (
        <span className="sc-status__their-time">
          {' '}
          ({messages.theirTime(formatSnapshotDate(date.toISOString(), { locale, timeZone: theirZone }))})
        </span>
      ) : null}
      <span className="sc-status__ago">
        {' · '}
        {messages.updatedAgo(formatElapsed(now - date.getTime(), locale))}
      </span>
      {note}
    </>
  );
}
