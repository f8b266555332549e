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

let siteLocale: Locale = DEFAULT_LOCALE;

/** The language of the page being shown (or rendered by the prerendering): set once, before the router starts. */
export function currentLocale(): Locale {
  return siteLocale;
}

export function setCurrentLocale(locale: Locale): void {
  siteLocale = locale;
}
