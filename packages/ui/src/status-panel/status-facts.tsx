import type { SnapshotBattery } from '@safety-companion/contract';
import type { UiMessages } from '../messages';
import { STATUS_FACTS_EN } from '../messages/english/status-facts';
import { useSectionMessages } from '../messages/section-messages';

/** Below this charge (15 %) the battery stands out: the phone may soon go quiet. */
export const LOW_BATTERY = 0.15;

/** The time left of a countdown, short for the eye and in words for a screen reader. */
export function formatTimeLeft(
  ms: number,
  messages: UiMessages['statusFacts'],
): { short: string; spoken: string } {
  const minutes = Math.max(Math.floor(ms / 60_000), 0);
  const hours = Math.floor(minutes / 60);
  return {
    short: messages.timeLeft(hours, minutes % 60),
    spoken: messages.timeLeftSpoken(hours, minutes % 60),
  };
}

/** How long a running countdown still runs ('Ends in 1 h 59 min'), written again as the panel's clock ticks. */
export function TimeLeft({ endsAt, now }: { endsAt: number; now: number }) {
  const { short, spoken } = formatTimeLeft(endsAt - now, useSectionMessages('statusFacts', STATUS_FACTS_EN));
  return (
    <li className="sc-status__fact sc-status__time-left">
      <svg className="sc-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 7v5l3 2M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0" />
      </svg>
      <span aria-hidden="true">{short}</span>
      <span className="sc-visually-hidden">{spoken}</span>
    </li>
  );
}

/**
 * The phone's battery: 'Battery 12%', and 'charging' when it is. Below 15 % it stands out by a warning icon, the
 * word 'Low', weight and colour, never by colour alone, unless the status has `ended` (the phone no longer reports:
 * its last level is no warning); a screen reader hears one sentence. The percentage is written in `locale`.
 */
export function BatteryLevel({
  battery,
  locale,
  ended = false,
}: {
  battery: SnapshotBattery;
  locale?: string;
  ended?: boolean;
}) {
  const messages = useSectionMessages('statusFacts', STATUS_FACTS_EN);
  const low = !ended && battery.level < LOW_BATTERY;
  const percent = new Intl.NumberFormat(locale, { style: 'percent' }).format(
    Math.round(battery.level * 100) / 100,
  );
  return (
    <li className={`sc-status__fact sc-status__battery${low ? ' sc-status__battery--low' : ''}`}>
      <svg className="sc-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {low ? <path d="M12 3l9.5 17h-19zM12 10v4M12 17v.5" /> : <path d="M3 8h15v8H3zM21 11v2" />}
      </svg>
      <span aria-hidden="true">
        {messages.battery(percent)}
        {low ? <strong className="sc-status__low"> {messages.low}</strong> : null}
        {battery.charging ? messages.charging : ''}
      </span>
      <span className="sc-visually-hidden">
        {messages.batterySpoken(percent, { low, charging: battery.charging })}
      </span>
    </li>
  );
}
