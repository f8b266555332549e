import { getSnapshotState, type StatusSnapshot } from '@safety-companion/contract';
import { RESULT_TEXTS } from './result-texts';

/**
 * The lookup result's heading: who the status is about, as the app and the inline script's early paint both write
 * it ('Riley needs help' in an emergency, "Riley's status" otherwise, 'Status' without a name).
 */
export function resultHeadingOf(
  snapshot: Pick<StatusSnapshot, 'displayName' | 'emergency' | 'reason'>,
): string {
  const name = snapshot.displayName?.trim();
  if (!name) return RESULT_TEXTS.resultHeading;
  return getSnapshotState(snapshot) === 'emergency'
    ? RESULT_TEXTS.namedHeading.emergency(name)
    : RESULT_TEXTS.namedHeading.other(name);
}

/** When the page last had the status, as the result's 'Last updated' line writes it. */
export function formatCheckedAt(date: Date): string {
  return new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' }).format(date);
}
