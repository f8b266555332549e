// The contract's words in Chinese, simplified characters: the status line and the alerts (see es.ts). The site's
// Chinese pages say the same terms: 紧急求助 (emergency), 安全计时器 (safety timer), 状态 (status).
import type { AlertTexts } from '../alert-texts.js';
import type { StatusLineWords } from '../status-line.js';

/**
 * The status line in Chinese.
 *
 * @example
 * STATUS_LINE_WORDS_ZH_HANS.expiredAt('13:05', '2025年3月3日'); // '安全计时器已于2025年3月3日 13:05到期'
 */
export const STATUS_LINE_WORDS_ZH_HANS: StatusLineWords = {
  emergency: '紧急求助',
  active: '进行中',
  expiredAt: (time, day) => `安全计时器已于${day} ${time}到期`,
  expired: '安全计时器已到期（未设置结束时间）',
};

/** The alerts in Chinese. */
export const ALERT_TEXTS_ZH_HANS: AlertTexts = {
  dateLocale: 'zh-Hans',
  statusLine: STATUS_LINE_WORDS_ZH_HANS,
  emergency: {
    title: STATUS_LINE_WORDS_ZH_HANS.emergency,
    body: '对方发出了紧急求助。请打开状态查看对方的位置和详情。',
  },
  emergencyOff: { title: '紧急求助已解除', body: '请打开状态查看最新情况。' },
  expired: {
    title: '安全计时器已到期',
    body: (statusLine, timeZone) => `${statusLine}（${timeZone}）。请打开状态查看对方的位置。`,
  },
  ended: { title: '状态已结束', body: '此状态已结束。' },
};
