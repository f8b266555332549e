import LOOKUP_WORDS from 'words:lookup';
import END_WORDS from 'words:lookup-end';
import RESULT_WORDS from 'words:lookup-result';
import type { Acknowledgement } from '@safety-companion/api';
import { StatusPanel } from '@safety-companion/ui';
import type { RefObject } from 'react';
import { dateLocale } from '../../i18n/date-locale';
import { PersonActions } from '../emergency-actions/person-actions';
import type { EndedStatus } from './lookup-state';
import { clockTime } from './status-words';

interface EndedStatusViewProps {
  ended: EndedStatus;
  ownAnswer: Acknowledgement | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * What the end means before 'This does not tell you…': "Riley stopped sharing at 22:57." (when the page saw the end,
 * hours and minutes in the page's locale), or 'The person stopped sharing it.' when the page saw no end.
 */
function stoppedText(at: Date | null, name: string | undefined): string {
  if (!at) return END_WORDS.stopped;
  const time = clockTime(at);
  return name ? END_WORDS.stoppedAtNamed({ name, ...time }) : END_WORDS.stoppedAt(time);
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
  const name = ended.before?.displayName?.trim() || undefined;
  return (
    <section className="lookup-result" aria-labelledby="lookup-result-heading">
      <h2 id="lookup-result-heading" ref={headingRef} tabIndex={-1}>
        {name ? END_WORDS.heading({ name }) : RESULT_WORDS.resultHeading}
      </h2>
      <p className="lookup-result__ended">{LOOKUP_WORDS.ended}</p>
      <p className="lookup-result__end-meaning">
        {stoppedText(ended.at, name)} {END_WORDS.notSafe}
      </p>
      {/* The number this page was shown before the end: the server keeps none of an ended status. */}
      <PersonActions phone={ended.before?.contactPhone} name={name} />
      {ended.before ? (
        <section className="lookup-before" aria-labelledby="lookup-before-heading">
          <h3 id="lookup-before-heading">{LOOKUP_WORDS.beforeEnded}</h3>
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
