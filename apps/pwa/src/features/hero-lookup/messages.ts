import { formatElapsed } from '@safety-companion/contract';
import { dateLocale } from '../../i18n/date-locale';
import { translatable } from '../../i18n/translatable';
import english from '../../messages/en/lookup';
import { RESULT_TEXTS } from './result-texts';

/** Both views' keys in one object, each still read when used (a spread would read them once, in English). */
function joined<A extends object, B extends object>(first: A, second: B): A & B {
  const view = {};
  Object.defineProperties(view, Object.getOwnPropertyDescriptors(first));
  Object.defineProperties(view, Object.getOwnPropertyDescriptors(second));
  return view as A & B;
}

/**
 * Every text of the Hero Lookup page, in the page's language: its labels, hints and messages (the `lookup`
 * section), and the result's top (`RESULT_TEXTS`, the `lookup-result` section). The code's validation messages
 * and the failure texts are the section's `codeProblems` and `errors` (`lookup-errors.ts`).
 */
export const LOOKUP_TEXTS = joined(RESULT_TEXTS, translatable('lookup', english));

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
