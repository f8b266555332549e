import { withWords } from '../../i18n/translatable';
import type { EndedStatusView } from './ended-status';

let loaded: typeof EndedStatusView | undefined;

/**
 * Loads the view of an ended status with its words (the `lookup-end` and `ui-status` sections), outside the lookup's
 * first load: the page loads it once the hero means to look a code up (`useHeroLookup`), and waits for it before it
 * shows an end, so that the ended view replaces the live one in the frame that announces the end. Never fails:
 * without its code the page says the end in words alone.
 */
export async function loadEndedStatus(): Promise<void> {
  try {
    ({ EndedStatusView: loaded } = await withWords(
      () => import('./ended-status'),
      'lookup-end',
      'ui-status',
    ));
  } catch {
    // The page's own words say the end (`LookupForm`).
  }
}

/** The ended view, once `loadEndedStatus` has loaded it. */
export function loadedEndedStatus(): typeof EndedStatusView | undefined {
  return loaded;
}
