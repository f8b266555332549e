// Durations written once, by `Intl` in the page's language, for every language: the estimates' minutes, how long
// ago an answer came, how long a countdown has left. No language writes its own units.

/** A unit a count of time is written in. */
export type TimeUnit = 'minute' | 'hour' | 'day';

/**
 * A count of one unit of time, in the locale's short unit words (`Intl`): '2 min', '3 hr', '2 days' in English,
 * '3 h' in Spanish, '2分钟' in Chinese.
 *
 * @example
 * formatUnits(3, 'hour', 'es'); // '3 h'
 */
export function formatUnits(amount: number, unit: TimeUnit, locale = 'en'): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(amount);
}

/**
 * Whole minutes in hours and minutes, short, in the locale's words (`Intl`): '45 min', '2 hr', '1 hr 5 min' in
 * English, '1 h 5 min' in Spanish, '1小时5分钟' in Chinese.
 *
 * @example
 * formatMinutes(65); // '1 hr 5 min'
 */
export function formatMinutes(total: number, locale = 'en'): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (hours === 0) return formatUnits(minutes, 'minute', locale);
  if (minutes === 0) return formatUnits(hours, 'hour', locale);
  return new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' }).format([
    formatUnits(hours, 'hour', locale),
    formatUnits(minutes, 'minute', locale),
  ]);
}
