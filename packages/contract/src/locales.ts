// The site's languages, in one place: English at the site's plain addresses, each other language under its own
// prefix (`/es/hero-lookup`, `/pt/hero-lookup`). The server's accepted locales, the pushes' texts and the site's
// routes, pages and `hreflang` values all follow this list.

/**
 * The languages the site and its alerts are written in, by their BCP 47 tags (also the pages' `<html lang>` and
 * `hreflang` values).
 */
export const LOCALES = ['en', 'es', 'fr', 'pt-BR', 'ar', 'zh-Hans'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of the plain addresses, and of anything that does not say its language. */
export const DEFAULT_LOCALE: Locale = 'en';

/** How a language is shown: its pages' address prefix, its name in itself, its text's direction. */
export interface LanguageFacts {
  /** The path prefix of its pages (`/pt`): none for the default language. */
  prefix: string;
  /** Its name as its readers write it, for the language list ("Français", "العربية"). */
  name: string;
  dir: 'ltr' | 'rtl';
}

/**
 * Every language's facts. The prefixes are short and stable (`/pt`, `/zh`): an address already shared keeps
 * working even if a language's tag gains a region.
 */
export const LANGUAGES = {
  en: { prefix: '', name: 'English', dir: 'ltr' },
  es: { prefix: '/es', name: 'Español', dir: 'ltr' },
  fr: { prefix: '/fr', name: 'Français', dir: 'ltr' },
  'pt-BR': { prefix: '/pt', name: 'Português', dir: 'ltr' },
  ar: { prefix: '/ar', name: 'العربية', dir: 'rtl' },
  'zh-Hans': { prefix: '/zh', name: '中文', dir: 'ltr' },
} as const satisfies Record<Locale, LanguageFacts>;

/**
 * The path prefix of a language's pages: none for the default language.
 *
 * @example
 * `${localePrefix('es')}/hero-lookup`; // '/es/hero-lookup'
 * `${localePrefix('pt-BR')}/hero-lookup`; // '/pt/hero-lookup'
 * `${localePrefix('en')}/hero-lookup`; // '/hero-lookup'
 */
export function localePrefix(locale: Locale): string {
  return LANGUAGES[locale].prefix;
}

/**
 * The language a path is written in: its prefix's, else the default.
 *
 * @example
 * localeOfPath('/zh/about'); // 'zh-Hans'
 * localeOfPath('/pt'); // 'pt-BR'
 * localeOfPath('/about'); // 'en'
 */
export function localeOfPath(pathname: string): Locale {
  return (
    LOCALES.find((locale) => {
      const prefix = localePrefix(locale);
      return prefix !== '' && (pathname === prefix || pathname.startsWith(`${prefix}/`));
    }) ?? DEFAULT_LOCALE
  );
}

/** A language's name in itself ("Português"). */
export function languageName(locale: Locale): string {
  return LANGUAGES[locale].name;
}

/** A language's text direction, for `<html dir>`: `rtl` for Arabic. */
export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return LANGUAGES[locale].dir;
}

/**
 * A language tag's locale, if the site speaks it: the tag itself or a regional variant of one (`fr-CA` → `fr`,
 * `pt` → `pt-BR`, `zh-CN` → `zh-Hans`); a Chinese tag for traditional characters (`zh-TW`, `zh-Hant`, `zh-HK`) is not
 * `zh-Hans`.
 *
 * @example
 * localeOfLanguageTag('es-MX'); // 'es'
 * localeOfLanguageTag('zh-TW'); // undefined
 */
export function localeOfLanguageTag(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const lower = tag.toLowerCase();
  const exact = LOCALES.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  const [language, ...rest] = lower.split('-');
  if (language === 'zh') {
    const traditional = rest.some((part) => ['hant', 'tw', 'hk', 'mo'].includes(part));
    return traditional ? undefined : 'zh-Hans';
  }
  return LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language);
}
