import { DEFAULT_LOCALE, type Locale } from '@safety-companion/contract';
import { APP_ENTRY, collect, type ManifestChunk } from './page-html.ts';

/** A section's built file in `locale`, as the build manifest names it (build-plugins/messages-plugin.ts). */
const sectionModule = (locale: Locale, section: string) => `src/messages/${locale}/${section}.json.js`;

/**
 * The modules (as the build manifest names them) of the words a page renders with, in another language than
 * English: the sections of the `words:` modules in the page's chunks, its route's and the app's entry, as the build
 * recorded them (`sectionsByChunk`, the messages plugin's `WORDS_FILE`). The prerendering preloads them with the
 * app, and `check:budget` counts them.
 */
export function pageWordModules(
  manifest: Record<string, ManifestChunk>,
  sectionsByChunk: Readonly<Record<string, readonly string[]>>,
  route: string,
  locale: Locale,
): string[] {
  if (locale === DEFAULT_LOCALE) return [];
  const chunks = new Set<string>();
  for (const key of [
    APP_ENTRY,
    ...Object.keys(manifest).filter((key) => key === route || key.startsWith(`${route}?`)),
  ])
    collect(manifest, key, chunks);
  const sections = new Set([...chunks].flatMap((key) => sectionsByChunk[manifest[key]?.file ?? ''] ?? []));
  return [...sections].sort().map((section) => sectionModule(locale, section));
}

/**
 * The built addresses of every section in `locale`, by `<locale>/<section>`, which the start script of a page in that
 * language names for the app (the early handoff's `sections`): a part of a page loaded later finds its words there
 * too. None in English, whose words the code carries.
 */
export function pageSectionAddresses(
  manifest: Record<string, ManifestChunk>,
  base: string,
  locale: Locale,
): Record<string, string> {
  if (locale === DEFAULT_LOCALE) return {};
  const prefix = `src/messages/${locale}/`;
  return Object.fromEntries(
    Object.entries(manifest)
      .filter(([key]) => key.startsWith(prefix) && key.endsWith('.json.js'))
      .map(([key, chunk]) => [
        `${locale}/${key.slice(prefix.length, -'.json.js'.length)}`,
        `${base}${chunk.file}`,
      ]),
  );
}
