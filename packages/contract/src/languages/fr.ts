// The contract's words in French: the status line and the alerts (see es.ts). The site's French pages take the same
// status line, and call the countdown 'minuteur de sécurité' and the person's page 'statut' as these do.
import type { AlertTexts } from '../alert-texts.js';
import type { StatusLineWords } from '../status-line.js';

/**
 * The status line in French.
 *
 * @example
 * STATUS_LINE_WORDS_FR.expiredAt('13:05', '3 mars 2025'); // 'Le minuteur a expiré le 3 mars 2025 à 13:05'
 */
export const STATUS_LINE_WORDS_FR: StatusLineWords = {
  emergency: 'URGENCE',
  active: 'Actif',
  expiredAt: (time, day) => `Le minuteur a expiré le ${day} à ${time}`,
  expired: 'Le minuteur a expiré (heure de fin non définie)',
};

/** The alerts in French. */
export const ALERT_TEXTS_FR: AlertTexts = {
  dateLocale: 'fr',
  statusLine: STATUS_LINE_WORDS_FR,
  emergency: {
    title: STATUS_LINE_WORDS_FR.emergency,
    body: 'Urgence activée. Ouvrez le statut pour voir où se trouve la personne et ce qui se passe.',
  },
  emergencyOff: { title: 'Urgence désactivée', body: 'Ouvrez le statut pour voir où en est la situation.' },
  expired: {
    title: 'Le minuteur de sécurité a expiré',
    body: (statusLine, timeZone) =>
      `${statusLine} (${timeZone}). Ouvrez le statut pour voir où se trouve la personne.`,
  },
  ended: { title: 'Statut terminé', body: 'Ce statut est terminé.' },
};
