/**
 * The window property in which a prerendered page's start script (prerender/page-html.ts) names the addresses of
 * the sections of words the page renders with, by `<locale>/<section>`: the app loads those from there
 * (`loadSections`), and the page's first load needs no map of every section.
 */
export const PAGE_SECTIONS = '__pageSections';

/** Where the page's start script says a section's words are, if it does. */
export function pageSectionAddress(key: string): string | undefined {
  return (globalThis as unknown as Record<string, Record<string, string> | undefined>)[PAGE_SECTIONS]?.[key];
}
