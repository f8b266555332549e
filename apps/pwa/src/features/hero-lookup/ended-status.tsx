import type { Acknowledgement } from '@safety-companion/api';
import { formatSnapshotDate } from '@safety-companion/api';
import { StatusPanel } from '@safety-companion/ui';
import { type RefObject, useEffect } from 'react';
import { dateLocale } from '../../i18n/date-locale';
import type { EndedStatus } from './lookup-state';
import { LOOKUP_TEXTS } from './messages';

interface EndedStatusViewProps {
  ended: EndedStatus;
  ownAnswer: Acknowledgement | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * A status its user stopped: 'This status has ended.', and when the page saw it end, 'Ended at …' (written as the
 * panel writes times), with what the page showed before under 'Before it ended': its status line, times and the
 * heroes' answers, but not where the person was (they stopped sharing it). A first lookup that finds the status
 * ended shows the spec's text alone.
 */
export function EndedStatusView({ ended, ownAnswer, headingRef }: EndedStatusViewProps) {
  // A lookup that found the status ended moves the focus here, as to any result; this view loads after the answer,
  // so it takes the focus itself when it shows. An end seen while the status was shown leaves the focus alone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when it shows.
  useEffect(() => {
    if (ended.at === null) headingRef.current?.focus();
  }, []);
  return (
    <section className="lookup-result" aria-labelledby="lookup-result-heading">
      <h2 id="lookup-result-heading" ref={headingRef} tabIndex={-1}>
        {LOOKUP_TEXTS.resultHeading}
      </h2>
      <p className="lookup-result__ended">{LOOKUP_TEXTS.ended}</p>
      {ended.at ? (
        <p className="lookup-result__ended-at">
          {LOOKUP_TEXTS.endedAt}{' '}
          <time dateTime={ended.at.toISOString()}>
            {formatSnapshotDate(ended.at.toISOString(), { locale: dateLocale() })}
          </time>
        </p>
      ) : null}
      {ended.before ? (
        <section className="lookup-before" aria-labelledby="lookup-before-heading">
          <h3 id="lookup-before-heading">{LOOKUP_TEXTS.beforeEnded}</h3>
          <StatusPanel
            snapshot={ended.before}
            headingLevel={4}
            locale={dateLocale()}
            ownAnswer={ownAnswer}
            ended
          />
        </section>
      ) : null}
    </section>
  );
}
