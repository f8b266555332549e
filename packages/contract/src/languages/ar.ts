// The contract's words in Arabic: the status line and the alerts (see es.ts).
import type { AlertTexts } from '../alert-texts.js';
import type { StatusLineWords } from '../status-line.js';

/**
 * The status line in Arabic.
 *
 * @example
 * STATUS_LINE_WORDS_AR.expiredAt('1:05 م', '03‏/03‏/2025'); // 'انتهى المؤقت في 03‏/03‏/2025 الساعة 1:05 م'
 */
export const STATUS_LINE_WORDS_AR: StatusLineWords = {
  emergency: 'طوارئ',
  active: 'نشط',
  expiredAt: (time, day) => `انتهى المؤقت في ${day} الساعة ${time}`,
  expired: 'انتهى المؤقت (وقت الانتهاء غير محدد)',
};

/** The alerts in Arabic. */
export const ALERT_TEXTS_AR: AlertTexts = {
  dateLocale: 'ar',
  statusLine: STATUS_LINE_WORDS_AR,
  emergency: {
    title: STATUS_LINE_WORDS_AR.emergency,
    body: 'تم تشغيل وضع الطوارئ. افتح الحالة لمعرفة المكان وما يحدث.',
  },
  emergencyOff: { title: 'تم إيقاف وضع الطوارئ', body: 'افتح الحالة لمعرفة آخر المستجدات.' },
  expired: {
    title: 'انتهى المؤقت',
    body: (statusLine, timeZone) => `${statusLine} (${timeZone}). افتح الحالة لمعرفة المكان.`,
  },
  ended: { title: 'انتهت الحالة', body: 'انتهت هذه الحالة.' },
};
