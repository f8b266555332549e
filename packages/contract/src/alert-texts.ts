// The alerts' texts, apart from their schemas (no zod): the server writes each push in its subscription's language
// with them, and the lookup page's words are their English.

import { ALERT_TEXTS_AR } from './languages/ar.js';
import { ALERT_TEXTS_ES } from './languages/es.js';
import { ALERT_TEXTS_FR } from './languages/fr.js';
import { ALERT_TEXTS_PT_BR } from './languages/pt-BR.js';
import { ALERT_TEXTS_ZH_HANS } from './languages/zh-Hans.js';
import type { Locale } from './locales.js';
import { LOOKUP_ERROR_MESSAGES } from './lookup.js';
import { EXPIRED_REASON } from './snapshot.js';
import { getStatusLine, STATUS_LINE_WORDS, type StatusLineWords } from './status-line.js';

/** The words of one language's alerts. */
export interface AlertTexts {
  /** The locale the expiry's time is written in. */
  dateLocale: string;
  /** The status line's words, as the lookup page in this language says it (`getStatusLine`). */
  statusLine: StatusLineWords;
  emergency: { title: string; body: string };
  emergencyOff: { title: string; body: string };
  expired: {
    title: string;
    body: (statusLine: string, timeZone: string) => string;
  };
  ended: { title: string; body: string };
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

/**
 * The expiry push's status line in a language: the status line of an expired status, its end written in the
 * status's time zone.
 *
 * @example
 * expiryLine(ALERT_TEXTS.es, new Date('2025-03-03T19:05:00Z'), 'America/Chicago');
 * // 'El temporizador expiró a las 13:05 del 3 mar 2025'
 */
export function expiryLine(texts: AlertTexts, endTime: Date | null, timeZone: string): string {
  const expired = { emergency: false, reason: EXPIRED_REASON, endTime: endTime?.toISOString() ?? null };
  return getStatusLine(expired, { locale: texts.dateLocale, timeZone }, texts.statusLine);
}
