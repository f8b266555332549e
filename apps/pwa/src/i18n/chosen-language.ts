import { DEFAULT_LOCALE } from '@safety-companion/contract';
import { chosenLocale } from './language-choice';
import { localeOfPath, pathInLocale } from './locale';

// The content pages' addresses (the page table's), compiled in by the build.
declare const __CONTENT_PATHS__: readonly string[];

/**
 * Where a visit to a content page at its plain (English) address goes when the visitor chose another language on
 * this device: the same page in that language, query and hash kept; undefined to stay. Form pages and the lookup
 * never move (a lookup shows its status first, and offers the switch).
 */
export function chosenLanguageAddress({
  pathname,
  search,
  hash,
}: Pick<Location, 'pathname' | 'search' | 'hash'>) {
  const chosen = chosenLocale();
  if (!chosen || chosen === DEFAULT_LOCALE || localeOfPath(pathname) !== DEFAULT_LOCALE) return undefined;
  if (!__CONTENT_PATHS__.includes(pathname)) return undefined;
  return `${pathInLocale(pathname, chosen)}${search}${hash}`;
}
