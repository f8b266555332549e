import { DEFAULT_LOCALE, type Locale } from '@safety-companion/contract';
import { CONTENT_FILES } from '../content/content-files.ts';
import type { ManifestChunk } from './page-html.ts';

/**
 * The map of every other language's sections (i18n/translations.ts), through which a page finds the sections no
 * start script names.
 */
const TRANSLATIONS_MODULE = 'src/i18n/translations.ts';

/** A section's module in `locale`, as the build manifest names it. */
const sectionModule = (locale: Locale, section: string) => `src/messages/${locale}/${section}.ts`;

/**
 * The modules (as the build manifest names them) that a page loads before it renders, besides its routes' code: in
 * another language than English the sections its routes render with (their `staticData.sections`), and on a page
 * the shell renders (`prerendered` false: no start script names its sections' addresses) the map of them all first
 * and its page of text in its language (`CONTENT_FILES`, by the page table's path; a prerendered page's HTML holds
 * its text, content/page-text.tsx). The prerendering preloads them with the app, and `check:budget` counts them.
 *
 * @example
 * pageWordModules('/about', 'es', ['site']); // ['src/messages/es/site.ts']
 */
export function pageWordModules(
  path: string,
  locale: Locale,
  sections: readonly string[],
  { prerendered = true } = {},
): string[] {
  const language = locale === DEFAULT_LOCALE ? '' : `${locale}/`;
  const content = (CONTENT_FILES as Record<string, string>)[path];
  return [
    ...(content && !prerendered ? [`src/content/${language}${content}`] : []),
    ...(language && !prerendered ? [TRANSLATIONS_MODULE] : []),
    ...(language ? sections.map((section) => sectionModule(locale, section)) : []),
  ];
}

/**
 * The built addresses of a page's sections in another language than English, by `<locale>/<section>`, which its
 * start script names for the app (`PAGE_SECTIONS`); none in English, whose words the code carries.
 */
export function pageSectionAddresses(
  manifest: Record<string, ManifestChunk>,
  base: string,
  locale: Locale,
  sections: readonly string[],
): Record<string, string> {
  if (locale === DEFAULT_LOCALE) return {};
  return Object.fromEntries(
    sections.map((section) => {
      const chunk = manifest[sectionModule(locale, section)];
      if (!chunk) throw new Error(`The build has no ${locale} words for the section "${section}".`);
      return [`${locale}/${section}`, `${base}${chunk.file}`];
    }),
  );
}
