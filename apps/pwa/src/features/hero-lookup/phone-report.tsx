import { getSnapshotState, type StatusSnapshot } from '@safety-companion/contract';
import { useNow } from '@safety-companion/ui';
import { useEffect, useState } from 'react';
import { dateLocale } from '../../i18n/date-locale';
import { lastReportLine, silenceNote } from './report-lines';

/** How often the phone's times are written again: "(12 sec ago)" counts in seconds. */
const TICK_MS = 1_000;

interface PhoneReportProps {
  snapshot: StatusSnapshot;
  /** The phone has not reported for too long (`usePhoneSilent`). */
  silent: boolean;
}

/**
 * The result's top, under its heading: while the phone is silent, a note that says for how long and what that may
 * mean, and then when the phone last reported and how long ago ("Riley's phone last reported 22:52 (2 min ago)"),
 * both ticking on one clock. The page's own time of its last check is no part of it. The note is shown, not said
 * (its ticking would say it again each minute): `SilenceAnnouncement` says it once.
 */
export function PhoneReport({ snapshot, silent }: PhoneReportProps) {
  const now = useNow(TICK_MS);
  const line = lastReportLine(snapshot, now, dateLocale());
  return (
    <>
      {silent ? <p className="lookup-silence">{silenceNote(snapshot, now, dateLocale())}</p> : null}
      <SilenceAnnouncement snapshot={snapshot} silent={silent} />
      {line ? <p className="lookup-result__updated">{line}</p> : null}
    </>
  );
}

/**
 * Says the silence note once, as the silence begins: assertively in an emergency, politely otherwise. Both live
 * regions are always there (a region must be on the page before what it says is put in it), and the one that
 * speaks keeps the sentence of that moment until the phone reports again.
 */
function SilenceAnnouncement({ snapshot, silent }: PhoneReportProps) {
  const [said, setSaid] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the sentence of the moment the silence begins.
  useEffect(() => {
    setSaid((silent && silenceNote(snapshot, Date.now(), dateLocale())) || '');
  }, [silent]);
  const urgent = getSnapshotState(snapshot) === 'emergency';
  return (
    <>
      <p className="sc-visually-hidden lookup-silence-said" aria-live="polite">
        {urgent ? '' : said}
      </p>
      <p className="sc-visually-hidden lookup-silence-said" aria-live="assertive">
        {urgent ? said : ''}
      </p>
    </>
  );
}
