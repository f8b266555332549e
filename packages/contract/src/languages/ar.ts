// The contract's words in Arabic: the status line and the alerts (see es.ts). The same terms as the site's Arabic
// pages: 'مؤقت الأمان' for the safety timer, 'الحالة' for a status, 'وضع الطوارئ' switched on ('تفعيل') and off.
import type { AlertTexts } from '../alert-texts.js';
import type { StatusLineWords } from '../status-line.js';

/**
 * The status line in Arabic.
 *
 * @example
 * STATUS_LINE_WORDS_AR.expiredAt('1:05 م', '03‏/03‏/2025'); // 'انتهى مؤقت الأمان في 03‏/03‏/2025 الساعة 1:05 م'
 */
export const STATUS_LINE_WORDS_AR: StatusLineWords = {
  emergency: 'طوارئ',
  active: 'نشط',
  expiredAt: (time, day) => `انتهى مؤقت الأمان في ${day} الساعة ${time}`,
  expired: 'انتهى مؤقت الأمان (وقت الانتهاء غير محدد)',
};

/** The alerts in Arabic. */
export const ALERT_TEXTS_AR: AlertTexts = {
  dateLocale: 'ar',
  statusLine: STATUS_LINE_WORDS_AR,
  emergency: {
    title: STATUS_LINE_WORDS_AR.emergency,
    body: 'تم تفعيل وضع الطوارئ. افتح الحالة لمعرفة المكان وما يحدث.',
  },
  emergencyOff: { title: 'تم إيقاف وضع الطوارئ', body: 'افتح الحالة لمعرفة آخر المستجدات.' },
  expired: {
    title: 'انتهى مؤقت الأمان',
    // The time zone ('America/Chicago') kept left to right inside the right-to-left sentence.
    body: (statusLine, timeZone) => `${statusLine} (\u2068${timeZone}\u2069). افتح الحالة لمعرفة المكان.`,
  },
  ended: { title: 'انتهت الحالة', body: 'انتهت هذه الحالة.' },
};
