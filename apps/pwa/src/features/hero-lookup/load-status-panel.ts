import { ApiError, DEFAULT_LOCALE } from '@safety-companion/contract';
import type { StatusPanel } from '@safety-companion/ui';
import { currentLocale } from '../../i18n/locale';
import type { UiStatusMessages } from '../../i18n/ui-status-words';
import type * as alertControl from '../hero-alerts/alert-control';
import type * as answers from './hero-answers';
import type * as panel from './status-panel';

let loaded: typeof panel | undefined;
let actions:
  | { HeroAnswers: typeof answers.HeroAnswers; AlertControl: typeof alertControl.AlertControl }
  | undefined;

/**
 * Loads the status panel, which brings its words in the page's language (the `ui-status` section), with what the
 * panel shows right after the heroes' answers (the hero's answer buttons and the alerts' control, with their
 * words): a lookup shows its answer once all are there, so nothing comes in later above the panel's details and
 * moves them, and the page loads them once the hero means to look a code up (`useHeroLookup`). Their code failing to
 * load is a failure of the network (tried again, as a lookup without signal is).
 */
export async function loadStatusPanel(): Promise<void> {
  try {
    const [panelModule, answersModule, alertsModule] = await Promise.all([
      import('./status-panel'),
      import('./hero-answers'),
      import('../hero-alerts/alert-control'),
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

/**
 * The status panel's words on a page in another language than English (the `ui-status` section, loaded with the
 * panel), for `ComponentWords` and the page's announcements; none on an English page or before the panel has loaded
 * (the panel then says its own English).
 */
export function loadedStatusMessages(): Partial<UiStatusMessages> {
  return loaded && currentLocale() !== DEFAULT_LOCALE ? loaded.uiStatusMessages() : {};
}

/** The result's top line (`PhoneReport`), loaded with the status panel. */
export function loadedPhoneReport(): typeof panel.PhoneReport {
  if (!loaded) throw new Error('A status is shown before the status panel has loaded.');
  return loaded.PhoneReport;
}
