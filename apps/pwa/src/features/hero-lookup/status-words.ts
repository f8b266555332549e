import {
  type Acknowledgement,
  getStatusLine,
  lastPositionAt,
  type StatusSnapshot,
  toSnapshotDate,
} from '@safety-companion/contract';
import type { UiMessages } from '@safety-companion/ui';
import { dateLocale } from '../../i18n/date-locale';
import { loadedTranslation } from '../../i18n/translatable';
import { loadedAnswerWords } from './load-status-panel';
import { LOOKUP_TEXTS } from './messages';

// What the page announces of a status (its status line, a hero's answer) in the page's language: the words the
// status panel shows them in (the `ui-status` section, the UI package's), else, on an English page, the contract's.

type StatusWords = Pick<UiMessages, 'status' | 'statusAnswers'>;

/**
 * The status line, as the panel writes it: 'EMERGENCY', 'Timer has Expired at' the end time, or 'Active' (the
 * contract's `getStatusLine`, in the panel's words; English until they are loaded).
 */
export function statusLineOf(snapshot: Pick<StatusSnapshot, 'emergency' | 'reason' | 'endTime'>): string {
  return getStatusLine(
    snapshot,
    { locale: dateLocale() },
    loadedTranslation<StatusWords>('ui-status')?.status,
  );
}

/**
 * The switch to an emergency, as the page says it assertively: 'Riley needs help: emergency switched on at 22:56.',
 * the time the server gives (`emergencySince`; else the update's) in the page's locale.
 */
export function emergencyOnOf(
  snapshot: Pick<StatusSnapshot, 'displayName' | 'emergencySince' | 'timestamp'>,
) {
  const at = toSnapshotDate(snapshot.emergencySince) ?? toSnapshotDate(snapshot.timestamp);
  return LOOKUP_TEXTS.emergencyOn(snapshot.displayName?.trim() || undefined, shortTime(at));
}

/** A new position, as the page says it politely: "Riley's phone sent a new position at 22:58." */
export function positionChangedOf(snapshot: StatusSnapshot) {
  const at = lastPositionAt(snapshot) ?? toSnapshotDate(snapshot.timestamp);
  return LOOKUP_TEXTS.positionChanged(snapshot.displayName?.trim() || undefined, shortTime(at));
}

function shortTime(at: Date | null | undefined): string {
  return new Intl.DateTimeFormat(dateLocale(), { timeStyle: 'short' }).format(at ?? new Date());
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
  const words = loadedTranslation<StatusWords>('ui-status')?.statusAnswers;
  if (words) return own ? words.ownAnswer(answer, context) : words.answer(answer, context);
  if (!english) return '';
  return own
    ? english.describeOwnAcknowledgement(answer, context)
    : english.describeAcknowledgement(answer, context);
}
