import type { Locale } from '@safety-companion/contract';

/** The words of the offer, in one language (src/messages/<locale>/offer.json). */
export type OfferWords = typeof import('words:offer').default;

// Every language's offer at once: the offer speaks the browser's language, not the page's, so any page may need any
// language's. A module of its own, loaded only by a page that makes an offer (once on a device, after the page has
// started). The languages' names in themselves are the contract's (`languageName`).
const OFFERS = import.meta.glob<OfferWords>('../messages/*/offer.json', { eager: true, import: 'default' });

/** The offer of `locale`'s page, in that language. */
export function offerWords(locale: Locale): OfferWords {
  const words = OFFERS[`../messages/${locale}/offer.json`];
  if (!words) throw new Error(`No ${locale} words for the language offer.`);
  return words;
}
