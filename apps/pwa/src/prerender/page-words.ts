import { DEFAULT_LOCALE, type Locale } from '@safety-companion/contract';
import { CONTENT_FILES } from '../content/content-files.ts';

/** The map of every other language's sections (i18n/translations.ts), which a page in such a language loads first. */
const TRANSLATIONS_MODULE = 'src/i18n/translations.ts';

/**
 * The modules (as the build manifest names them) that a page loads before it renders, besides its routes' code: its
 * page of text in its language (`CONTENT_FILES`, by the page table's path), and in another language than English the
 * translations' map and the sections its routes render with (their `staticData.sections`). The prerendering preloads
 * them with the app, and `check:budget` counts them.
 *
 * @example
 * pageWordModules('/about', 'es', ['site']);
 * // ['src/content/es/about.tsx', 'src/i18n/translations.ts', 'src/messages/es/site.ts']
 */
export function pageWordModules(path: string, locale: Locale, sections: readonly string[]): string[] {
  const language = locale === DEFAULT_LOCALE ? '' : `${locale}/`;
  const content = (CONTENT_FILES as Record<string, string>)[path];
  return [
    ...(content ? [`src/content/${language}${content}`] : []),
    ...(language
      ? [TRANSLATIONS_MODULE, ...sections.map((section) => `src/messages/${locale}/${section}.ts`)]
      : []),
  ];
}
