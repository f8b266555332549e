import { FEATURES_EN } from './english/features';
import { NAV_BAR_EN } from './english/nav-bar';
import { STATUS_EN } from './english/status';
import { STATUS_ANSWERS_EN } from './english/status-answers';
import { STATUS_FACTS_EN } from './english/status-facts';
import { STATUS_LOCATION_EN } from './english/status-location';
import { STORE_LINKS_EN } from './english/store-links';
import type { UiMessages } from './types';

export type { StoreBadgeWords, UiMessages } from './types';

/** The components' English words, the default when no `UiMessagesProvider` gives others. */
export const UI_MESSAGES_EN: UiMessages = {
  navBar: NAV_BAR_EN,
  features: FEATURES_EN,
  storeLinks: STORE_LINKS_EN,
  status: STATUS_EN,
  statusFacts: STATUS_FACTS_EN,
  statusLocation: STATUS_LOCATION_EN,
  statusAnswers: STATUS_ANSWERS_EN,
};
