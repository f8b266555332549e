import { formatElapsed, type SnapshotTime, toSnapshotDate } from '@safety-companion/contract';
import { STATUS_EN } from '../messages/english/status';
import { useSectionMessages } from '../messages/section-messages';

const DAY_MS = 86_400_000;

interface EmergencySinceProps {
  /** The snapshot's `emergencySince`; nothing is shown without one. */
  since: SnapshotTime | null | undefined;
  /** The panel's clock. */
  now: number;
  locale?: string;
  timeZone?: string;
}

/**
 * Since when the emergency is on, right under the status line: 'Emergency since 22:56 (5 min ago)', the time in the
 * viewer's zone (with the date when it was another day's), the span ticking on the panel's clock.
 */
export function EmergencySince({ since, now, locale, timeZone }: EmergencySinceProps) {
  const messages = useSectionMessages('status', STATUS_EN);
  const date = toSnapshotDate(since);
  if (!date) return null;
  const ago = Math.max(0, now - date.getTime());
  const format: Intl.DateTimeFormatOptions =
    ago < DAY_MS ? { timeStyle: 'short', timeZone } : { dateStyle: 'medium', timeStyle: 'short', timeZone };
  const time = new Intl.DateTimeFormat(locale, format).format(date);
  return (
    <p className="sc-status__since">
      <time dateTime={date.toISOString()}>{messages.emergencySince(time, formatElapsed(ago, locale))}</time>
    </p>
  );
}
