import { DEFAULT_LOCALE, type Locale } from '@safety-companion/contract';
import { currentLocale } from './locale';

/**
 * The locale the lookup writes its dates, times and durations in: the page's language on a page not in English;
 * on an English page undefined, the viewer's own (as the English page always wrote them).
 */
export function dateLocale(): string | undefined {
  return dateLocaleFor(currentLocale());
}

/** The same for a page in `locale`. */
export function dateLocaleFor(locale: Locale): string | undefined {
  return locale === DEFAULT_LOCALE ? undefined : locale;
}
