import { getSnapshotState, type StatusSnapshot } from '@safety-companion/contract';
import english from '../../messages/en/lookup-result';

/** The words a result's heading is made of (the `lookup-result` section's). */
type HeadingTexts = Pick<typeof english, 'resultHeading' | 'namedHeading'>;

/**
 * The lookup result's heading: who the status is about, as the app and the inline script's early paint both write
 * it ('Riley needs help' in an emergency, "Riley's status" otherwise, 'Status' without a name), in `texts` (the
 * page's `RESULT_TEXTS`; English by default, for the inline script, which cannot load a translation). Nothing
 * here imports the translations' loader: the inline script imports this module.
 */
export function resultHeadingOf(
  snapshot: Pick<StatusSnapshot, 'displayName' | 'emergency' | 'reason'>,
  texts: HeadingTexts = english,
): string {
  const name = snapshot.displayName?.trim();
  if (!name) return texts.resultHeading;
  return getSnapshotState(snapshot) === 'emergency'
    ? texts.namedHeading.emergency(name)
    : texts.namedHeading.other(name);
}
