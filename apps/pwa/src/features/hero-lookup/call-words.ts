import RESULT_WORDS from 'words:lookup-result';
import type { HeroEmergencyNumber } from '@safety-companion/contract';

/** The number a Call link dials, and the hero's country when the page knows it. */
export type NumberToCall = Pick<HeroEmergencyNumber, 'number' | 'region'>;

/**
 * The number as the page names it: '999' when the hero's country is known; else 'your local emergency number', since
 * the site's own number, which it then dials, may not be the one where the hero is (the `lookup-result` section's
 * words, as the app and the inline script's early paint both write them).
 */
export function numberInWords({ number, region }: NumberToCall): string {
  return region ? number : RESULT_WORDS.localEmergencyNumber;
}

/** A Call link's text: 'Call 999', or 'Call your local emergency number'. */
export function callLinkText(call: NumberToCall): string {
  return RESULT_WORDS.call({ number: numberInWords(call) });
}
