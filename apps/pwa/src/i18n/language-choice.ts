import { LOCALES, type Locale } from '@safety-companion/contract';

// The language a visitor chose with the language link, kept on the device (never a cookie; the privacy policy
// names it): the next visit to a content page at its plain address opens it in that language.
const CHOSEN_LANGUAGE_KEY = 'chosen-language';

const asLocale = (value: string | null | undefined) =>
  LOCALES.find((locale) => value === locale || value?.toLowerCase().startsWith(`${locale}-`));

/** The language the visitor chose on this device, if any. */
export function chosenLocale(): Locale | undefined {
  try {
    return asLocale(localStorage.getItem(CHOSEN_LANGUAGE_KEY));
  } catch {
    return undefined;
  }
}

export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(CHOSEN_LANGUAGE_KEY, locale);
  } catch {
    // Storage refused (private browsing): the choice holds for this visit only.
  }
}

/** The first of the browser's preferred languages that the site speaks, if any. */
export function preferredLocale(languages: readonly string[] = navigator.languages): Locale | undefined {
  for (const language of languages) {
    const locale = asLocale(language);
    if (locale) return locale;
  }
  return undefined;
}
