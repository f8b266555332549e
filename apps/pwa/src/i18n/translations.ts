import type { Locale } from '@safety-companion/contract';

// Every section of every other language is a module of its own (src/messages/<locale>/<section>.ts), which loads
// when a page needs it: a page takes only its own words. This map of them loads only on a page in another language
// than English (`loadSections`), for a section its start script does not name (a prerendered page's start script
// names the page's own, the early handoff's `sections`): on the pages the shell renders, and for what loads later.
const SECTION_MODULES = import.meta.glob<{ default: object }>([
  '../messages/*/*.ts',
  '!../messages/en/*',
  // The installed app's words and a page's `<noscript>`, which the build alone reads.
  '!../messages/*/manifest.ts',
  '!../messages/*/no-script.ts',
  // The map's words, which come with the map's code in every language (features/status-map/map-words.ts).
  '!../messages/*/map.ts',
]);

/** A section's words in `locale` (not English, whose words the code imports). */
export async function loadTranslation(locale: Locale, section: string): Promise<object> {
  const load = SECTION_MODULES[`../messages/${locale}/${section}.ts`];
  if (!load) throw new Error(`No ${locale} words for the section "${section}".`);
  return (await load()).default;
}
