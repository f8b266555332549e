import { ApiError } from '@safety-companion/contract';
import type { StatusPanel } from '@safety-companion/ui';
import { withWords } from '../../i18n/translatable';
import type * as alertControl from '../hero-alerts/alert-control';
import type * as answers from './hero-answers';
import type * as panel from './status-panel';

let loaded: typeof panel | undefined;
let actions:
  | { HeroAnswers: typeof answers.HeroAnswers; AlertControl: typeof alertControl.AlertControl }
  | undefined;

/**
 * Loads the status panel and its words in the page's language (the `ui-status` section), with what the panel shows
 * right after the heroes' answers (the hero's answer buttons and the alerts' control, with their words): a lookup
 * shows its answer once all are there, so nothing comes in later above the panel's details and moves them, and the
 * page loads them once the hero means to look a code up (`useHeroLookup`). Their code failing to load is a failure
 * of the network (tried again, as a lookup without signal is).
 */
export async function loadStatusPanel(): Promise<void> {
  try {
    const [panelModule, answersModule, alertsModule] = await Promise.all([
      withWords(() => import('./status-panel'), 'ui-status'),
      withWords(() => import('./hero-answers'), 'answers'),
      withWords(() => import('../hero-alerts/alert-control'), 'alerts'),
    ]);
    loaded = panelModule;
    actions = { HeroAnswers: answersModule.HeroAnswers, AlertControl: alertsModule.AlertControl };
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

/** The hero's answer buttons and the alerts' control, which `loadStatusPanel` has loaded with the panel. */
export function loadedPanelActions(): NonNullable<typeof actions> {
  if (!actions) throw new Error('A status is shown before the status panel has loaded.');
  return actions;
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
