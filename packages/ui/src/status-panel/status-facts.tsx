import type { SnapshotBattery } from '@safety-companion/contract';

/** Below this charge (15 %) the battery stands out: the phone may soon go quiet. */
export const LOW_BATTERY = 0.15;

/** The time left of a countdown, short for the eye and in words for a screen reader. */
export function formatTimeLeft(ms: number): { short: string; spoken: string } {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return { short: 'Ends in less than a minute', spoken: 'Ends in less than a minute.' };
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (hours === 0)
    return { short: `Ends in ${minutes} min`, spoken: `Ends in ${plural(minutes, 'minute')}.` };
  return {
    short: `Ends in ${hours} h ${rest} min`,
    spoken: `Ends in ${plural(hours, 'hour')}${rest > 0 ? ` ${plural(rest, 'minute')}` : ''}.`,
  };
}

/** How long a running countdown still runs ('Ends in 1 h 59 min'), written again as the panel's clock ticks. */
export function TimeLeft({ endsAt, now }: { endsAt: number; now: number }) {
  const { short, spoken } = formatTimeLeft(endsAt - now);
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

/** The battery as a sentence for a screen reader. */
export function describeBattery({ level, charging }: SnapshotBattery): string {
  const percent = Math.round(level * 100);
  const low = level < LOW_BATTERY ? ', which is low' : '';
  return `The phone's battery is at ${percent}%${low}${charging ? ', and charging' : ''}.`;
}

/**
 * The phone's battery: 'Battery 12%', and 'charging' when it is. Below 15 % it stands out by a warning icon, the
 * word 'Low', weight and colour, never by colour alone; a screen reader hears one sentence.
 */
export function BatteryLevel({ battery }: { battery: SnapshotBattery }) {
  const low = battery.level < LOW_BATTERY;
  return (
    <li className={`sc-status__fact sc-status__battery${low ? ' sc-status__battery--low' : ''}`}>
      <svg className="sc-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {low ? <path d="M12 3l9.5 17h-19zM12 10v4M12 17v.5" /> : <path d="M3 8h15v8H3zM21 11v2" />}
      </svg>
      <span aria-hidden="true">
        Battery {Math.round(battery.level * 100)}%
        {low ? <strong className="sc-status__low"> Low</strong> : null}
        {battery.charging ? ', charging' : ''}
      </span>
      <span className="sc-visually-hidden">{describeBattery(battery)}</span>
    </li>
  );
}
