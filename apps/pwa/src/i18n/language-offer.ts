import { type Locale, localeOfLanguageTag } from '@safety-companion/contract';
import { chosenLocale, rememberOffered, wasOffered } from './language-choice';

// The offer of another language's page to a browser that prefers it, decided after the page has started (the
// prerendered page cannot know the browser); its words load only when it is made (language-words.ts).

/** The first of the browser's preferred languages that the site speaks, if any (`fr-CA` → `fr`). */
export function preferredLocale(languages: readonly string[] = navigator.languages): Locale | undefined {
  for (const language of languages) {
    const locale = localeOfLanguageTag(language);
    if (locale) return locale;
  }
  return undefined;
}

let offerOfThisPage: Locale | undefined | null = null;

/**
 * The language this page offers: the browser's preferred one when the site speaks it, it is not the page's, and
 * this device neither chose a language nor was offered one before. Decided once per page load (and the offer then
 * remembered), so that the offer stays while the page does and never comes back.
 */
export function offeredLocale(pageLocale: Locale): Locale | undefined {
  if (offerOfThisPage === null) {
    const preferred = chosenLocale() === undefined && !wasOffered() ? preferredLocale() : undefined;
    offerOfThisPage = preferred !== pageLocale ? preferred : undefined;
    if (offerOfThisPage) rememberOffered(offerOfThisPage);
  }
  return offerOfThisPage;
}

/** Forgets this page's decision (tests). */
export function resetOfferForTests(): void {
  offerOfThisPage = null;
}
