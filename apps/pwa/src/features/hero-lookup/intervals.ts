import { formatElapsed } from '@safety-companion/contract';
import { dateLocale } from '../../i18n/date-locale';

/** How often a shown status that has not expired is fetched again while the page is visible. */
export const REFRESH_INTERVAL_MS = 30_000;

/** How often a call that failed for the network (no signal, no server) is tried again while the page is visible. */
export const NETWORK_RETRY_MS = 10_000;

/**
 * An interval as the page's texts name it ('10 seconds', '10 segundos'): always from the constant the page runs on,
 * never a number copied into the words.
 */
export function intervalWords(ms: number): string {
  return formatElapsed(ms, dateLocale(), 'long');
}
