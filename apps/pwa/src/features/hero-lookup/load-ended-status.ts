import type { UiStatusMessages, uiStatusMessages } from '../../i18n/ui-status-words';
import type { EndedStatusView } from './ended-status';

let loaded: typeof EndedStatusView | undefined;
let statusMessages: typeof uiStatusMessages | undefined;

/**
 * Loads the view of an ended status, which brings its words (the `lookup-end` and `ui-status` sections), outside the
 * lookup's first load: the page loads it once the hero means to look a code up (`useHeroLookup`), and waits for it
 * before it shows an end, so that the ended view replaces the live one in the frame that announces the end. Never
 * fails: without its code the page says the end in words alone.
 */
export async function loadEndedStatus(): Promise<void> {
  try {
    // The panel's words (`ui-status`) come with their adapter, which the ended view's `ComponentWords` asks.
    const [view, words] = await Promise.all([import('./ended-status'), import('../../i18n/ui-status-words')]);
    loaded = view.EndedStatusView;
    statusMessages = words.uiStatusMessages;
  } catch {
    // The page's own words say the end (`LookupForm`).
  }
}

/** The ended view, once `loadEndedStatus` has loaded it. */
export function loadedEndedStatus(): typeof EndedStatusView | undefined {
  return loaded;
}

/** The status panel's words of the ended view (`ComponentWords`' messages), once `loadEndedStatus` has loaded them. */
export function loadedEndedStatusMessages(): Partial<UiStatusMessages> {
  return statusMessages?.() ?? {};
}
