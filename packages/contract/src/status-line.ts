// The status line ('EMERGENCY', 'Timer has Expired at …', 'Active'), written once: the status panel, the page's
// early paint and announcements, and the server's expiry pushes all call `getStatusLine` with their language's
// words. Its Spanish is here too, beside the English: the server writes pushes with it and cannot read the site's
// words, and the site takes the same object, so that a push and the page it opens say the same line.
import type { StatusSnapshot } from './schemas/snapshot.js';
import { type DateFormatOptions, getSnapshotState, NOT_SET, toSnapshotDate } from './snapshot.js';

/** The words of the status line in one language; `getStatusLine` chooses and fills them. */
export interface StatusLineWords {
  emergency: string;
  active: string;
  /**
   * A countdown that ran out: `time` ('1:05 PM') and `day` ('Mar 3, 2025') are its end, written apart so that a
   * language can order them ('a las 13:05 del 3 mar 2025'), each in the reader's locale and time zone.
   */
  expiredAt: (time: string, day: string) => string;
  /** A countdown that ran out, whose end the status does not carry. */
  expired: string;
}

/**
 * The status line in English, the spec's own words; `day, time` is how `Intl` joins a medium date and a short time.
 *
 * @example
 * STATUS_LINE_WORDS.expiredAt('2:05 PM', 'Mar 3, 2025'); // 'Timer has Expired at Mar 3, 2025, 2:05 PM'
 */
export const STATUS_LINE_WORDS: StatusLineWords = {
  emergency: 'EMERGENCY',
  active: 'Active',
  expiredAt: (time, day) => `Timer has Expired at ${day}, ${time}`,
  expired: `Timer has Expired at ${NOT_SET}`,
};

/**
 * The status line of a snapshot in `words` (English by default): its emergency, its countdown's end with the time
 * and day written in `options`' locale and time zone (the viewer's unless given), or active.
 *
 * @example
 * getStatusLine(expiredSnapshot, { locale: 'en-GB', timeZone: 'UTC' }); // 'Timer has Expired at 3 Mar 2025, 14:05'
 * getStatusLine(expiredSnapshot, { locale: 'es', timeZone: 'UTC' }, STATUS_LINE_WORDS_ES);
 * // 'El temporizador expiró a las 14:05 del 3 mar 2025'
 */
export function getStatusLine(
  snapshot: Pick<StatusSnapshot, 'emergency' | 'reason' | 'endTime'>,
  options: DateFormatOptions = {},
  words: StatusLineWords = STATUS_LINE_WORDS,
): string {
  const state = getSnapshotState(snapshot);
  if (state !== 'expired') return state === 'emergency' ? words.emergency : words.active;
  const end = toSnapshotDate(snapshot.endTime);
  if (!end) return words.expired;
  const { locale, timeZone } = options;
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(end);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(end);
  return words.expiredAt(time, day);
}
