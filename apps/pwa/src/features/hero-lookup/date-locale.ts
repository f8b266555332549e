import { DEFAULT_LOCALE } from '@safety-companion/contract';
import { currentLocale } from '../../i18n/locale';

/**
 * The locale the lookup writes its dates, times and durations in: the page's language on a page not in English;
 * on an English page undefined, the viewer's own (as the English page always wrote them).
 */
export function dateLocale(): string | undefined {
  const locale = currentLocale();
  return locale === DEFAULT_LOCALE ? undefined : locale;
}
