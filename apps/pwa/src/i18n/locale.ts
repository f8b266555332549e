import { DEFAULT_LOCALE, type Locale, localeOfPath, localePrefix } from '@safety-companion/contract';

/** The language a path is written in: its prefix's (`/pt/about` → `pt-BR`), else the default (the contract's). */
export { localeOfPath };

/** The path without its language prefix: the route's own path (`/es/about` → `/about`, `/es` → `/`). */
export function pathWithoutLocale(pathname: string): string {
  const prefix = localePrefix(localeOfPath(pathname));
  return pathname.slice(prefix.length) || '/';
}

/** The same page in `locale` (`/about`, `es` → `/es/about`; `/es/`, `en` → `/`). */
export function pathInLocale(pathname: string, locale: Locale): string {
  const path = pathWithoutLocale(pathname);
  const prefix = localePrefix(locale);
  return prefix && path === '/' ? `${prefix}/` : `${prefix}${path}`;
}

/**
 * In the browser, the language of the page's address from the first module that asks: a section's words load as
 * their module is imported (`words:<section>`), before the entry's own code runs.
 */
let siteLocale: Locale =
  typeof window === 'undefined' ? DEFAULT_LOCALE : localeOfPath(window.location.pathname);

/** The language of the page being shown (or rendered by the prerendering or a unit test). */
export function currentLocale(): Locale {
  return siteLocale;
}

export function setCurrentLocale(locale: Locale): void {
  siteLocale = locale;
}
