// The alerts' texts, apart from their schemas: the service worker's script imports them, and zod with them would
// be most of its size.
import { LOOKUP_ERROR_MESSAGES } from './lookup.js';

/**
 * The texts of the alerts, with the lookup page's own words ('EMERGENCY', 'Timer has Expired at …', 'This status
 * has ended.'); the expiry's body is the page's status line (`getStatusLine`) with the status's time zone.
 *
 * @example
 * ALERT_TEXTS.ended.body; // 'This status has ended.'
 */
export const ALERT_TEXTS = {
  emergency: { title: 'EMERGENCY', body: 'Emergency switched on. Open the status to see where and what.' },
  emergencyOff: { title: 'Emergency switched off', body: 'Open the status to see how things stand.' },
  expired: {
    title: 'Timer has Expired',
    body: (statusLine: string, timeZone: string) =>
      `${statusLine} (${timeZone}). Open the status to see where.`,
  },
  ended: { title: 'Status ended', body: LOOKUP_ERROR_MESSAGES.ended },
} as const;
