// The contract's words in Portuguese as spoken in Brazil: the status line and the alerts (see es.ts).
import type { AlertTexts } from '../alert-texts.js';
import type { StatusLineWords } from '../status-line.js';

/** 'às 13:05', but 'à 01:05' and 'à 00:30': one o'clock and midnight take the singular. */
const atTime = (time: string) => `${/^0?[01]:/.test(time) ? 'à' : 'às'} ${time}`;

/**
 * The status line in Brazilian Portuguese.
 *
 * @example
 * STATUS_LINE_WORDS_PT_BR.expiredAt('13:05', '3 de mar. de 2025'); // 'O temporizador expirou em 3 de mar. de 2025, às 13:05'
 */
export const STATUS_LINE_WORDS_PT_BR: StatusLineWords = {
  emergency: 'EMERGÊNCIA',
  active: 'Ativo',
  expiredAt: (time, day) => `O temporizador expirou em ${day}, ${atTime(time)}`,
  expired: 'O temporizador expirou (horário de término não definido)',
};

/** The alerts in Brazilian Portuguese. */
export const ALERT_TEXTS_PT_BR: AlertTexts = {
  dateLocale: 'pt-BR',
  statusLine: STATUS_LINE_WORDS_PT_BR,
  emergency: {
    title: STATUS_LINE_WORDS_PT_BR.emergency,
    body: 'Emergência ativada. Abra o status para ver onde e o que está acontecendo.',
  },
  emergencyOff: { title: 'Emergência desativada', body: 'Abra o status para ver como estão as coisas.' },
  expired: {
    title: 'O temporizador expirou',
    body: (statusLine, timeZone) => `${statusLine} (${timeZone}). Abra o status para ver onde.`,
  },
  ended: { title: 'Status encerrado', body: 'Este status foi encerrado.' },
};
