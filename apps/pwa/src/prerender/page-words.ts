import { DEFAULT_LOCALE, type Locale } from '@safety-companion/contract';
import { APP_ENTRY, collect, type ManifestChunk } from './page-html.ts';

/**
 * The sections' modules in `locale`, by section, as the build manifest names them: `<folder>/<locale>/<section>.json.js`
 * (build-plugins/messages-plugin.ts), in the site's folder of messages or the contract's.
 */
function sectionModules(manifest: Record<string, ManifestChunk>, locale: Locale): Map<string, string> {
  const ending = new RegExp(`(?:^|/)${locale}/([^/]+)\\.json\\.js$`);
  return new Map(
    Object.keys(manifest).flatMap((key) => {
      const section = ending.exec(key)?.[1];
      return section === undefined ? [] : [[section, key] as const];
    }),
  );
}

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
  const modules = sectionModules(manifest, locale);
  return [...sections].sort().map((section) => modules.get(section) ?? `${locale}/${section}: not built`);
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
  return Object.fromEntries(
    [...sectionModules(manifest, locale)].map(([section, key]) => [
      `${locale}/${section}`,
      `${base}${manifest[key]?.file}`,
    ]),
  );
}
