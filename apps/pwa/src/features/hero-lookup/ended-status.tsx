import type { Acknowledgement } from '@safety-companion/api';
import { StatusPanel } from '@safety-companion/ui';
import type { RefObject } from 'react';
import { dateLocale } from '../../i18n/date-locale';
import { translatable } from '../../i18n/translatable';
import english from '../../messages/en/lookup-end';
import { PersonActions } from '../emergency-actions/person-actions';
import type { EndedStatus } from './lookup-state';
import { LOOKUP_TEXTS } from './messages';

/** What the end means, in the page's language (the `lookup-end` section, loaded with this view). */
const END_TEXTS = translatable('lookup-end', english);

interface EndedStatusViewProps {
  ended: EndedStatus;
  ownAnswer: Acknowledgement | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** When the page saw the end, as 'stopped sharing at 22:57' says it: hours and minutes in the page's locale. */
function endTime(at: Date): string {
  return new Intl.DateTimeFormat(dateLocale(), { timeStyle: 'short' }).format(at);
}

/**
 * A status its user stopped, headed "Riley's status has ended" (the name the page knew; 'Status' without one):
 * 'This status has ended.', then what that means, "Riley stopped sharing at 22:57. This does not tell you that they
 * are safe. If you were worried, call them.", with "Call Riley" and "Message Riley" when the page was shown their number, and what the page showed before under 'Before it ended', quietly
 * (`StatusPanel`'s `ended`: 'Was: EMERGENCY', its times and the heroes' answers, not where the person was: they
 * stopped sharing it). The time is when this page saw the end: the server keeps nothing of an ended status but its
 * code. A first lookup that finds the status ended knows neither name nor time: 'The person stopped sharing it.'
 */
export function EndedStatusView({ ended, ownAnswer, headingRef }: EndedStatusViewProps) {
  const texts = LOOKUP_TEXTS;
  const end = END_TEXTS;
  const name = ended.before?.displayName?.trim() || undefined;
  return (
    <section className="lookup-result" aria-labelledby="lookup-result-heading">
      <h2 id="lookup-result-heading" ref={headingRef} tabIndex={-1}>
        {name ? end.heading(name) : texts.resultHeading}
      </h2>
      <p className="lookup-result__ended">{texts.ended}</p>
      <p className="lookup-result__end-meaning">
        {ended.at ? end.stoppedAt(name, endTime(ended.at)) : end.stopped} {end.notSafe}
      </p>
      {/* The number this page was shown before the end: the server keeps none of an ended status. */}
      <PersonActions phone={ended.before?.contactPhone} name={name} />
      {ended.before ? (
        <section className="lookup-before" aria-labelledby="lookup-before-heading">
          <h3 id="lookup-before-heading">{texts.beforeEnded}</h3>
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
