import { type Locale, localeOfLanguageTag } from '@safety-companion/contract';

// The language a visitor chose with the language list, kept on the device (never a cookie; the privacy policy
// names it): the next visit to a content page at its plain address opens it in that language.
const CHOSEN_LANGUAGE_KEY = 'chosen-language';
// The language a browser that prefers it was offered once (the offer shows on one page, then never again).
const OFFERED_LANGUAGE_KEY = 'offered-language';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage refused (private browsing): it holds for this visit only.
  }
}

/** The language the visitor chose on this device, if any. */
export function chosenLocale(): Locale | undefined {
  return localeOfLanguageTag(read(CHOSEN_LANGUAGE_KEY));
}

export function rememberLocale(locale: Locale): void {
  write(CHOSEN_LANGUAGE_KEY, locale);
}

/** Whether this device was offered a language's page already. */
export function wasOffered(): boolean {
  return read(OFFERED_LANGUAGE_KEY) !== null;
}

export function rememberOffered(locale: Locale): void {
  write(OFFERED_LANGUAGE_KEY, locale);
}

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
