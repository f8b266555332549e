import {
  type Acknowledgement,
  type AnswerContext,
  isSameAcknowledgement,
  toSnapshotDate,
} from '@safety-companion/contract';
import { useId } from 'react';
import type { UiMessages } from '../messages';
import { STATUS_ANSWERS_EN } from '../messages/english/status-answers';
import { useSectionMessages } from '../messages/section-messages';

/** How long ago an answer came, short: 'just now', '2 min ago', '3 hr ago', '2 days ago'. */
export function formatAnsweredAgo(at: Date, now: number, messages: UiMessages['statusAnswers']): string {
  const minutes = Math.floor((now - at.getTime()) / 60_000);
  if (minutes < 1) return messages.justNow;
  if (minutes < 60) return messages.ago(minutes, 'minute');
  if (minutes < 24 * 60) return messages.ago(Math.floor(minutes / 60), 'hour');
  return messages.ago(Math.floor(minutes / (24 * 60)), 'day');
}

/**
 * Each hero's latest answer, newest first, one line each: 'Sam is on the way · 2 min ago' ('A hero' when no name
 * was given; 'You are on the way' for `own`, the answer this device sent; with a hero's estimate, and to the
 * person's last known position when `context.positionStale`), under a heading one level below the panel's.
 */
export function AcknowledgementList({
  answers,
  own,
  now,
  headingLevel,
  context = {},
}: {
  answers: readonly Acknowledgement[];
  own?: Acknowledgement | null;
  now: number;
  headingLevel: 3 | 4 | 5;
  context?: AnswerContext;
}) {
  const messages = useSectionMessages('statusAnswers', STATUS_ANSWERS_EN);
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="sc-status__answers" aria-labelledby={headingId}>
      <Heading id={headingId} className="sc-status__answers-heading">
        {messages.heading}
      </Heading>
      {answers.length === 0 ? (
        <p className="sc-status__answers-none">{messages.none}</p>
      ) : (
        <ul className="sc-status__answers-list">
          {answers.map((answer) => {
            const at = toSnapshotDate(answer.at);
            return (
              <li
                key={`${answer.at}|${answer.kind}|${answer.name}`}
                className={`sc-status__answer sc-status__answer--${answer.kind}`}
              >
                {own && isSameAcknowledgement(own, answer)
                  ? messages.ownAnswer(answer, context)
                  : messages.answer(answer, context)}
                {at ? (
                  <>
                    <span aria-hidden="true"> · </span>
                    <span className="sc-visually-hidden">, </span>
                    <time dateTime={at.toISOString()}>{formatAnsweredAgo(at, now, messages)}</time>
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
