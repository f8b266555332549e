import type { HeroEmergencyNumber } from '@safety-companion/contract';
import english from '../../messages/en/lookup-result';

/** The number a Call link dials, and the hero's country when the page knows it. */
export type NumberToCall = Pick<HeroEmergencyNumber, 'number' | 'region'>;

/** The words a Call link is made of (the `lookup-result` section's). */
type CallWords = Pick<typeof english, 'call' | 'localEmergencyNumber'>;

/**
 * The number as the page names it: '999' when the hero's country is known; else 'your local emergency number', since
 * the site's own number, which it then dials, may not be the one where the hero is. In `words` (the page's
 * `RESULT_TEXTS`); English by default, for the inline script, which cannot load a translation.
 */
export function numberInWords({ number, region }: NumberToCall, words: CallWords = english): string {
  return region ? number : words.localEmergencyNumber;
}

/** A Call link's text: 'Call 999', or 'Call your local emergency number'. */
export function callLinkText(call: NumberToCall, words: CallWords = english): string {
  return words.call(numberInWords(call, words));
}
