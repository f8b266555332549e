// The contract's words in Spanish: the status line and the alerts. The server writes Spanish pushes with them and
// the site's Spanish pages take the same objects, so that a push and the page it opens say the same line.
import type { AlertTexts } from '../alert-texts.js';
import type { StatusLineWords } from '../status-line.js';

/** 'a las 13:05', but 'a la 1:05'. */
const atTime = (time: string) => `${time.startsWith('1:') ? 'a la' : 'a las'} ${time}`;

/**
 * The status line in Spanish.
 *
 * @example
 * STATUS_LINE_WORDS_ES.expiredAt('13:05', '3 mar 2025'); // 'El temporizador expiró a las 13:05 del 3 mar 2025'
 */
export const STATUS_LINE_WORDS_ES: StatusLineWords = {
  emergency: 'EMERGENCIA',
  active: 'Activo',
  expiredAt: (time, day) => `El temporizador expiró ${atTime(time)} del ${day}`,
  expired: 'El temporizador expiró (hora de fin sin definir)',
};

/** The alerts in Spanish. */
export const ALERT_TEXTS_ES: AlertTexts = {
  dateLocale: 'es',
  statusLine: STATUS_LINE_WORDS_ES,
  emergency: {
    title: STATUS_LINE_WORDS_ES.emergency,
    body: 'Emergencia activada. Abre el estado para ver dónde y qué ocurre.',
  },
  emergencyOff: { title: 'Emergencia desactivada', body: 'Abre el estado para ver cómo están las cosas.' },
  expired: {
    title: 'El temporizador expiró',
    body: (statusLine, timeZone) => `${statusLine} (${timeZone}). Abre el estado para ver dónde.`,
  },
  ended: { title: 'Estado finalizado', body: 'Este estado ha finalizado.' },
};
