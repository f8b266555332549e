import RESULT_WORDS from 'words:lookup-result';
import { getSnapshotState, type StatusSnapshot } from '@safety-companion/contract';

/**
 * The lookup result's heading: who the status is about, as the app and the inline script's early paint both write
 * it ('Riley needs help' in an emergency, "Riley's status" otherwise, 'Status' without a name), in the page's words
 * (the `lookup-result` section).
 */
export function resultHeadingOf(
  snapshot: Pick<StatusSnapshot, 'displayName' | 'emergency' | 'reason'>,
): string {
  const name = snapshot.displayName?.trim();
  if (!name) return RESULT_WORDS.resultHeading;
  return getSnapshotState(snapshot) === 'emergency'
    ? RESULT_WORDS.namedHeading.emergency({ name })
    : RESULT_WORDS.namedHeading.other({ name });
}

/** The text of the photo the person shares: 'Photo of Riley', or 'Photo shared by the user' without a name. */
export function photoAltOf(snapshot: Pick<StatusSnapshot, 'displayName'>): string {
  const name = snapshot.displayName?.trim();
  return name ? RESULT_WORDS.photoAltNamed({ name }) : RESULT_WORDS.photoAlt;
}
