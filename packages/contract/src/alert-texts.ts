// The shape of a language's alerts' texts and the expiry's line, apart from their schemas (no zod). Every
// language's texts are in alerts-in-every-language.ts, from the contract's messages.

import { EXPIRED_REASON } from './snapshot.js';
import { getStatusLine } from './status-line.js';
import type { StatusLineWords } from './status-line-words.js';

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
