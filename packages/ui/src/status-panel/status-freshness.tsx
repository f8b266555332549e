import { formatSnapshotDate, type StatusSnapshot, toSnapshotDate } from '@safety-companion/contract';

/** Past this long without an update, a hero is told the location may be out of date. */
export const STALE_AFTER_MS = 15 * 60_000;

/** The note shown once a status has gone `STALE_AFTER_MS` without an update. */
export const STALE_NOTE = 'No update for more than 15 minutes: the location may be out of date.';

/** 'updated just now', 'updated 3 minutes ago', 'updated 2 hours ago', 'updated 4 days ago'. */
export function formatUpdatedAgo(date: Date, now: number, locale?: string): string {
  const minutes = Math.floor((now - date.getTime()) / 60_000);
  if (minutes < 1) return 'updated just now';
  const words = new Intl.RelativeTimeFormat(locale ?? 'en', { numeric: 'always' });
  if (minutes < 60) return `updated ${words.format(-minutes, 'minute')}`;
  if (minutes < 24 * 60) return `updated ${words.format(-Math.floor(minutes / 60), 'hour')}`;
  return `updated ${words.format(-Math.floor(minutes / (24 * 60)), 'day')}`;
}

interface FreshnessProps {
  timestamp: StatusSnapshot['timestamp'];
  /** The current time, as the panel's clock ticks. */
  now: number;
  locale?: string;
  timeZone?: string;
  /** The person's own zone when it differs from the viewer's: the time is written in it as well. */
  theirZone?: string;
}

/**
 * When the status was last updated: the time in the viewer's zone (and the person's, when it differs), how long
 * ago (ticking), and past 15 minutes a visible note that the location may be out of date.
 */
export function LastUpdate({ timestamp, now, locale, timeZone, theirZone }: FreshnessProps) {
  const date = toSnapshotDate(timestamp);
  if (!date) return <>{formatSnapshotDate(timestamp, { locale, timeZone })}</>;
  return (
    <>
      <time dateTime={date.toISOString()}>
        {formatSnapshotDate(date.toISOString(), { locale, timeZone })}
      </time>
      {theirZone ? (
        <span className="sc-status__their-time">
          {' '}
          ({formatSnapshotDate(date.toISOString(), { locale, timeZone: theirZone })} their time)
        </span>
      ) : null}
      <span className="sc-status__ago"> · {formatUpdatedAgo(date, now, locale)}</span>
      {now - date.getTime() > STALE_AFTER_MS ? <span className="sc-status__stale">{STALE_NOTE}</span> : null}
    </>
  );
}
