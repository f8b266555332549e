import { formatElapsed, lastReportAt, type StatusSnapshot } from '@safety-companion/contract';
import english from '../../messages/en/lookup-result';

// The phone's lines at the result's top, as the app (`PhoneReport`, loaded with the status panel) and the inline
// script's early paint both write them, in `texts` (the page's `RESULT_TEXTS`; English by default, for the inline
// script) and `locale` (the page's, on a page not in English; else the viewer's). A module apart from the
// heading's, which the page's first load takes: these come with the panel. Nothing here imports the translations'
// loader: the inline script imports this module.

/** The words of when the phone last reported, and of its silence (the `lookup-result` section's). */
type ReportTexts = Pick<typeof english, 'lastReported' | 'silent'>;

type Reporting = Pick<StatusSnapshot, 'displayName' | 'timestamp'>;

const DAY_MS = 86_400_000;

/**
 * The result's top line as of `now`: when the phone last reported, and how long ago ("Riley's phone last
 * reported 22:52 (2 min ago)"; a report of an earlier day names its date); undefined when the snapshot says no
 * time.
 */
export function lastReportLine(
  snapshot: Reporting,
  now: number,
  texts: ReportTexts = english,
  locale?: string,
): string | undefined {
  const reported = lastReportAt(snapshot);
  if (!reported) return undefined;
  const format: Intl.DateTimeFormatOptions =
    now - reported.getTime() < DAY_MS ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' };
  const time = new Intl.DateTimeFormat(locale, format).format(reported);
  return texts.lastReported(nameOf(snapshot), time, formatElapsed(now - reported.getTime(), locale));
}

/**
 * The note under the heading while the phone is silent (the contract's `isSilentAt`), as of `now`: "No update
 * from Riley's phone for 12 min. The position may be out of date: …"; undefined when the snapshot says no time.
 */
export function silenceNote(
  snapshot: Reporting,
  now: number,
  texts: ReportTexts = english,
  locale?: string,
): string | undefined {
  const reported = lastReportAt(snapshot);
  if (!reported) return undefined;
  return texts.silent(nameOf(snapshot), formatElapsed(now - reported.getTime(), locale));
}

function nameOf(snapshot: Pick<StatusSnapshot, 'displayName'>): string | undefined {
  return snapshot.displayName?.trim() || undefined;
}
