import {
  type Acknowledgement,
  describeAcknowledgement,
  describeOwnAcknowledgement,
  formatSnapshotDate,
  getSnapshotState,
  getStatusLine,
  type StatusSnapshot,
  toSnapshotDate,
} from '@safety-companion/contract';
import type { UiMessages } from '@safety-companion/ui';
import { dateLocale } from '../../i18n/date-locale';
import { loadedTranslation } from '../../i18n/translatable';

// What the page announces of a status (its status line, a hero's answer) in the page's language: the words the
// status panel shows them in (the `ui-status` section, the UI package's), else, on an English page, the contract's.

type StatusWords = Pick<UiMessages, 'status' | 'statusAnswers'>;

/** The status line, as the panel writes it: 'EMERGENCY', 'Timer has Expired at' the end time, or 'Active'. */
export function statusLineOf(snapshot: Pick<StatusSnapshot, 'emergency' | 'reason' | 'endTime'>): string {
  const words = loadedTranslation<StatusWords>('ui-status')?.status;
  const dates = { locale: dateLocale() };
  if (!words) return getStatusLine(snapshot, dates);
  const state = getSnapshotState(snapshot);
  if (state === 'emergency') return words.emergency;
  if (state === 'active') return words.active;
  return words.expiredAt(
    toSnapshotDate(snapshot.endTime) ? formatSnapshotDate(snapshot.endTime, dates) : words.notSet,
  );
}

/** A hero's answer in words ('Sam is on the way'), or this device's own ('You are on the way'). */
export function answerOf(answer: Acknowledgement, own: boolean): string {
  const words = loadedTranslation<StatusWords>('ui-status')?.statusAnswers;
  if (!words) return own ? describeOwnAcknowledgement(answer) : describeAcknowledgement(answer);
  return own ? words.ownAnswer(answer.kind) : words.answer(answer);
}
