import LOOKUP_WORDS from 'words:lookup';
import {
  type Acknowledgement,
  getStatusLine,
  hourOf,
  lastPositionAt,
  type StatusSnapshot,
  toSnapshotDate,
} from '@safety-companion/contract';
import { dateLocale } from '../../i18n/date-locale';
import { loadedAnswerWords, loadedStatusMessages } from './load-status-panel';

// What the page announces of a status (its status line, a hero's answer) in the page's language: the words the
// status panel shows them in (the `ui-status` section, loaded with the panel), else, on an English page, the
// contract's.

/**
 * The status line, as the panel writes it: 'EMERGENCY', 'Timer has Expired at' the end time, or 'Active' (the
 * contract's `getStatusLine`, in the panel's words; English until they are loaded).
 */
export function statusLineOf(snapshot: Pick<StatusSnapshot, 'emergency' | 'reason' | 'endTime'>): string {
  return getStatusLine(snapshot, { locale: dateLocale() }, loadedStatusMessages().status);
}

/**
 * The switch to an emergency, as the page says it assertively: 'Riley needs help: emergency switched on at 22:56.',
 * the time the server gives (`emergencySince`; else the update's) in the page's locale.
 */
export function emergencyOnOf(
  snapshot: Pick<StatusSnapshot, 'displayName' | 'emergencySince' | 'timestamp'>,
) {
  const at = clockTime(toSnapshotDate(snapshot.emergencySince) ?? toSnapshotDate(snapshot.timestamp));
  const name = snapshot.displayName?.trim();
  return name ? LOOKUP_WORDS.emergencyOnNamed({ name, ...at }) : LOOKUP_WORDS.emergencyOn(at);
}

/** A new position, as the page says it politely: "Riley's phone sent a new position at 22:58." */
export function positionChangedOf(snapshot: StatusSnapshot) {
  const at = clockTime(lastPositionAt(snapshot) ?? toSnapshotDate(snapshot.timestamp));
  const name = snapshot.displayName?.trim();
  return name ? LOOKUP_WORDS.positionChangedNamed({ name, ...at }) : LOOKUP_WORDS.positionChanged(at);
}

/**
 * A time of day as a sentence says it: its hours and minutes in the page's locale, and the hour it is written with
 * (`hourOf`), which the words before it may agree with (Portuguese says 'à 01:05' but 'às 16:02').
 */
export function clockTime(at: Date | null | undefined): { time: string; hour: number } {
  const time = new Intl.DateTimeFormat(dateLocale(), { timeStyle: 'short' }).format(at ?? new Date());
  return { time, hour: hourOf(time) };
}

/**
 * A hero's answer in words ('Sam is on the way, about 12–18 min by car (estimate)', 'Sam is with Riley'), or this
 * device's own ('You are on the way'), as the panel shows it for this status.
 */
export function answerOf(answer: Acknowledgement, own: boolean, snapshot: StatusSnapshot): string {
  // The English words and the staleness rule come with the panel, which is there before any status is shown.
  const english = loadedAnswerWords();
  const context = {
    person: snapshot.displayName,
    positionStale: english?.isPositionStale(snapshot, Date.now()) ?? false,
  };
  const words = loadedStatusMessages().statusAnswers;
  if (words) return own ? words.ownAnswer(answer, context) : words.answer(answer, context);
  if (!english) return '';
  return own
    ? english.describeOwnAcknowledgement(answer, context)
    : english.describeAcknowledgement(answer, context);
}
