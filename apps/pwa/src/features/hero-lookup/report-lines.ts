import RESULT_WORDS from 'words:lookup-result';
import { formatElapsed, lastReportAt, type StatusSnapshot } from '@safety-companion/contract';

// The phone's lines at the result's top, as the app (`PhoneReport`, loaded with the status panel) and the inline
// script's early paint both write them, in the page's words (the `lookup-result` section: in the inline script, the
// page's language compiled in) and `locale` (the page's, on a page not in English; else the viewer's). A module
// apart from the heading's, which the page's first load takes: these come with the panel.

type Reporting = Pick<StatusSnapshot, 'displayName' | 'timestamp'>;

const DAY_MS = 86_400_000;

/**
 * The result's top line as of `now`: when the phone last reported, and how long ago ("Riley's phone last
 * reported 22:52 (2 min ago)"; a report of an earlier day names its date); undefined when the snapshot says no
 * time.
 */
export function lastReportLine(snapshot: Reporting, now: number, locale?: string): string | undefined {
  const reported = lastReportAt(snapshot);
  if (!reported) return undefined;
  const format: Intl.DateTimeFormatOptions =
    now - reported.getTime() < DAY_MS ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' };
  const time = new Intl.DateTimeFormat(locale, format).format(reported);
  const elapsed = formatElapsed(now - reported.getTime(), locale);
  const name = nameOf(snapshot);
  return name
    ? RESULT_WORDS.lastReportedNamed({ name, time, elapsed })
    : RESULT_WORDS.lastReported({ time, elapsed });
}

/**
 * The note under the heading while the phone is silent (the contract's `isSilentAt`), as of `now`: "No update
 * from Riley's phone for 12 min. The position may be out of date: …"; undefined when the snapshot says no time.
 */
export function silenceNote(snapshot: Reporting, now: number, locale?: string): string | undefined {
  const reported = lastReportAt(snapshot);
  if (!reported) return undefined;
  const elapsed = formatElapsed(now - reported.getTime(), locale);
  const name = nameOf(snapshot);
  return name ? RESULT_WORDS.silentNamed({ name, elapsed }) : RESULT_WORDS.silent({ elapsed });
}

function nameOf(snapshot: Pick<StatusSnapshot, 'displayName'>): string | undefined {
  return snapshot.displayName?.trim() || undefined;
}
