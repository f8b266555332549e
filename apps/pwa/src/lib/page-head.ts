import { DEFAULT_LOCALE, LOCALES, type Locale } from '@safety-companion/contract';
import { settings } from '../build-settings';
import { currentLocale, pathInLocale } from '../i18n/locale';

/**
 * A route's document title and description, for `head` in its route options; `noIndex` keeps the page out of
 * search engines (the root route sets it from the page table's `indexable`).
 */
export function pageHead(title: string, description: string, { noIndex = false } = {}) {
  const meta: ({ title: string } | { name: string; content: string })[] = [
    { title: `${title} | ${settings.productName}` },
    { name: 'description', content: description },
  ];
  if (noIndex) meta.push({ name: 'robots', content: 'noindex' });
  return { meta };
}

/**
 * A page's canonical address in its language, and its address in every language (`hreflang`, the default language
 * also as `x-default`), for the root route's `head`. `path` is the route's (`/about`).
 */
export function languageLinks(path: string) {
  const address = (locale: Locale) => `${settings.siteUrl}${pathInLocale(path, locale)}`;
  return [
    { rel: 'canonical', href: address(currentLocale()) },
    ...LOCALES.map((locale) => ({ rel: 'alternate', hrefLang: locale, href: address(locale) })),
    { rel: 'alternate', hrefLang: 'x-default', href: address(DEFAULT_LOCALE) },
  ];
}
