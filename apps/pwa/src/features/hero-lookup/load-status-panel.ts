import { ApiError } from '@safety-companion/contract';
import type { StatusPanel } from '@safety-companion/ui';
import { withWords } from '../../i18n/translatable';
import type * as panel from './status-panel';

let loaded: typeof panel | undefined;

/**
 * Loads the status panel and its words in the page's language (the `ui-status` section): a lookup shows its answer
 * once both are there, and the page loads them while idle. Its code failing to load is a failure of the network
 * (tried again, as a lookup without signal is).
 */
export async function loadStatusPanel(): Promise<void> {
  try {
    loaded = await withWords(() => import('./status-panel'), 'ui-status');
  } catch (error) {
    throw new ApiError('The page could not load what it needs to show a status.', {
      kind: 'network',
      cause: error,
    });
  }
}

/** The status panel, which `loadStatusPanel` has loaded before any status is shown. */
export function loadedStatusPanel(): typeof StatusPanel {
  if (!loaded) throw new Error('A status is shown before the status panel has loaded.');
  return loaded.StatusPanel;
}

/** The English words of an answer and `isPositionStale`, loaded with the status panel; undefined before. */
export function loadedAnswerWords():
  | Pick<typeof panel, 'describeAcknowledgement' | 'describeOwnAcknowledgement' | 'isPositionStale'>
  | undefined {
  return loaded;
}

/** The result's top line (`PhoneReport`), loaded with the status panel. */
export function loadedPhoneReport(): typeof panel.PhoneReport {
  if (!loaded) throw new Error('A status is shown before the status panel has loaded.');
  return loaded.PhoneReport;
}
