import { DEFAULT_LOCALE, type Locale } from '@safety-companion/contract';
import type { ManifestChunk } from './page-html.ts';

/** A section's module in `locale`, as the build manifest names it. */
const sectionModule = (locale: Locale, section: string) => `src/messages/${locale}/${section}.ts`;

/**
 * The modules (as the build manifest names them) of the words a page loads before it renders, besides its routes'
 * code: in another language than English, the sections its routes render with (their `staticData.sections`), which
 * its start script names (`pageSectionAddresses`). A page of text takes its text from its HTML
 * (content/page-text.tsx). The prerendering preloads them with the app, and `check:budget` counts them.
 *
 * @example
 * pageWordModules('es', ['site']); // ['src/messages/es/site.ts']
 */
export function pageWordModules(locale: Locale, sections: readonly string[]): string[] {
  return locale === DEFAULT_LOCALE ? [] : sections.map((section) => sectionModule(locale, section));
}

/**
 * The built addresses of a page's sections in another language than English, by `<locale>/<section>`, which its
 * start script names for the app (the early handoff's `sections`); none in English, whose words the code carries.
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
