// The site's languages, in one place: English at the site's plain addresses, each other language under its own
// prefix (`/es/hero-lookup`).

/** The languages the site and its alerts are written in. */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of the plain addresses, and of anything that does not say its language. */
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The path prefix of a language's pages: none for the default language.
 *
 * @example
 * `${localePrefix('es')}/hero-lookup`; // '/es/hero-lookup'
 * `${localePrefix('en')}/hero-lookup`; // '/hero-lookup'
 */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}
