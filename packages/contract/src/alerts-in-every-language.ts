// The alerts' texts in every language of the site: the server writes each push in its subscription's language with
// them, and the lookup page's words are their English.

import type { AlertTexts } from './alert-texts.js';
import { ALERT_TEXTS_AR } from './languages/ar.js';
import { ALERT_TEXTS_ES } from './languages/es.js';
import { ALERT_TEXTS_FR } from './languages/fr.js';
import { ALERT_TEXTS_PT_BR } from './languages/pt-BR.js';
import { ALERT_TEXTS_ZH_HANS } from './languages/zh-Hans.js';
import type { Locale } from './locales.js';
import { LOOKUP_ERROR_MESSAGES } from './lookup.js';
import { STATUS_LINE_WORDS } from './status-line.js';

/**
 * The texts of the alerts in each of the site's languages. The English ones are the lookup page's own words
 * ('EMERGENCY', 'Timer has Expired at …', 'This status has ended.'); the expiry's body is its status line
 * (`expiryLine`) with the status's time zone.
 *
 * @example
 * ALERT_TEXTS.en.ended.body; // 'This status has ended.'
 * ALERT_TEXTS.es.ended.body; // 'Este estado ha finalizado.'
 */
export const ALERT_TEXTS = {
  en: {
    dateLocale: 'en-US',
    statusLine: STATUS_LINE_WORDS,
    emergency: {
      title: STATUS_LINE_WORDS.emergency,
      body: 'Emergency switched on. Open the status to see where and what.',
    },
    emergencyOff: { title: 'Emergency switched off', body: 'Open the status to see how things stand.' },
    expired: {
      title: 'Timer has Expired',
      body: (statusLine, timeZone) => `${statusLine} (${timeZone}). Open the status to see where.`,
    },
    ended: { title: 'Status ended', body: LOOKUP_ERROR_MESSAGES.ended },
  },
  es: ALERT_TEXTS_ES,
  fr: ALERT_TEXTS_FR,
  'pt-BR': ALERT_TEXTS_PT_BR,
  ar: ALERT_TEXTS_AR,
  'zh-Hans': ALERT_TEXTS_ZH_HANS,
} as const satisfies Record<Locale, AlertTexts>;
