// The status line ('EMERGENCY', 'Timer has Expired at …', 'Active'), written once: the status panel, the page's
// early paint and announcements, and the server's expiry pushes all call `getStatusLine` with their language's
// words. Its words in every language are the contract's messages (messages/<locale>/status-line.json): the server
// writes pushes with them and cannot read the site's words, and the site's pages load the same messages, so that a
// push and the page it opens say the same line.
import { ENGLISH_STATUS_LINE } from './messages.gen.js';
import type { StatusSnapshot } from './schemas/snapshot.js';
import { type DateFormatOptions, getSnapshotState, toSnapshotDate } from './snapshot.js';
import { type StatusLinesWords, type StatusLineWords, statusLineWords } from './status-line-words.js';

/**
 * The status line (and the lines under it) in English, the spec's own words; `day, time` is how `Intl` joins a
 * medium date and a short time.
 *
 * @example
 * STATUS_LINE_WORDS.expiredAt('2:05 PM', 'Mar 3, 2025'); // 'Timer has Expired at Mar 3, 2025, 2:05 PM'
 */
export const STATUS_LINE_WORDS: StatusLinesWords = statusLineWords(ENGLISH_STATUS_LINE);

/**
 * The status line of a snapshot in `words` (English by default): its emergency, its countdown's end with the time
 * and day written in `options`' locale and time zone (the viewer's unless given), or active.
 *
 * @example
 * getStatusLine(expiredSnapshot, { locale: 'en-GB', timeZone: 'UTC' }); // 'Timer has Expired at 3 Mar 2025, 14:05'
 * getStatusLine(expiredSnapshot, { locale: 'es', timeZone: 'UTC' }, ALERT_TEXTS.es.statusLine);
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
