import { LOCALES, type Locale } from '@safety-companion/contract';

// The language a visitor chose with the language list, kept on the device (never a cookie; the privacy policy
// names it): the next visit to a content page at its plain address opens it in that language.
const CHOSEN_LANGUAGE_KEY = 'chosen-language';
// The language a browser that prefers it was offered (the offer shows on one page load, then never again).
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

/** The language the visitor chose on this device, if any (the list writes a locale exactly). */
export function chosenLocale(): Locale | undefined {
  const chosen = read(CHOSEN_LANGUAGE_KEY);
  return LOCALES.find((locale) => locale === chosen);
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
