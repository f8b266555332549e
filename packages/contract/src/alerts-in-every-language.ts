// The alerts' texts in every language of the site, from the contract's messages (messages/<locale>/pushes.json and
// status-line.json): the server writes each push in its subscription's language with them.

import type { AlertTexts } from './alert-texts.js';
import { DEFAULT_LOCALE, type Locale } from './locales.js';
import {
  type ContractMessages,
  ENGLISH_PUSHES,
  ENGLISH_STATUS_LINE,
  translatedMessages,
} from './messages.gen.js';
import { statusLineWords } from './status-line-words.js';

function alertTexts(locale: Locale, messages: ContractMessages): AlertTexts {
  const { pushes } = messages;
  const statusLine = statusLineWords(messages['status-line']);
  return {
    // English pushes write the time as the English pages' readers mostly do (1:05 PM).
    dateLocale: locale === DEFAULT_LOCALE ? 'en-US' : locale,
    statusLine,
    emergency: { title: statusLine.emergency, body: pushes.emergency.body },
    emergencyOff: pushes.emergencyOff,
    expired: {
      title: pushes.expired.title,
      body: (line, timeZone) => pushes.expired.body({ statusLine: line, timeZone }),
    },
    ended: pushes.ended,
  };
}

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
  en: /* @__PURE__ */ alertTexts('en', { pushes: ENGLISH_PUSHES, 'status-line': ENGLISH_STATUS_LINE }),
  es: /* @__PURE__ */ alertTexts('es', /* @__PURE__ */ translatedMessages('es')),
  fr: /* @__PURE__ */ alertTexts('fr', /* @__PURE__ */ translatedMessages('fr')),
  'pt-BR': /* @__PURE__ */ alertTexts('pt-BR', /* @__PURE__ */ translatedMessages('pt-BR')),
  ar: /* @__PURE__ */ alertTexts('ar', /* @__PURE__ */ translatedMessages('ar')),
  'zh-Hans': /* @__PURE__ */ alertTexts('zh-Hans', /* @__PURE__ */ translatedMessages('zh-Hans')),
} as const satisfies Record<Locale, AlertTexts>;
