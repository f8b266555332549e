// The alerts' texts, apart from their schemas (no zod): the server writes each push in its subscription's language
// with them, and the lookup page's words are their English.
import type { Locale } from './locales.js';
import { LOOKUP_ERROR_MESSAGES } from './lookup.js';
import { EXPIRED_REASON, getStatusLine } from './snapshot.js';

/** The words of one language's alerts. */
export interface AlertTexts {
  emergency: { title: string; body: string };
  emergencyOff: { title: string; body: string };
  expired: {
    title: string;
    /** The expiry's status line, its end time written in the status's time zone. */
    statusLine: (endTime: Date | null, timeZone: string) => string;
    body: (statusLine: string, timeZone: string) => string;
  };
  ended: { title: string; body: string };
}

/** 'El temporizador expiró a las 13:05 del 3 de marzo de 2025' ('a la 1:05' for one o'clock). */
function spanishExpiryLine(endTime: Date | null, timeZone: string): string {
  if (!endTime) return 'El temporizador expiró';
  const time = new Intl.DateTimeFormat('es', { timeStyle: 'short', timeZone }).format(endTime);
  const date = new Intl.DateTimeFormat('es', { dateStyle: 'long', timeZone }).format(endTime);
  return `El temporizador expiró ${time.startsWith('1:') ? 'a la' : 'a las'} ${time} del ${date}`;
}

/**
 * The texts of the alerts in each of the site's languages. The English ones are the lookup page's own words
 * ('EMERGENCY', 'Timer has Expired at …', 'This status has ended.'); the expiry's body is its status line with the
 * status's time zone.
 *
 * @example
 * ALERT_TEXTS.en.ended.body; // 'This status has ended.'
 * ALERT_TEXTS.es.ended.body; // 'Este estado ha finalizado.'
 */
export const ALERT_TEXTS = {
  en: {
    emergency: { title: 'EMERGENCY', body: 'Emergency switched on. Open the status to see where and what.' },
    emergencyOff: { title: 'Emergency switched off', body: 'Open the status to see how things stand.' },
    expired: {
      title: 'Timer has Expired',
      statusLine: (endTime, timeZone) =>
        getStatusLine(
          { emergency: false, reason: EXPIRED_REASON, endTime: endTime?.toISOString() ?? null },
          { locale: 'en-US', timeZone },
        ),
      body: (statusLine, timeZone) => `${statusLine} (${timeZone}). Open the status to see where.`,
    },
    ended: { title: 'Status ended', body: LOOKUP_ERROR_MESSAGES.ended },
  },
  es: {
    emergency: {
      title: 'EMERGENCIA',
      body: 'Emergencia activada. Abre el estado para ver dónde y qué ocurre.',
    },
    emergencyOff: { title: 'Emergencia desactivada', body: 'Abre el estado para ver cómo están las cosas.' },
    expired: {
      title: 'El temporizador expiró',
      statusLine: spanishExpiryLine,
      body: (statusLine, timeZone) => `${statusLine} (${timeZone}). Abre el estado para ver dónde.`,
    },
    ended: { title: 'Estado finalizado', body: 'Este estado ha finalizado.' },
  },
} as const satisfies Record<Locale, AlertTexts>;
